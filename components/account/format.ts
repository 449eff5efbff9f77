/** A message's {name} placeholders filled in the browser (the account texts use no other ICU). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The texts of a part of a form that loads on demand (components/forms/on-demand.client.tsx). */
export const partTexts = (common: { partLoading: string; partFailed: string; retry: string }) => ({
  loading: common.partLoading,
  failed: common.partFailed,
  retry: common.retry,
});
