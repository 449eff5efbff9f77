import { languageByCode } from '@/lib/i18n/locales';
import type { RouteRulesTexts } from '@/lib/console/i18n/route-rules';
import { ruleStatuses, ruleVariants, type RuleVariant } from '@/lib/route-rules/types';

/** A rule's language as the console names it: "All languages", "Deutsch (/de)", "English (/)". */
export function variantLabel(variant: RuleVariant, t: RouteRulesTexts): string {
  if (variant === 'all') return t.variants.all;
  const prefix = variant === 'en' ? '/' : `/${variant}`;
  return `${languageByCode(variant).label} (${prefix})`;
}

export const variantOptions = (t: RouteRulesTexts) =>
  ruleVariants.map((v) => ({ value: v, label: variantLabel(v, t) }));

export const statusOptions = (t: RouteRulesTexts) =>
  ruleStatuses.map((s) => ({ value: s, label: t.statuses[s] }));

export const leavesSite = (target: string) => /^https?:/i.test(target);
