import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { PageBodyProps } from '@/components/pages/static-page';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { Estimator } from './estimator.client';

// What the browser formats; the mail texts and the links band stay on the server.
const clientKeys = [
  'Estimator.form',
  'Estimator.results',
  'Estimator.charts',
  'Estimator.regions',
] as const;

/**
 * /estimator: the page is cached (issue 11), so the server renders the language's defaults and
 * never reads the query; the browser reads the inputs from the URL and recomputes.
 */
export async function EstimatorBody({ locale }: PageBodyProps) {
  const messages = await getMessages();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <NextIntlClientProvider locale={locale} messages={pickMessages(messages, clientKeys)}>
        <Estimator locale={locale} />
      </NextIntlClientProvider>
    </div>
  );
}
