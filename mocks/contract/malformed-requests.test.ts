import { describe, expect, it } from 'vitest';
import { contractOperations, resolve, type ContractOperation, type ContractParameter } from './document';

/**
 * Every operation of the contract, sent malformed input — query, path and header parameters,
 * JSON bodies, multipart forms and their files — answers the contract's error shape with a 4xx,
 * never a crash, a 5xx or "not simulated"; where the case breaks one field, the answer names it.
 * (Answers are also checked against the contract by the test setup.)
 */
interface MalformedCase {
  name: string;
  operation: ContractOperation;
  query?: string;
  /** Values for the path's `{name}` segments; the others get `1`. */
  path?: Record<string, string>;
  headers?: Record<string, string>;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The field the answer's `error.fields` must name, with its code when it is certain. */
  field?: string;
  code?: string;
}

const wrongValueFor = (schema: unknown): unknown => {
  const type = (schema as { type?: unknown } | undefined)?.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return { not: 'a string' };
  if (type === 'integer' || type === 'number') return 'not a number';
  if (type === 'boolean') return 'not a boolean';
  if (type === 'array') return 'not an array';
  return 12345;
};

interface TextSchema {
  type?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  maximum?: number;
}

/** A query value the parameter's schema refuses, when one can be made. */
const invalidQueryValue = (schema: unknown): string | undefined => {
  const s = (resolve(schema) ?? {}) as TextSchema;
  if (Array.isArray(s.enum)) return 'not-one-of-the-values';
  if (s.type === 'integer' || s.type === 'number') return 'abc';
  if (s.type === 'boolean') return 'maybe';
  if (typeof s.maxLength === 'number') return 'x'.repeat(s.maxLength + 1);
  if (typeof s.pattern === 'string') return '<script>';
  return undefined;
};

/** Every kind of text value a parameter's schema refuses, each with the field code it earns. */
const invalidTextValues = (schema: unknown): { name: string; value: string; code?: string }[] => {
  const s = (resolve(schema) ?? {}) as TextSchema;
  const values: { name: string; value: string; code?: string }[] = [];
  if (Array.isArray(s.enum)) values.push({ name: 'not one of its values', value: 'not-one-of-the-values' });
  if (s.type === 'integer' || s.type === 'number') values.push({ name: 'not a number', value: 'abc' });
  if (typeof s.minLength === 'number' && s.minLength > 1)
    values.push({ name: 'too short', value: 'x'.repeat(s.minLength - 1), code: 'too_short' });
  if (typeof s.maxLength === 'number')
    values.push({ name: 'too long', value: 'x'.repeat(s.maxLength + 1), code: 'too_long' });
  return values;
};

const parameterCases = (operation: ContractOperation, parameter: ContractParameter): MalformedCase[] => {
  const where = parameter.in === 'header' ? 'header' : 'path segment';
  const cases: MalformedCase[] = invalidTextValues(parameter.schema).map(({ name, value, code }) => ({
    name: `the ${parameter.name} ${where} ${name}`,
    operation,
    ...(parameter.in === 'header'
      ? { headers: { [parameter.name]: value } }
      : { path: { [parameter.name]: encodeURIComponent(value) } }),
    field: parameter.name,
    ...(code === undefined ? {} : { code }),
  }));
  if (parameter.in === 'header' && parameter.required === true)
    cases.push({
      name: `the ${parameter.name} header missing`,
      operation,
      field: parameter.name,
      code: 'required',
    });
  return cases;
};

const boundary = '----malformed-table-boundary';

interface Part {
  name: string;
  value: string | Uint8Array;
  /** Sent as a file part with this type. */
  type?: string;
}

/** A multipart body as a browser sends it (built by hand: see tests/utils/multipart.ts). */
const multipart = (parts: Part[]): Uint8Array<ArrayBuffer> => {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = parts.flatMap((part) => [
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.type === undefined ? '\r\n\r\n' : `; filename="upload"\r\nContent-Type: ${part.type}\r\n\r\n`),
    ),
    typeof part.value === 'string' ? encoder.encode(part.value) : part.value,
    encoder.encode('\r\n'),
  ]);
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(new ArrayBuffer(chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
  chunks.reduce((offset, chunk) => {
    body.set(chunk, offset);
    return offset + chunk.length;
  }, 0);
  return body;
};

interface FileSchema {
  format?: string;
  type?: unknown;
  'x-max-bytes'?: number;
}

const multipartCases = (operation: ContractOperation): MalformedCase[] => {
  const declared = operation.bodySchemas['multipart/form-data'];
  if (declared === undefined) return [];
  const schema = resolve(declared) as { properties?: Record<string, unknown>; required?: string[] };
  const encoding = operation.bodyEncodings['multipart/form-data'] ?? {};
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const form = (name: string, parts: Part[], field?: string, code?: string): MalformedCase => ({
    name,
    operation,
    contentType,
    body: multipart(parts),
    ...(field === undefined ? {} : { field }),
    ...(code === undefined ? {} : { code }),
  });
  const cases: MalformedCase[] = [
    {
      name: 'a multipart body that cannot be read',
      operation,
      contentType,
      body: 'not a form',
      field: 'body',
    },
  ];
  for (const name of schema.required ?? []) cases.push(form(`a form without ${name}`, [], name, 'required'));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const p = (resolve(property) ?? {}) as FileSchema;
    if (p.format !== 'binary') {
      if (p.type === 'integer' || p.type === 'boolean')
        cases.push(
          form(`a ${name} field that is not of type ${p.type}`, [{ name, value: 'abc' }], name, 'invalid'),
        );
      continue;
    }
    cases.push(
      form(`text in the ${name} part, where a file belongs`, [{ name, value: 'just text' }], name, 'invalid'),
    );
    const allowed = encoding[name]?.contentType?.split(',').map((type) => type.trim());
    if (allowed !== undefined) {
      const text = { name, value: 'plain text', type: 'text/plain' };
      cases.push(
        form(`a ${name} of a type the contract does not take`, [text], name, 'unsupported_file_type'),
      );
    }
    const maxBytes = p['x-max-bytes'];
    if (maxBytes !== undefined) {
      const big = {
        name,
        value: new Uint8Array(maxBytes + 1),
        type: allowed?.[0] ?? 'application/octet-stream',
      };
      cases.push(form(`a ${name} larger than x-max-bytes`, [big], name, 'file_too_large'));
    }
  }
  return cases;
};

const objectProperties = (schema: unknown): Record<string, unknown> =>
  (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};

const casesFor = (operation: ContractOperation): MalformedCase[] => {
  const cases: MalformedCase[] = [];
  const json = operation.bodySchemas['application/json'];
  const multipart = operation.bodySchemas['multipart/form-data'];
  if (json !== undefined) {
    cases.push({
      name: 'a body that is not JSON',
      operation,
      contentType: 'application/json',
      body: '{"broken": ',
    });
    const properties = objectProperties(json);
    if (Object.keys(properties).length > 0) {
      const wrong = Object.fromEntries(
        Object.entries(properties).map(([key, schema]) => [key, wrongValueFor(schema)]),
      );
      cases.push({
        name: 'fields of the wrong type',
        operation,
        contentType: 'application/json',
        body: JSON.stringify(wrong),
      });
    }
    if (operation.bodyRequired) {
      cases.push({
        name: 'a JSON array instead of an object',
        operation,
        contentType: 'application/json',
        body: '[1, 2, 3]',
      });
    }
  }
  if (multipart !== undefined && json === undefined) {
    cases.push({
      name: 'JSON where a file upload is expected',
      operation,
      contentType: 'application/json',
      body: '{}',
    });
  }
  cases.push(...multipartCases(operation));
  for (const parameter of operation.parameters.filter((p) => p.in === 'header' || p.in === 'path'))
    cases.push(...parameterCases(operation, parameter));
  const required = operation.parameters.filter((p) => p.in === 'query' && p.required === true);
  if (required.length > 0) cases.push({ name: 'required query parameters missing', operation, query: '' });
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const invalid = invalidQueryValue(parameter.schema);
    if (invalid !== undefined) {
      cases.push({
        name: `an invalid ${parameter.name}`,
        operation,
        query: `${parameter.name}=${encodeURIComponent(invalid)}`,
      });
    }
  }
  return cases;
};

const allCases = [...contractOperations.values()].flatMap(casesFor);

const casesNamingField = (operation: ContractOperation, field: string) =>
  allCases.some((c) => c.operation === operation && c.field === field);

describe('malformed requests to every operation', () => {
  it('covers every operation that takes input', () => {
    const withInput = [...contractOperations.values()].filter(
      (op) => Object.keys(op.bodySchemas).length > 0 || op.parameters.some((p) => p.in === 'query'),
    );
    const covered = new Set(allCases.map((c) => c.operation.operationId));
    expect(withInput.filter((op) => !covered.has(op.operationId)).map((op) => op.operationId)).toEqual([]);
  });

  it('covers every header and path parameter with a limit, and every file of an upload', () => {
    const uncovered = [...contractOperations.values()].flatMap((op) => [
      ...op.parameters
        .filter((p) => (p.in === 'header' || p.in === 'path') && invalidTextValues(p.schema).length > 0)
        .filter((p) => !casesNamingField(op, p.name))
        .map((p) => `${op.operationId} ${p.in} ${p.name}`),
      ...Object.entries(
        (
          resolve(op.bodySchemas['multipart/form-data']) as
            { properties?: Record<string, unknown> } | undefined
        )?.properties ?? {},
      )
        .filter(([name]) => !casesNamingField(op, name))
        .map(([name]) => `${op.operationId} multipart ${name}`),
    ]);
    expect(uncovered).toEqual([]);
  });

  it('has no cookie parameters to cover (a new one needs cases here, as headers have)', () => {
    const cookies = [...contractOperations.values()].flatMap((op) =>
      op.parameters.filter((p) => p.in === 'cookie').map((p) => `${op.operationId} ${p.name}`),
    );
    expect(cookies).toEqual([]);
  });

  it.each(allCases.map((c) => [`${c.operation.operationId}: ${c.name}`, c] as const))(
    '%s → 4xx error shape',
    async (_title, c) => {
      const path = c.operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => c.path?.[name] ?? '1');
      const url = `${location.origin}${path}${c.query === undefined ? '' : `?${c.query}`}`;
      const response = await fetch(url, {
        method: c.operation.method.toUpperCase(),
        credentials: 'include',
        headers: { ...c.headers, ...(c.contentType === undefined ? {} : { 'content-type': c.contentType }) },
        body: c.body ?? null,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as {
        error?: { code?: unknown; message?: unknown; fields?: Record<string, string> };
      };
      expect(typeof body.error?.code).toBe('string');
      expect(typeof body.error?.message).toBe('string');
      if (c.field !== undefined) expect(body.error?.fields?.[c.field]).toEqual(c.code ?? expect.any(String));
    },
  );
});
