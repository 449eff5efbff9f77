import { getLocale, getTranslations } from 'next-intl/server';
import { languageByTag, languages, type Locale } from '@/lib/i18n/locales';
import { LanguageMenu } from './language-menu.client';

export async function LanguageSwitcher() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('LanguageSwitcher');
  const current = languageByTag(locale);
  return (
    <LanguageMenu
      label={t('label')}
      currentLabel={t('current', { language: current.label })}
      currentCode={current.code}
      options={languages.map((l) => ({ code: l.code, tag: l.tag, label: l.label }))}
    />
  );
}
