import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitcher } from './language-switcher';
import { Wordmark } from './logo';

// The "layout disabled" screens keep only a way home and the language switcher.
export async function BareHeader() {
  const t = await getTranslations('Header');
  return (
    <header className="site-container flex items-center justify-between py-4">
      <Link href="/" aria-label={t('homeLink')} className="rounded">
        <Wordmark />
      </Link>
      <LanguageSwitcher />
    </header>
  );
}
