import { contractOperations, openapi, resolve, type ContractOperation } from '../../mocks/contract/document';
import { multipartBody, multipartContentType } from '../utils/multipart';
import { extraFieldName, omit } from './corpus';

/**
 * The API-level corpus's inputs, read from the contract: every field of every JSON body, every
 * text field of an upload form and every query parameter, each with a good request to start from
 * (the contract's example) so that one field at a time carries the bad value.
 */
export interface ApiInput {
  operation: ContractOperation;
  where: 'json' | 'form' | 'query';
  field: string;
  /** The field's schema type (first one named), its limit and whether it must be there. */
  type: string | undefined;
  maxLength: number | undefined;
  required: boolean;
}

interface FieldSchema {
  type?: string | string[];
  maxLength?: number;
  format?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  allOf?: unknown[];
  oneOf?: unknown[];
  example?: unknown;
}

/** A body schema's fields, through `allOf` (merged) and `oneOf` (the first variant: login for postUser). */
const bodyFields = (schema: unknown): { properties: Record<string, unknown>; required: string[] } => {
  const s = (resolve(schema) ?? {}) as FieldSchema;
  const parts = [...(s.allOf ?? []), ...(s.oneOf === undefined ? [] : [s.oneOf[0]])].map(bodyFields);
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), s.properties ?? {}) as Record<
      string,
      unknown
    >,
    required: [...parts.flatMap((p) => p.required), ...(s.required ?? [])],
  };
};

const describeField = (schema: unknown) => {
  const s = (resolve(schema) ?? {}) as FieldSchema;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  return { type, maxLength: s.maxLength, binary: s.format === 'binary' };
};

export const apiInputs = (operation: ContractOperation): ApiInput[] => {
  const inputs: ApiInput[] = [];
  for (const [media, where] of [
    ['application/json', 'json'],
    ['multipart/form-data', 'form'],
  ] as const) {
    const schema = operation.bodySchemas[media];
    if (schema === undefined) continue;
    const { properties, required } = bodyFields(schema);
    for (const [field, property] of Object.entries(properties)) {
      const { type, maxLength, binary } = describeField(property);
      // A file part takes bytes, not text: malformed-requests.test.ts sends it the wrong kinds.
      if (binary) continue;
      inputs.push({ operation, where, field, type, maxLength, required: required.includes(field) });
    }
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const { type, maxLength } = describeField(parameter.schema);
    inputs.push({
      operation,
      where: 'query',
      field: parameter.name,
      type,
      maxLength,
      required: parameter.required === true,
    });
  }
  return inputs;
};

export const operationsWithInput = [...contractOperations.values()].filter(
  (operation) => apiInputs(operation).length > 0,
);

interface MediaExamples {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

/** The contract's example request body (the first named one where there are several). */
export const exampleBody = (operation: ContractOperation, media: string): Record<string, unknown> => {
  const item = findMedia(operation, media);
  const value = item?.example ?? Object.values(item?.examples ?? {})[0]?.value;
  return { ...((value ?? {}) as Record<string, unknown>) };
};

const findMedia = (operation: ContractOperation, media: string): MediaExamples | undefined => {
  const item = openapi.paths[operation.path]?.[operation.method] as { requestBody?: unknown } | undefined;
  const body = resolve(item?.requestBody) as { content?: Record<string, MediaExamples> } | undefined;
  return body?.content?.[media];
};

/** A value a query parameter's schema takes: its example, or one made from its type. */
const exampleQueryValue = (operation: ContractOperation, name: string): string => {
  const parameter = operation.parameters.find((p) => p.name === name) as
    { example?: unknown; schema?: unknown } | undefined;
  const s = (resolve(parameter?.schema) ?? {}) as FieldSchema & { enum?: unknown[] };
  const value = parameter?.example ?? s.example ?? s.enum?.[0];
  if (value !== undefined) return textOf(Array.isArray(value) ? (value as unknown[])[0] : value);
  return s.type === 'integer' || s.type === 'number' ? '1' : s.type === 'boolean' ? 'true' : 'x';
};

/** The good query of an operation: its required parameters with their examples. */
export const exampleQuery = (operation: ContractOperation): Record<string, string> =>
  Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'query' && p.required === true)
      .map((p) => [p.name, exampleQueryValue(operation, p.name)]),
  );

/** A tiny JPEG's head: enough for the simulation to take it as a photo. */
const jpegBytes = (): Uint8Array => {
  const bytes = new Uint8Array(2048);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return bytes;
};

const formBody = (fields: Record<string, string>): Uint8Array<ArrayBuffer> =>
  multipartBody(fields, { name: 'me.jpg', type: 'image/jpeg', bytes: jpegBytes() });

/** A good value as a query or form field carries it. */
const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** How a bad value travels as text (a query or a form field): as PHP would receive it. */
const asText = (value: unknown): string[] | undefined => {
  if (value === omit) return undefined;
  if (value === null) return [''];
  if (Array.isArray(value)) return value.map(textOf);
  return [textOf(value)];
};

/** Builds the request for one input carrying `value` (`undefined`: its good value plus an extra field). */
export const buildRequest = (
  input: ApiInput,
  base: Record<string, unknown>,
  value: unknown,
): { url: string; init: RequestInit } => {
  const { operation } = input;
  const path = operation.path.replace(/\{[^}]+\}/g, '1');
  const extra = value === undefined;
  const method = operation.method.toUpperCase();
  const headers: Record<string, string> = method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID() };
  if (input.where === 'query') {
    const query = new URLSearchParams();
    for (const [name, good] of Object.entries({ ...exampleQuery(operation), ...base }))
      if (name !== input.field) query.append(name, textOf(good));
    const texts = extra ? [exampleQueryValue(operation, input.field)] : asText(value);
    // An array goes as PHP reads one: name[]=a&name[]=b.
    const name = Array.isArray(value) ? `${input.field}[]` : input.field;
    for (const text of texts ?? []) query.append(name, text);
    if (extra) query.append(extraFieldName, '1');
    const search = query.toString();
    return {
      url: `${location.origin}${path}${search === '' ? '' : `?${search}`}`,
      init: { method, headers },
    };
  }
  if (input.where === 'form') {
    const fields: Record<string, string> = Object.fromEntries(
      Object.entries(base)
        .filter(([name]) => name !== input.field)
        .map(([name, good]) => [name, textOf(good)]),
    );
    const text = extra ? textOf(base[input.field]) : asText(value)?.join(',');
    if (text !== undefined) fields[input.field] = text;
    if (extra) fields[extraFieldName] = '1';
    return {
      url: `${location.origin}${path}`,
      init: { method, headers: { ...headers, 'Content-Type': multipartContentType }, body: formBody(fields) },
    };
  }
  const body: Record<string, unknown> = Object.fromEntries(
    Object.entries(base).filter(([name]) => value !== omit || name !== input.field),
  );
  if (extra) body[extraFieldName] = 'unexpected';
  else if (value !== omit) body[input.field] = value;
  return {
    url: `${location.origin}${path}`,
    init: { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) },
  };
};
