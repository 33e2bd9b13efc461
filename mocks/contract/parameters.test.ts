import { describe, expect, it } from 'vitest';
import type { ContractOperation } from './document';
import { checkParameters } from './parameters';

/**
 * Parameters of every location, on an operation made up for the test: the contract has no path or
 * cookie parameters today, and the check must hold for them when it does.
 */
const operation: ContractOperation = {
  operationId: 'madeUpForParameterTest',
  method: 'get',
  path: '/api/items/{id}/photos/{slot}',
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    { name: 'slot', in: 'path', required: true, schema: { type: 'string', enum: ['main', 'extra'] } },
    { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 50 } },
    { name: 'X-Client', in: 'header', required: true, schema: { type: 'string', minLength: 3 } },
    { name: 'consent', in: 'cookie', schema: { type: 'string', enum: ['yes', 'no'] } },
  ],
  bodySchemas: {},
  bodyEncodings: {},
  bodyRequired: false,
  responseSchemas: {},
  security: [],
};

const parts = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => ({
  url: new URL(url, 'http://sim.test'),
  headers: new Headers(headers),
  cookies,
});

describe('checkParameters', () => {
  it('answers every location’s values, coerced as the contract types them', () => {
    expect(
      checkParameters(
        operation,
        parts('/site/api/items/42/photos/main?limit=5', { 'x-client': 'web' }, { consent: 'yes' }),
      ),
    ).toEqual({
      values: {
        path: { id: 42, slot: 'main' },
        query: { limit: 5 },
        header: { 'X-Client': 'web' },
        cookie: { consent: 'yes' },
      },
    });
  });

  it('names each refused parameter as the contract spells it', () => {
    expect(
      checkParameters(
        operation,
        parts('/api/items/0/photos/cover?limit=500', { 'X-Client': 'w' }, { consent: 'maybe' }),
      ),
    ).toEqual({
      errors: {
        id: 'too_short',
        slot: 'invalid',
        limit: 'too_long',
        'X-Client': 'too_short',
        consent: 'invalid',
      },
    });
  });

  it('requires a required header', () => {
    expect(checkParameters(operation, parts('/api/items/1/photos/main'))).toEqual({
      errors: { 'X-Client': 'required' },
    });
  });
});
