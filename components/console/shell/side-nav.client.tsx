'use client';

import { Link, usePathname } from '@/lib/i18n/client-navigation';
import { useCommonTexts } from '@/components/console/ui/console-lang';
import { CONSOLE_MARKER } from './marker';
import { isCurrentSection, navItems } from './nav-items';

/**
 * The console's sections. A client component so the current one is marked as the editor moves
 * around; it also carries the console marker into the console's client bundle.
 */
export function SideNav({ isAdmin }: { isAdmin: boolean }) {
  const t = useCommonTexts();
  const pathname = usePathname();
  return (
    <nav aria-label={t.mainNav} data-console-bundle={CONSOLE_MARKER}>
      <ul className="space-y-1">
        {navItems
          .filter((item) => isAdmin || !item.adminOnly)
          .map((item) => {
            const isCurrent = isCurrentSection(item.href, pathname);
            return (
              <li key={item.key}>
                <Link
                  href={item.href}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`block rounded-md px-3 py-2 text-sm font-medium ${
                    isCurrent ? 'bg-brand-800 text-white' : 'text-slate-900 hover:bg-slate-200'
                  }`}
                >
                  {t.nav[item.key]}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
