import { pathOf } from '@/lib/site-menu';

/** The two flagship products have pages of their own (requirements: Routes). */
const flagshipPages = new Map<string, string>([
  ['three-phase-hybrid-system', pathOf('hybridSystem')],
  ['high-voltage-lfp-battery-box', pathOf('batteryBox')],
]);

export function flagshipPathOf(id: string): string | undefined {
  return flagshipPages.get(id);
}

export function productHref(id: string): string {
  return flagshipPathOf(id) ?? `/products/${id}`;
}
