import { describe, expect, it } from 'vitest';
import { contractOperations, resolve, type ContractOperation } from './document';

/**
 * Every operation of the contract, sent malformed input, answers the contract's error shape with a
 * 4xx — never a crash, a 5xx or "not simulated". (Answers are also checked against the contract
 * by the test setup.)
 */
interface MalformedCase {
  name: string;
  operation: ContractOperation;
  query?: string;
  contentType?: string;
  body?: string;
}

const wrongValueFor = (schema: unknown): unknown => {
  const type = (schema as { type?: unknown } | undefined)?.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return { not: 'a string' };
  if (type === 'integer' || type === 'number') return 'not a number';
  if (type === 'boolean') return 'not a boolean';
  if (type === 'array') return 'not an array';
  return 12345;
};

/** A query value the parameter's schema refuses, when one can be made. */
const invalidQueryValue = (schema: unknown): string | undefined => {
  const s = (resolve(schema) ?? {}) as {
    type?: unknown;
    enum?: unknown[];
    maxLength?: number;
    pattern?: string;
    maximum?: number;
  };
  if (Array.isArray(s.enum)) return 'not-one-of-the-values';
  if (s.type === 'integer' || s.type === 'number') return 'abc';
  if (s.type === 'boolean') return 'maybe';
  if (typeof s.maxLength === 'number') return 'x'.repeat(s.maxLength + 1);
  if (typeof s.pattern === 'string') return '<script>';
  return undefined;
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

describe('malformed requests to every operation', () => {
  it('covers every operation that takes input', () => {
    const withInput = [...contractOperations.values()].filter(
      (op) => Object.keys(op.bodySchemas).length > 0 || op.parameters.some((p) => p.in === 'query'),
    );
    const covered = new Set(allCases.map((c) => c.operation.operationId));
    expect(withInput.filter((op) => !covered.has(op.operationId)).map((op) => op.operationId)).toEqual([]);
  });

  it.each(allCases.map((c) => [`${c.operation.operationId}: ${c.name}`, c] as const))(
    '%s → 4xx error shape',
    async (_title, c) => {
      const url = `${location.origin}${c.operation.path}${c.query === undefined ? '' : `?${c.query}`}`;
      const response = await fetch(url, {
        method: c.operation.method.toUpperCase(),
        credentials: 'include',
        headers: c.contentType === undefined ? {} : { 'content-type': c.contentType },
        body: c.body ?? null,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
      expect(typeof body.error?.code).toBe('string');
      expect(typeof body.error?.message).toBe('string');
    },
  );
});
