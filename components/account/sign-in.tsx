import { getTranslations } from 'next-intl/server';
import { AccountCard } from './account-card';
import { SignInForm } from './sign-in-form.client';
import { accountGroup, accountTexts } from './texts';

/** The login page's body; `signedOut` shows spec §8 "Sign Out Successfully". */
export async function SignInSection({ signedOut = false }: { signedOut?: boolean }) {
  const [texts, signIn, menu, pages] = await Promise.all([
    accountTexts(),
    accountGroup('signIn'),
    accountGroup('menu'),
    getTranslations('Pages.login'),
  ]);
  return (
    <AccountCard label={pages('heading')}>
      <SignInForm texts={{ ...texts, signIn }} notice={signedOut ? menu.signedOut : undefined} />
    </AccountCard>
  );
}
