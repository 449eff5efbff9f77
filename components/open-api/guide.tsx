import { getTranslations } from 'next-intl/server';
import { problemResponses, problemStatuses } from '@/lib/open-api/document/components';
import type { OpenApiDocument } from '@/lib/open-api/document';
import { maxRangeDays, resolutions } from '@/lib/open-api/schemas';
import { CodeBlock } from './code-block';
import { Prose } from './prose';
import { MeaningRows, ReferenceTable } from './reference-table';
import { guideSamples } from './samples';

// requirements: Open API platform — the usage guide: authentication, errors, limits,
// pagination, units, the sign convention and times, then one complete example. The figures
// that the code holds (statuses, ranges) are read from it, the prose from messages/open-api/.

export const guideSections = [
  'auth',
  'errors',
  'limits',
  'pagination',
  'units',
  'signs',
  'time',
  'example',
] as const;

type Translate = Awaited<ReturnType<typeof getTranslations<'OpenApi.guide'>>>;

function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((text, i) => (
    <p key={i}>
      <Prose text={text} />
    </p>
  ));
}

function Subsection({ id, t, children }: { id: string; t: Translate; children: React.ReactNode }) {
  return (
    <section id={id} className="mt-10 scroll-mt-24">
      <h3 className="text-xl font-bold text-brand-900">{t(`${id as 'auth'}.heading`)}</h3>
      {children}
    </section>
  );
}

export async function Guide({ doc }: { doc: OpenApiDocument }) {
  const [t, root, reference] = await Promise.all([
    getTranslations('OpenApi.guide'),
    getTranslations('OpenApi'),
    getTranslations('OpenApi.reference'),
  ]);
  const samples = guideSamples(doc.servers[0]!.url);
  const notFound = doc.components.responses[problemResponses[404]]!;
  return (
    <>
      <Subsection id="auth" t={t}>
        <Paragraphs texts={[t('auth.p1'), t('auth.p2'), t('auth.p3'), t('auth.p4')]} />
      </Subsection>
      <Subsection id="errors" t={t}>
        <Paragraphs texts={[t('errors.p1'), t('errors.p2')]} />
        <ReferenceTable
          caption={t('errors.caption')}
          columns={[reference('columns.status'), reference('columns.meaning')]}
        >
          <MeaningRows
            rows={problemStatuses.map((status) => [
              status,
              doc.components.responses[problemResponses[status]]!.description,
            ])}
          />
        </ReferenceTable>
        <CodeBlock
          id="errors-example"
          label={t('errors.exampleLabel')}
          code={JSON.stringify(notFound.content?.['application/problem+json']?.example, null, 2)}
        />
      </Subsection>
      <Subsection id="limits" t={t}>
        <Paragraphs texts={[t('limits.p1'), t('limits.p2'), t('limits.p3')]} />
        <ReferenceTable
          caption={t('limits.caption')}
          columns={[t('limits.resolution'), t('limits.longest')]}
        >
          {resolutions.map((resolution) => (
            <tr key={resolution}>
              <th scope="row">
                <code>{resolution}</code> {t(`limits.resolutions.${resolution}`)}
              </th>
              <td>{t('limits.days', { count: maxRangeDays[resolution] })}</td>
            </tr>
          ))}
        </ReferenceTable>
      </Subsection>
      <Subsection id="pagination" t={t}>
        <Paragraphs texts={[t('pagination.p1'), t('pagination.p2')]} />
      </Subsection>
      <Subsection id="units" t={t}>
        <Paragraphs texts={[t('units.p1'), t('units.p2')]} />
      </Subsection>
      <Subsection id="signs" t={t}>
        <Paragraphs texts={[root('signConvention'), t('signs.balance'), t('signs.control')]} />
      </Subsection>
      <Subsection id="time" t={t}>
        <Paragraphs texts={[t('time.p1'), t('time.p2'), t('time.p3')]} />
      </Subsection>
      <Subsection id="example" t={t}>
        <Paragraphs texts={[t('example.p1')]} />
        <CodeBlock id="example-curl" label={t('example.curl')} code={samples.curl} />
        <CodeBlock id="example-ts" label={t('example.typescript')} code={samples.typescript} />
        <CodeBlock id="example-python" label={t('example.python')} code={samples.python} />
      </Subsection>
    </>
  );
}
