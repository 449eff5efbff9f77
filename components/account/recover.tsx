import { getTranslations } from 'next-intl/server';
import { AccountCard } from './account-card';
import { RecoverForm } from './recover-form.client';
import { accountGroup, accountTexts } from './texts';

/** The password-recovery page's body. */
export async function RecoverSection() {
  const [texts, recover, pages] = await Promise.all([
    accountTexts(),
    accountGroup('recover'),
    getTranslations('Pages.retrievePassword'),
  ]);
  return (
    <AccountCard label={pages('heading')}>
      <RecoverForm texts={{ ...texts, recover }} />
    </AccountCard>
  );
}
