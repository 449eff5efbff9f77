import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AccountMenuLazy } from './account-menu-lazy.client';
import { currentSession } from './current-user';
import { accountGroup } from './texts';

/** The header's account corner on every page: "Sign in", or the nickname and its menu. */
export async function AccountNav() {
  // The header must not take a page down: a session that cannot be read (database down)
  // shows "Sign in", as for a visitor.
  const session = await currentSession().catch(() => null);
  if (!session) {
    const t = await getTranslations('Header');
    return (
      <Link
        href="/login"
        className="hidden rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block"
      >
        {t('signIn')}
      </Link>
    );
  }
  return <AccountMenuLazy nickname={session.user.name} texts={await accountGroup('menu')} />;
}
