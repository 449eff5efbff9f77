import type { Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { commonFormTexts } from '@/components/forms/form-texts';
import { Link } from '@/lib/i18n/navigation';
import type { PageBodyProps } from '@/components/pages/static-page';
import { defaultsForLocale } from '@/lib/estimator/inputs';
import { estimate, summaryOf } from '@/lib/estimator/model';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { Estimator } from './estimator.client';
import { EstimatorTexts } from './texts.client';

// What the browser formats; the mail texts and the links band stay on the server.
const clientKeys = [
  'Estimator.form',
  'Estimator.results',
  'Estimator.charts',
  'Estimator.regions',
] as const satisfies readonly NamespaceKeys<Messages, NestedKeyOf<Messages>>[];

/**
 * /estimator: the page is cached, so the server renders the language's defaults and
 * never reads the query; the browser reads the inputs from the URL and recomputes. The page gets
 * the defaults' figures, not the model's run: hydrating needs no model (requirements: Performance).
 */
export async function EstimatorBody({ locale }: PageBodyProps) {
  const [messages, forms, t] = await Promise.all([
    getMessages(),
    getTranslations('Forms'),
    getTranslations('Estimator.quote'),
  ]);
  const quoteTexts = {
    ...(await commonFormTexts()),
    labels: {
      name: forms('fields.name'),
      email: forms('fields.email'),
      phone: forms('fields.telephone'),
      postcode: t('postcode'),
    },
    consent: t.rich('consent', {
      link: (chunks) => <Link href="/document/privacy-policy">{chunks}</Link>,
    }),
    submit: t('submit'),
    success: t('success'),
    staff: t('staff'),
    failure: t('failure'),
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <EstimatorTexts messages={pickMessages(messages, clientKeys)}>
        <Estimator
          locale={locale}
          initial={summaryOf(estimate(defaultsForLocale(locale)))}
          quoteTexts={quoteTexts}
          quoteHeading={t('heading')}
          quoteIntro={t('intro')}
          finder={{ text: t('finder'), link: t('finderLink') }}
        />
      </EstimatorTexts>
    </div>
  );
}
