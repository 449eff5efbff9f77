import { getTranslations } from 'next-intl/server';
import type { PageBodyProps } from '@/components/pages/static-page';
import { openApiDocument } from '@/lib/open-api/document';
import { operationsOf, scopesOf } from '@/lib/open-api/document/rows';
import { OPEN_API_BASE } from '@/lib/open-api/operations';
import { languageByTag } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { Guide, guideSections } from './guide';
import { Prose } from './prose';
import { ReferenceTable } from './reference-table';
import { ReferenceSection } from './section';
import { referenceClass } from './styles';

export const REFERENCE_PATH = '/platform/open-api/reference';

// The reference's front page: the operations of version 1, then the usage guide, all rendered
// on the server from the language's OpenAPI document; nothing on it needs JavaScript.
export async function ReferenceBody({ locale }: PageBodyProps) {
  const [t, guide, doc] = await Promise.all([
    getTranslations('OpenApi.reference'),
    getTranslations('OpenApi.guide'),
    openApiDocument(locale),
  ]);
  // Where the language's document is served (lib/server/api/routes/open-api-document.ts).
  const documentHref = `${OPEN_API_BASE}/openapi.json?lang=${languageByTag(locale).code}`;
  const columns = ['operation', 'method', 'path', 'scope'] as const;
  return (
    <div className={referenceClass}>
      <nav aria-labelledby="contents-heading" className="max-w-4xl">
        <h2 id="contents-heading" className="text-lg font-semibold text-brand-900">
          {t('contents')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href="#operations">{t('operationsHeading')}</a>
          </li>
          {guideSections.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{guide(`${id}.heading`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ReferenceSection id="operations" heading={t('operationsHeading')}>
        <p>{t('operationsIntro')}</p>
        <p>
          {t('baseUrl')}: <code>{doc.servers[0]!.url}</code>
        </p>
        <ReferenceTable
          caption={t('operationsCaption')}
          columns={columns.map((c) => t(`columns.${c}`))}
          minWidth="min-w-[36rem]"
        >
          {operationsOf(doc).map(({ id, method, path, operation }) => (
            <tr key={id}>
              <th scope="row">
                <Link href={`${REFERENCE_PATH}/${id}`}>{operation.summary}</Link>
              </th>
              <td>
                <code>{method.toUpperCase()}</code>
              </td>
              <td>
                <code>{path}</code>
              </td>
              <td>
                <code>{scopesOf(operation).join(' ')}</code>
              </td>
            </tr>
          ))}
        </ReferenceTable>
        <p>
          <Prose text={t('documentText')} /> <a href={documentHref}>{t('documentLink')}</a>
        </p>
      </ReferenceSection>
      <ReferenceSection id="guide" heading={guide('heading')}>
        <Guide doc={doc} />
      </ReferenceSection>
    </div>
  );
}
