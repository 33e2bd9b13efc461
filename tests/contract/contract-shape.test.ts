import { describe, expect, it } from 'vitest';
import {
  contract,
  enumOf,
  operations,
  resolveResponse,
  type MediaType,
  type Operation,
} from './contract-document';

const queryParameters = (operation: Operation) =>
  (operation.parameters ?? [])
    .map((p) => (p.$ref === undefined ? p : contract.components.parameters?.[p.$ref.split('/').pop() ?? '']))
    .filter((p) => p?.in === 'query');

const hasExample = (media: MediaType | undefined): boolean =>
  media !== undefined && (media.example !== undefined || Object.keys(media.examples ?? {}).length > 0);

describe('the contract', () => {
  const all = operations();

  it('describes the whole product (many operations, every path under /api/*.php)', () => {
    expect(all.length).toBeGreaterThanOrEqual(80);
    for (const path of Object.keys(contract.paths)) expect(path).toMatch(/^\/api\/[a-z0-9-]+\.php$/);
  });

  it.each(all.map((entry) => [`${entry.method} ${entry.path}`, entry.operation] as const))(
    '%s has an id, one tag, a summary, a description and examples',
    (_name, operation) => {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.tags).toHaveLength(1);
      expect(operation.summary).toBeTruthy();
      expect(operation.description).toBeTruthy();
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        expect(hasExample(media)).toBe(true);
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length).toBeGreaterThan(0);
      for (const [status, response] of success) {
        if (status === '204') continue;
        for (const media of Object.values(response.content ?? {})) expect(hasExample(media)).toBe(true);
      }
    },
  );

  it('answers every failure with the one error shape', () => {
    const wrong = all.flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^[45]/.test(status))
        .filter(([, response]) => {
          const schema = JSON.stringify(
            resolveResponse(response).content?.['application/json']?.schema ?? {},
          );
          return !schema.includes('#/components/schemas/Error"');
        })
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lets every operation that takes input answer 400 validation', () => {
    const missing = all
      .filter(({ operation }) => operation.requestBody !== undefined || queryParameters(operation).length > 0)
      .filter(({ operation }) => operation.responses['400'] === undefined)
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('has unique operation ids', () => {
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a machine-readable code for each error case of spec §5 and §8', () => {
    expect(enumOf('ErrorCode')).toEqual(
      expect.arrayContaining([
        'authentication_required',
        'validation',
        'login_failed',
        'login_blocked',
        'insufficient_credits',
        'premium_only',
        'conversation_limit',
        'photo_limit',
        'swipe_limit',
        'code_not_found',
        'code_used',
        'email_taken',
        'account_pending_deletion',
        'invite_only',
        'direct_debit_blocked',
        'direct_debit_limit',
        'sms_code_invalid',
        'reset_email_not_found',
        'reset_link_invalid',
        'reset_too_many',
        'old_password_wrong',
        'blocked_by_member',
        'activation_failed',
        'payment_failed',
      ]),
    );
  });

  it('carries the spec enums: 24 payment methods, 11 locales, 7 deletion reasons, 8 notification types', () => {
    expect(enumOf('PaymentMethodCode')).toHaveLength(24);
    expect(enumOf('Locale')).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']);
    expect(enumOf('DeletionReason')).toHaveLength(7);
    expect(enumOf('NotificationType')).toHaveLength(8);
    expect(enumOf('DisabledReason')).toEqual(['fbl', 'bounce', 'listunsubscribe']);
    expect(enumOf('PaymentState')).toEqual(['pending', 'completed', 'failed', 'cancelled']);
  });

  it('lets every creating POST carry an Idempotency-Key', () => {
    const missing = all
      .filter(({ method, operation }) => method === 'POST' && operation.responses['201'] !== undefined)
      .filter(({ operation }) => !/Idempotency-?Key/.test(JSON.stringify(operation.parameters ?? [])))
      .map(({ path }) => path);
    expect(missing).toEqual([]);
  });
});
