import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  operationPolicies,
  operationPolicyFor,
  type OperationId,
  type RetryRule,
} from '../../generated/operation-policy';
import { NetworkError } from './api-error';
import { configureHttp, httpConfig } from './http-config';
import { policyFetch } from './policy-fetch';

// The suite's setup shortens the retry delays before any test; each test leaves them so.
let defaults = { ...httpConfig };

beforeEach(() => {
  defaults = { ...httpConfig };
});

afterEach(() => {
  configureHttp(defaults);
});

/**
 * What the contract decides for every operation that changes something (decision 008). Written
 * out by hand, so a change of the contract that flips a decision shows up here as well.
 */
const expected: Partial<Record<OperationId, RetryRule>> = {
  // Declared Idempotency-Key: the server answers a repeated key with the first result.
  signup: 'idempotency-key',
  resendActivationMail: 'idempotency-key',
  requestPasswordReset: 'idempotency-key',
  requestMailChange: 'idempotency-key',
  requestReactivationMail: 'idempotency-key',
  submitComplaint: 'idempotency-key',
  reportMember: 'idempotency-key',
  uploadPhoto: 'idempotency-key',
  likeMember: 'idempotency-key',
  unlikeMember: 'idempotency-key',
  markLikeSeen: 'idempotency-key',
  swipe: 'idempotency-key',
  startConversation: 'idempotency-key',
  sendMessage: 'idempotency-key',
  sendPhotoMessage: 'idempotency-key',
  sendGift: 'idempotency-key',
  createOrder: 'idempotency-key',
  repeatOrder: 'idempotency-key',
  submitDirectDebit: 'idempotency-key',
  resendDirectDebitSms: 'idempotency-key',
  verifyDirectDebitSms: 'idempotency-key',
  // A repeat leaves the same state and gives the same answer.
  updateUser: 'repeatable',
  trackSignupProgress: 'repeatable',
  activateAccount: 'repeatable',
  setInvisible: 'repeatable',
  pageHidden: 'repeatable',
  markNotificationsRead: 'repeatable',
  saveNotificationSettings: 'repeatable',
  unsubscribePush: 'repeatable',
  saveProfile: 'repeatable',
  setMainPhoto: 'repeatable',
  blockMember: 'repeatable',
  unblockMember: 'repeatable',
  deleteChat: 'repeatable',
  sendTyping: 'repeatable',
  markConversationRead: 'repeatable',
  validateDiscountCode: 'repeatable',
  // Sent once: a repeat would count, use up or answer otherwise.
  postUser: 'never',
  completePasswordReset: 'never',
  changePassword: 'never',
  completeMailChange: 'never',
  deleteAccount: 'never',
  reactivateAccount: 'never',
  deletePhoto: 'never',
  sendClientReport: 'never',
};

const changing = Object.values(operationPolicies).filter((policy) => policy.method !== 'GET');

const bodyFor = (policy: (typeof changing)[number]): RequestInit =>
  policy.wait === 'upload'
    ? { body: new FormData() }
    : { body: '{}', headers: { 'Content-Type': 'application/json' } };

/** A fetch whose first attempt loses its answer (the connection drops) and whose next ones succeed. */
const droppingFirst = () => {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', (input: Request, init?: RequestInit) => {
    seen.push(new Request(input, init));
    if (seen.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json({ ok: true }));
  });
  return seen;
};

describe('the per-operation retry table', () => {
  it('decides every operation that changes something, as expected', () => {
    const decided = Object.fromEntries(changing.map((policy) => [policy.operationId, policy.retry]));
    expect(decided).toEqual(expected);
  });

  it('keys exactly the operations retried by key, and retries every GET as safe', () => {
    for (const policy of Object.values(operationPolicies)) {
      expect(policy.idempotencyKey, policy.operationId).toBe(policy.retry === 'idempotency-key');
      expect(policy.method === 'GET', policy.operationId).toBe(policy.retry === 'safe');
    }
  });

  it('finds an operation by method and path, and nothing for a path the contract lacks', () => {
    expect(operationPolicyFor('post', '/api/messages.php')?.operationId).toBe('sendMessage');
    expect(operationPolicyFor('GET', '/api/messages.php')?.operationId).toBe('getMessages');
    expect(operationPolicyFor('POST', '/api/nothing.php')).toBeUndefined();
  });

  it.each(changing.map((policy) => [policy.operationId, policy] as const))(
    '%s: sends the key only when declared, and again after a dropped connection only when allowed',
    async (_id, policy) => {
      const seen = droppingFirst();
      const call = policyFetch(
        new Request(`${globalThis.location.origin}${policy.path}`, {
          method: policy.method,
          ...bodyFor(policy),
        }),
      );
      const rule = expected[policy.operationId as OperationId];
      if (rule === 'never') {
        await expect(call).rejects.toBeInstanceOf(NetworkError);
        expect(seen).toHaveLength(1);
      } else {
        await expect(call).resolves.toMatchObject({ status: 200 });
        expect(seen).toHaveLength(2);
      }
      const keys = seen.map((request) => request.headers.get('Idempotency-Key'));
      if (rule === 'idempotency-key') {
        expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
        expect(new Set(keys).size).toBe(1);
      } else {
        expect(keys.every((key) => key === null)).toBe(true);
      }
    },
  );

  it('sends a path the contract does not know once, without a key', async () => {
    const seen = droppingFirst();
    await expect(
      policyFetch(new Request(`${globalThis.location.origin}/api/nothing.php`, { method: 'POST' })),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('Idempotency-Key')).toBeNull();
  });
});
