import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/pick-messages';

type Props = { keys: readonly string[]; children: React.ReactNode };

/**
 * The few texts a filtered list formats in the browser (its result count, which changes with
 * the URL's query), and only those: every other text is rendered on the server.
 */
export async function FilterMessages({ keys, children }: Props) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, keys)}>
      {children}
    </NextIntlClientProvider>
  );
}
