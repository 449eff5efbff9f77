import { getLocale, getTranslations } from 'next-intl/server';
import { countryOptions } from '@/lib/countries';
import { AccountCard } from './account-card';
import { SignUpForm } from './sign-up-form.client';
import { accountGroup, accountTexts } from './texts';

/** The sign-up page's body. */
export async function SignUpSection() {
  const [texts, signUp, pages, locale] = await Promise.all([
    accountTexts(),
    accountGroup('signUp'),
    getTranslations('Pages.signUp'),
    getLocale(),
  ]);
  return (
    <AccountCard label={pages('heading')}>
      <SignUpForm texts={{ ...texts, signUp }} countries={countryOptions(locale)} />
    </AccountCard>
  );
}
