import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { openApiDocument } from '@/lib/open-api/document';
import { operationsOf, scopesOf } from '@/lib/open-api/document/rows';
import { buildMetadata } from '@/lib/page-metadata';
import { OperationBody } from './operation-body';
import { plain, Prose } from './prose';
import { REFERENCE_PATH } from './reference-body';

type Props = { params: Promise<{ locale: string; operation: string }> };

/** The operation a page is for, from its language's document; null for no such operation. */
async function load(params: Props['params']) {
  const { locale, operation: id } = await params;
  if (!isLocale(locale)) return null;
  const doc = await openApiDocument(locale);
  const op = operationsOf(doc).find((o) => o.id === id);
  return op ? { locale: locale as Locale, doc, op, path: `${REFERENCE_PATH}/${id}` } : null;
}

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { locale, op, path } = found;
  const t = await getTranslations({ locale, namespace: 'OpenApi.reference' });
  return buildMetadata(locale, path, {
    title: t('metaTitle', { summary: op.operation.summary }),
    description: plain(op.operation.description),
  });
}

// requirements: Open API platform — Reference: one page per operation in every language,
// server-rendered from the document. An unknown operation is a 404 (the proxy lets only the
// known ids through, lib/routes.ts).
async function Page({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { locale, doc, op, path } = found;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'OpenApi.reference' });
  return (
    <>
      <PageIntro
        heading={op.operation.summary}
        intro={<Prose text={op.operation.description} />}
        crumbs={<Breadcrumbs path={path} current={op.operation.summary} />}
      >
        <dl className="mt-6 grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
          <dt className="font-semibold">{t('urlLabel')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            <code className="rounded bg-white px-1.5 py-0.5 font-semibold text-brand-900">
              {op.method.toUpperCase()}
            </code>{' '}
            <code>{`${doc.servers[0]!.url}${op.path}`}</code>
          </dd>
          <dt className="font-semibold">{t('scopeLabel')}</dt>
          <dd>
            <code>{scopesOf(op.operation).join(' ')}</code>
          </dd>
        </dl>
      </PageIntro>
      <OperationBody doc={doc} op={op} />
    </>
  );
}

export const operationPage = { generateMetadata, Page };
