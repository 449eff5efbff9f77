import type messages from '@/messages/open-api/en-US.json';

/** The texts of the reference in one language: the `OpenApi` namespace of messages/open-api/. */
export type OpenApiTexts = (typeof messages)['OpenApi'];

/** A JSON Schema (draft 2020-12) as z.toJSONSchema writes it, or a reference to a component. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
};

export type ParameterObject = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
  example?: unknown;
};

export type HeaderObject = { description: string; schema: JsonSchema; example?: unknown };
export type Reference = { $ref: string };

export type MediaType = { schema: JsonSchema; example?: unknown };

export type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaType>;
};

export type OperationObject = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Array<Record<string, string[]>>;
  parameters: ParameterObject[];
  requestBody?: { description: string; required: true; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | Reference>;
};

/** The parts of an OpenAPI 3.1 document this API uses. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<'get' | 'put', OperationObject>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    headers: Record<string, HeaderObject>;
    securitySchemes: Record<
      string,
      { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }
    >;
  };
};
