import type { ZodType } from 'zod';
import { loadArea } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site-url';
import {
  BEARER,
  bodyProblems,
  everyOperationProblems,
  headerComponents,
  problemComponents,
  problemRef,
  securitySchemes,
  successHeaders,
  type ProblemStatus,
} from './document/components';
import { exampleBodies, exampleParameters, exampleResponses } from './document/examples';
import { documentedSchema, jsonSchemaOf, schemaNames } from './document/schemas';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiTexts,
  OperationObject,
  ParameterObject,
} from './document/types';
import { OPEN_API_BASE, operations, type OpenApiOperation } from './operations';
import { problemSchema } from './schemas';

// requirements: Open API platform — Reference: one OpenAPI 3.1 document generated from the
// routes' zod schemas (lib/open-api/operations.ts), its descriptions from the message files
// (messages/open-api/), in every language variant. Served at /api/open/v1/openapi.json?lang=…
// (lib/server/api/routes/open-api-document.ts) and read by the reference pages
// (components/open-api/), so the machine's and the reader's reference are one.

export type { OpenApiDocument, OpenApiTexts } from './document/types';

/** The operation's id as a component name when its schema has none (a new, unnamed schema). */
const nameOf = (schema: ZodType, fallback: string) => schemaNames.get(schema) ?? fallback;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function parameters(op: OpenApiOperation, texts: OpenApiTexts): ParameterObject[] {
  const described = (name: string) =>
    (texts.parameters as Record<string, string | undefined>)[name] ?? '';
  const example = (name: string) =>
    name in exampleParameters ? { example: exampleParameters[name] } : {};
  const path = Object.entries(op.pathParams ?? {}).map(([name, schema]): ParameterObject => ({
    name,
    in: 'path',
    required: true,
    description: described(name),
    schema: jsonSchemaOf(schema, 'input'),
    ...example(name),
  }));
  const query = op.query ? jsonSchemaOf(op.query, 'input') : undefined;
  const inQuery = Object.entries(query?.properties ?? {}).map(
    ([name, schema]): ParameterObject => ({
      name,
      in: 'query',
      required: query?.required?.includes(name) ?? false,
      description: described(name),
      schema,
      ...example(name),
    }),
  );
  return [...path, ...inQuery];
}

function operationObject(
  op: OpenApiOperation,
  texts: OpenApiTexts,
  schemas: Record<string, JsonSchema>,
): OperationObject {
  const opTexts = texts.operations[op.id] as {
    summary: string;
    description: string;
    response: string;
    body?: string;
  };
  const responseName = nameOf(op.response, `${op.id}Response`);
  schemas[responseName] ??= documentedSchema(op.response, 'output', texts);
  const statuses = [
    ...new Set<number>([
      ...op.problems,
      ...everyOperationProblems,
      ...(op.body ? bodyProblems : []),
    ]),
  ].sort((a, b) => a - b);
  const operation: OperationObject = {
    operationId: op.id,
    tags: [op.group],
    summary: opTexts.summary,
    description: opTexts.description,
    // Bearer keys carry scopes of their own: OpenAPI 3.1 lets the list name them for any scheme.
    security: [{ [BEARER]: [op.scope] }],
    parameters: parameters(op, texts),
    responses: {
      200: {
        description: opTexts.response,
        headers: successHeaders(),
        content: {
          'application/json': { schema: ref(responseName), example: exampleResponses[op.id] },
        },
      },
      ...Object.fromEntries(statuses.map((s) => [s, problemRef(s as ProblemStatus)])),
    },
  };
  if (op.body) {
    const bodyName = nameOf(op.body, `${op.id}Body`);
    schemas[bodyName] ??= documentedSchema(op.body, 'input', texts);
    operation.requestBody = {
      description: opTexts.body ?? '',
      required: true,
      content: {
        'application/json': { schema: ref(bodyName), example: exampleBodies[op.id] },
      },
    };
  }
  return operation;
}

/** The OpenAPI 3.1 document of the Open API in one language. */
export function buildOpenApiDocument({
  texts,
  origin,
}: {
  texts: OpenApiTexts;
  /** The site's origin, without a trailing slash. */
  origin: string;
}): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op, texts, schemas) };
  }
  schemas.Problem = documentedSchema(problemSchema, 'output', texts);
  const groups = [...new Set(operations.map((op) => op.group))];
  return {
    openapi: '3.1.0',
    info: {
      title: texts.info.title,
      version: '1.0.0',
      description: `${texts.info.description}\n\n${texts.signConvention}`,
    },
    servers: [{ url: `${origin}${OPEN_API_BASE}`, description: texts.servers.main }],
    security: [{ [BEARER]: [] }],
    tags: groups.map((name) => ({ name, description: texts.tags[name] })),
    paths,
    components: {
      schemas,
      responses: problemComponents(texts),
      headers: headerComponents(texts),
      securitySchemes: securitySchemes(texts),
    },
  };
}

const documents = new Map<Locale, Promise<OpenApiDocument>>();

/** The document in a language, built once per process from that language's message file. */
export function openApiDocument(locale: Locale): Promise<OpenApiDocument> {
  let document = documents.get(locale);
  if (!document) {
    document = loadArea('open-api', locale).then((messages) =>
      buildOpenApiDocument({ texts: messages.OpenApi as OpenApiTexts, origin: siteUrl() }),
    );
    // A failed load is tried again on the next call rather than kept.
    document.catch(() => documents.delete(locale));
    documents.set(locale, document);
  }
  return document;
}
