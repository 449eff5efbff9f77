import { getTranslations } from 'next-intl/server';
import { PuzzlePlaceholder } from '@/components/captcha/puzzle-frame';
import { safeSitePath } from '@/lib/server/preview/path';
import { AccountCard } from './account-card';
import { SignInForm } from './sign-in-form.client';
import { accountGroup, accountTexts } from './texts';

/**
 * The login page's body; `signedOut` shows "Sign Out Successfully" (requirements: Messages).
 * `next` is where a successful sign-in goes instead of the personal center, kept only when it
 * is a path on this site (never another host: no open redirect).
 */
export async function SignInSection({
  signedOut = false,
  next,
}: {
  signedOut?: boolean;
  next?: string;
}) {
  const [texts, signIn, menu, pages] = await Promise.all([
    accountTexts(),
    accountGroup('signIn'),
    accountGroup('menu'),
    getTranslations('Pages.login'),
  ]);
  return (
    <AccountCard label={pages('heading')}>
      <SignInForm
        texts={{ ...texts, signIn }}
        notice={signedOut ? menu.signedOut : undefined}
        next={safeSitePath(next) ?? undefined}
        puzzlePlaceholder={<PuzzlePlaceholder texts={texts.captcha} />}
      />
    </AccountCard>
  );
}
