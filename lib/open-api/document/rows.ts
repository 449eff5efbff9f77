import type { JsonSchema, OpenApiDocument, OperationObject, Reference } from './types';

// The reference pages' tables, read from the document itself (never from the zod schemas), so
// what a reader sees is what a client generator reads: one row per field, nested fields under
// their parent's name (`location.country`, `items[].serial`), a union's variants as rows of
// their own with their fields beneath.

export type Constraint =
  | { kind: 'oneOf'; values: unknown[] }
  | { kind: 'default' | 'min' | 'max' | 'pattern' | 'format'; value: unknown }
  | { kind: 'length' | 'items'; min?: number; max?: number };

export type SchemaRow = {
  /** The field's path from the top: `location.country`, `items[].serial`. */
  name: string;
  depth: number;
  /** JSON types; an array's is `array` with its items' type in `items`. */
  types: string[];
  items?: string;
  required: boolean;
  description?: string;
  /** On a union variant's own row: its `kind`; its fields follow, one level deeper. */
  variant?: string;
  constraints: Constraint[];
};

/** A bound as wide as JavaScript's safe integers is no bound worth reading. */
const isNoBound = (n: unknown) => typeof n === 'number' && Math.abs(n) >= Number.MAX_SAFE_INTEGER;

function resolve(doc: OpenApiDocument, node: JsonSchema): JsonSchema {
  const name = node.$ref?.replace('#/components/schemas/', '');
  return name ? (doc.components.schemas[name] ?? {}) : node;
}

/** The member of a `[X, null]` union that is not null. */
const nonNull = (node: JsonSchema) => node.anyOf?.find((member) => member.type !== 'null') ?? node;

export function typesOf(node: JsonSchema): string[] {
  if (node.oneOf) return ['object'];
  if (node.anyOf) return node.anyOf.flatMap(typesOf);
  if (Array.isArray(node.type)) return node.type;
  return node.type ? [node.type] : [];
}

export function constraintsOf(node: JsonSchema): Constraint[] {
  const inner = nonNull(node);
  const out: Constraint[] = [];
  if (inner.enum) out.push({ kind: 'oneOf', values: inner.enum });
  if (!isNoBound(inner.minimum) && inner.minimum !== undefined)
    out.push({ kind: 'min', value: inner.minimum });
  if (!isNoBound(inner.maximum) && inner.maximum !== undefined)
    out.push({ kind: 'max', value: inner.maximum });
  if (inner.minLength !== undefined || inner.maxLength !== undefined)
    out.push({ kind: 'length', min: inner.minLength, max: inner.maxLength });
  if (inner.minItems !== undefined || inner.maxItems !== undefined)
    out.push({ kind: 'items', min: inner.minItems, max: inner.maxItems });
  if (inner.format) out.push({ kind: 'format', value: inner.format });
  // A format says it more readably than its pattern (date-time's runs to 300 characters).
  else if (inner.pattern) out.push({ kind: 'pattern', value: inner.pattern });
  if ('default' in node) out.push({ kind: 'default', value: node.default });
  return out;
}

export function schemaRows(doc: OpenApiDocument, schema: JsonSchema): SchemaRow[] {
  const rows: SchemaRow[] = [];

  const fields = (node: JsonSchema, prefix: string, depth: number, variant?: string) => {
    for (const [key, raw] of Object.entries(node.properties ?? {})) {
      // A variant's `kind` is its own row's (`if kind is …`).
      if (variant !== undefined && key === 'kind') continue;
      const child = resolve(doc, raw);
      const name = prefix ? `${prefix}.${key}` : key;
      const items = child.items ? resolve(doc, child.items) : undefined;
      rows.push({
        name,
        depth,
        types: typesOf(child),
        ...(items ? { items: typesOf(items).join(' | ') } : {}),
        required: node.required?.includes(key) ?? false,
        description: raw.description ?? child.description,
        constraints: constraintsOf(child),
      });
      below(child, name, depth + 1);
    }
  };

  /** The fields inside a field: an object's, an array's items', a union's variants'. */
  const below = (node: JsonSchema, name: string, depth: number) => {
    const inner = node.items ? resolve(doc, node.items) : resolve(doc, nonNull(node));
    const at = node.items ? `${name}[]` : name;
    fields(inner, at, depth);
    for (const variant of inner.oneOf ?? []) {
      const kind = variant.properties?.kind?.const;
      if (typeof kind !== 'string') continue;
      rows.push({
        name: at,
        depth,
        types: ['object'],
        required: true,
        description: variant.description,
        variant: kind,
        constraints: [],
      });
      fields(variant, at, depth + 1, kind);
    }
  };

  below(resolve(doc, schema), '', 0);
  return rows;
}

export type DocumentedOperation = {
  id: string;
  method: 'get' | 'put';
  path: string;
  operation: OperationObject;
};

/** The document's operations in its order (that of `operations`). */
export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'put'] as const).flatMap((method) => {
      const operation = item[method];
      return operation ? [{ id: operation.operationId, method, path, operation }] : [];
    }),
  );
}

type Components = OpenApiDocument['components'];

/** A response or a header, its component's when it is a reference. */
export function resolveRef<Kind extends 'responses' | 'headers'>(
  doc: OpenApiDocument,
  kind: Kind,
  value: Components[Kind][string] | Reference,
): Components[Kind][string] {
  if (!('$ref' in value)) return value as Components[Kind][string];
  const name = value.$ref.replace(`#/components/${kind}/`, '');
  return doc.components[kind][name] as Components[Kind][string];
}

/** The scopes a key needs for an operation. */
export const scopesOf = (operation: OperationObject): string[] =>
  operation.security.flatMap((requirement) => Object.values(requirement).flat());
