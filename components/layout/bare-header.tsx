import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitcher } from './language-switcher';
import { Wordmark } from './logo';

// The "layout disabled" screens keep only a way home and the language switcher. Its height is
// fixed (the switcher's 44 px plus 32 px of space): a slow phone may paint the page before the
// switcher is parsed, and the header must not grow and push the form down when it is.
export async function BareHeader() {
  const t = await getTranslations('Header');
  return (
    <header className="site-container flex h-19 items-center justify-between">
      <Link href="/" aria-label={t('homeLink')} className="rounded">
        <Wordmark />
      </Link>
      <LanguageSwitcher />
    </header>
  );
}
