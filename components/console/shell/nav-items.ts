import type { CommonTexts } from '@/lib/console/i18n/common';

/** The console's sections in the side nav; `adminOnly` ones are hidden from editors. */
export const navItems: {
  key: keyof CommonTexts['nav'];
  href: string;
  adminOnly?: boolean;
}[] = [
  { key: 'dashboard', href: '/admin' },
  { key: 'content', href: '/admin/content' },
  { key: 'translations', href: '/admin/translations' },
  { key: 'config', href: '/admin/config' },
  { key: 'inbox', href: '/admin/submissions' },
  { key: 'partners', href: '/admin/partners' },
  { key: 'quotes', href: '/admin/quotes' },
  { key: 'warranty', href: '/admin/warranty' },
  { key: 'apiApplications', href: '/admin/api-applications' },
  { key: 'apiKeys', href: '/admin/api-keys' },
  { key: 'apiUsage', href: '/admin/api-usage' },
  { key: 'routeRules', href: '/admin/route-rules' },
  { key: 'users', href: '/admin/users', adminOnly: true },
  { key: 'audit', href: '/admin/audit', adminOnly: true },
];

/** Is the nav item for `href` the current section of `pathname` (unprefixed)? */
export function isCurrentSection(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}
