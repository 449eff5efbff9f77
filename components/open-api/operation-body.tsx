import { getMessages, getTranslations } from 'next-intl/server';
import type { OpenApiDocument } from '@/lib/open-api/document';
import {
  constraintsOf,
  resolveRef,
  schemaRows,
  typesOf,
  type DocumentedOperation,
} from '@/lib/open-api/document/rows';
import { Link } from '@/lib/i18n/navigation';
import { CodeBlock } from './code-block';
import { Prose } from './prose';
import { REFERENCE_PATH } from './reference-body';
import { MeaningRows, ReferenceTable } from './reference-table';
import { curlRequest } from './samples';
import { SchemaTable, TypeCell } from './schema-table';
import { TryIt, type TryItTexts } from './try-it.client';
import { ReferenceSection } from './section';
import { referenceClass } from './styles';

type Props = { doc: OpenApiDocument; op: DocumentedOperation };

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The request as curl, filled in with the document's example values. */
function exampleRequest(doc: OpenApiDocument, { method, path, operation }: DocumentedOperation) {
  let filled = path;
  const query: Record<string, string> = {};
  for (const p of operation.parameters) {
    if (p.example === undefined) continue;
    if (p.in === 'path') filled = filled.replace(`{${p.name}}`, String(p.example));
    else query[p.name] = String(p.example);
  }
  const body = operation.requestBody?.content['application/json']?.example;
  return curlRequest({ base: doc.servers[0]!.url, method, path: filled, query, body });
}

// One operation of the reference, from its language's document: the request (parameters, body,
// an example), the answer (headers, fields, an example), its errors, and the place where an
// interactive console will go.
export async function OperationBody({ doc, op }: Props) {
  const t = await getTranslations('OpenApi.reference');
  const { operation } = op;
  const tryItTexts = (await getMessages()).OpenApi.reference.tryIt as TryItTexts;
  const ok = resolveRef(doc, 'responses', operation.responses[200]!);
  const okContent = ok.content?.['application/json'];
  const body = operation.requestBody?.content['application/json'];
  const errors = Object.entries(operation.responses).filter(([status]) => status !== '200');
  const columns = ['name', 'in', 'type', 'required', 'description'] as const;
  return (
    <div className={referenceClass}>
      <ReferenceSection id="request" heading={t('parametersHeading')}>
        {operation.parameters.length ? (
          <ReferenceTable
            caption={t('parametersHeading')}
            columns={columns.map((c) => t(`columns.${c}`))}
            minWidth="min-w-[40rem]"
          >
            {operation.parameters.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                </th>
                <td>{p.in === 'path' ? t('inPath') : t('inQuery')}</td>
                <td>
                  <TypeCell
                    row={{ types: typesOf(p.schema), constraints: constraintsOf(p.schema) }}
                    t={t}
                  />
                </td>
                <td>{p.required ? t('yes') : t('no')}</td>
                <td>
                  <Prose text={p.description} />
                </td>
              </tr>
            ))}
          </ReferenceTable>
        ) : (
          <p>{t('none')}</p>
        )}
        <CodeBlock
          id="request-example"
          label={t('exampleRequest')}
          code={exampleRequest(doc, op)}
        />
      </ReferenceSection>
      {body ? (
        <ReferenceSection id="body" heading={t('bodyHeading')}>
          <p>
            <Prose text={operation.requestBody!.description} /> <Prose text={t('bodyIntro')} />
          </p>
          <SchemaTable caption={t('bodyCaption')} rows={schemaRows(doc, body.schema)} />
          <CodeBlock id="body-example" label={t('exampleBody')} code={json(body.example)} />
        </ReferenceSection>
      ) : null}
      <ReferenceSection id="response" heading={t('responseHeading')}>
        <p>
          <Prose text={ok.description} /> <Prose text={t('responseIntro')} />
        </p>
        <ReferenceTable
          caption={t('headersCaption')}
          columns={[t('columns.header'), t('columns.description')]}
        >
          <MeaningRows
            rows={Object.entries(ok.headers ?? {}).map(([name, header]) => [
              <code key={name}>{name}</code>,
              resolveRef(doc, 'headers', header).description,
            ])}
          />
        </ReferenceTable>
        {okContent ? (
          <>
            <SchemaTable caption={t('responseCaption')} rows={schemaRows(doc, okContent.schema)} />
            <CodeBlock
              id="response-example"
              label={t('exampleResponse')}
              code={json(okContent.example)}
            />
          </>
        ) : null}
      </ReferenceSection>
      <ReferenceSection id="errors" heading={t('problemsHeading')}>
        <p>
          {t('problemsIntro')} <Link href={`${REFERENCE_PATH}#errors`}>{t('errorsLink')}</Link>
        </p>
        <ReferenceTable
          caption={t('problemsCaption')}
          columns={[t('columns.status'), t('columns.meaning')]}
        >
          <MeaningRows
            rows={errors.map(([status, response]) => [
              status,
              resolveRef(doc, 'responses', response).description,
            ])}
          />
        </ReferenceTable>
      </ReferenceSection>
      {/* The note stands for readers without JavaScript; the console asks for the visitor's keys
          once hydrated, as the page itself is public and cached. */}
      <ReferenceSection id="try-it" heading={t('tryItHeading')}>
        <p>{t('tryItText')}</p>
        <TryIt
          operation={op.id}
          hasSerial={op.path.includes('{serial}')}
          isWrite={op.method !== 'get'}
          query={Object.fromEntries(
            operation.parameters
              .filter((p) => p.in === 'query')
              .map((p) => [p.name, p.example === undefined ? '' : String(p.example)]),
          )}
          bodyExample={body?.example}
          texts={tryItTexts}
        />
      </ReferenceSection>
      <p className="mt-14">
        <Link href={REFERENCE_PATH}>{t('backLink')}</Link>
      </p>
    </div>
  );
}
