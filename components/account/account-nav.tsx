import { getTranslations } from 'next-intl/server';
import { AccountSlot } from './account-slot.client';
import { accountGroup } from './texts';

/**
 * The header's account corner on every page: "Sign in", or the nickname and its menu. Public
 * pages are cached for everyone (requirements: Caching), so the server renders "Sign in" and the browser
 * swaps in the menu when a session exists; the corner keeps its width, so nothing shifts.
 */
export async function AccountNav() {
  const t = await getTranslations('Header');
  return <AccountSlot signInLabel={t('signIn')} menuTexts={await accountGroup('menu')} />;
}
