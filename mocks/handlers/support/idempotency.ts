import { clock } from '../../../src/lib/clock';
import { operationPolicies, type OperationId } from '../../../generated/operation-policy';
import { idempotentAnswers } from '../../db/auth';
import type { Member } from '../../db/members';
import type { Answer } from './contract-types';
import { answer } from './respond';

/**
 * The server side of `Idempotency-Key`, as a real server keeps it: only operations that declare
 * the header in the contract (generated/operation-policy.ts) replay the first answer; the others
 * act again whatever key comes along. A key counts per operation and per member (per visitor for
 * calls without a session), so a key one member used never replays that member's answer to
 * another, nor one operation's answer to another operation.
 */
const headerName = 'Idempotency-Key';

const declaresKey = (operationId: string): boolean =>
  Object.hasOwn(operationPolicies, operationId) &&
  operationPolicies[operationId as OperationId].idempotencyKey;

/**
 * Where a repeated key is looked up, or undefined when this request is not one to replay: the
 * table decides, not whether a key came along (the contract check already refused a bad key).
 */
export const idempotencyScope = (
  operationId: string,
  headers: Headers,
  member: Member | undefined,
): string | undefined => {
  const key = headers.get(headerName);
  if (!declaresKey(operationId) || key === null) return undefined;
  return `${operationId} ${member === undefined ? 'visitor' : `member:${member.id}`} ${key}`;
};

/** What is stored beside the status: the body and the headers (a signup's session cookie). */
interface Stored {
  body?: unknown;
  headers?: Record<string, string>;
}

export const replayedAnswer = (scope: string): Answer | undefined => {
  const seen = idempotentAnswers.findFirst((q) => q.where({ key: scope }));
  if (seen === undefined) return undefined;
  const stored = JSON.parse(seen.body) as Stored;
  return answer(seen.status, stored.body, stored.headers === undefined ? {} : { headers: stored.headers });
};

/**
 * Keeps what the rules answered. A server failure (5xx) is not kept: the retry should try again.
 * A request the contract check refused never gets here, so it is not kept either.
 */
export const rememberAnswer = async (scope: string, given: Answer): Promise<void> => {
  if (given.status >= 500) return;
  const stored: Stored = {
    body: given.body,
    ...(given.headers === undefined ? {} : { headers: given.headers }),
  };
  await idempotentAnswers.create({
    key: scope,
    status: given.status,
    body: JSON.stringify(stored),
    at: clock.now().toISOString(),
  });
};
