// Dates in the console. A scheduled publish time is typed in the editor's own time zone
// (<input type="datetime-local">) and sent as an ISO instant in UTC.

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day of an instant (today by default) as "2026-05-01", an <input type="date"> value, in the
 * browser's time zone.
 */
export function localDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** ISO instant → "2026-05-01T09:30" in the browser's time zone, for datetime-local; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${localDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** datetime-local value (local time) → ISO instant in UTC; null for empty or invalid. */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s!);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A timestamp for lists: "2026-05-01 09:30" in the browser's time zone; '—' for none. */
export function formatDateTime(iso: string | null | undefined, lang: 'en' | 'zh'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
