import type { ZodType } from 'zod';
import { z } from '@/lib/validation/zod';
import {
  energySchema,
  energyTotalsSchema,
  modeBodySchema,
  modeSchema,
  modeSettingsSchema,
  problemSchema,
  productSchema,
  systemPageSchema,
  systemSchema,
  telemetryPointSchema,
  telemetrySchema,
  touWindowSchema,
} from '../schemas';
import type { JsonSchema, OpenApiTexts } from './types';

// The document's schemas are z.toJSONSchema's own output for the routes' zod schemas, with
// nothing added but `description`s from the message files, so the reference cannot promise what
// the routes do not do (tests/unit/open-api/document.test.ts strips the descriptions and
// compares with z.toJSONSchema).

/**
 * How every schema is converted: JSON Schema 2020-12 (OpenAPI 3.1's dialect); parameters and
 * bodies as the API takes them (`input`: a defaulted field is optional), answers as it gives
 * them (`output`: the same field is always there). Query values are coerced from strings, which
 * OpenAPI's query serialization already says, so they are documented as the numbers they are.
 */
export const jsonSchemaOptions = (io: 'input' | 'output') =>
  ({ target: 'draft-2020-12', io, unrepresentable: 'any' }) as const;

/**
 * Zod schemas with a name: a component of the document when an operation answers or takes one,
 * and, wherever one appears, the scope its texts are found in (`OpenApi.schemas.<name>`).
 */
export const schemaNames = new Map<object, string>([
  [systemPageSchema, 'SystemPage'],
  [systemSchema, 'System'],
  [productSchema, 'Product'],
  [telemetrySchema, 'Telemetry'],
  [telemetryPointSchema, 'TelemetryPoint'],
  [energySchema, 'Energy'],
  [energyTotalsSchema, 'EnergyTotals'],
  [modeSchema, 'Mode'],
  [modeBodySchema, 'ModeBody'],
  [modeSettingsSchema, 'ModeSettings'],
  [touWindowSchema, 'TouWindow'],
  [problemSchema, 'Problem'],
]);

/** Marks the JSON of a named schema until describeSchema has read it. */
const NAME = 'x-voltara-texts';

export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    ...jsonSchemaOptions(io),
    override: ({ zodSchema, jsonSchema }) => {
      const name = schemaNames.get(zodSchema);
      if (name) (jsonSchema as JsonSchema)[NAME] = name;
    },
  }) as JsonSchema;
  delete json.$schema;
  // A copy sharing no object between two places: each place gets a description of its own.
  return JSON.parse(JSON.stringify(json)) as JsonSchema;
}

type Scope = { description?: string; properties: Record<string, string> };

/**
 * Adds the descriptions to a schema from jsonSchemaOf, in place. A text is found by the nearest
 * named schema and the property path from it, `/`-separated: `location/country` in `System`.
 * Array items add nothing to the path; a variant of a union adds its `kind`
 * (`backup/reservePct` in `ModeSettings`), and its `kind` is the union's (`kind`). A place
 * without a text keeps none: the unit test lists them.
 */
export function describeSchema(
  node: JsonSchema,
  texts: OpenApiTexts,
  scope?: Scope,
  path: readonly string[] = [],
  variantOf?: readonly string[],
): void {
  const name = node[NAME];
  if (typeof name === 'string') {
    delete node[NAME];
    scope = (texts.schemas as Record<string, Scope | undefined>)[name];
    path = [];
    variantOf = undefined;
    // Its own description, unless its place already gave one (a property's).
    if (node.description === undefined && scope?.description) node.description = scope.description;
  }
  const text = (at: readonly string[]) => scope?.properties[at.join('/')];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const at = [...path, key];
    const found = text(at) ?? (variantOf ? text([...variantOf, key]) : undefined);
    if (found) child.description = found;
    describeSchema(child, texts, scope, at);
  }
  if (node.items) describeSchema(node.items, texts, scope, path);
  for (const variant of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    const kind = variant.properties?.kind?.const;
    if (typeof kind !== 'string') {
      describeSchema(variant, texts, scope, path);
      continue;
    }
    const at = [...path, kind];
    const found = text(at);
    if (found) variant.description = found;
    describeSchema(variant, texts, scope, at, path);
  }
}

/** A schema as the document gives it: converted, then described. */
export function documentedSchema(
  schema: ZodType,
  io: 'input' | 'output',
  texts: OpenApiTexts,
): JsonSchema {
  const json = jsonSchemaOf(schema, io);
  describeSchema(json, texts);
  return json;
}
