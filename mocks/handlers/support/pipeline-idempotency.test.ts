import { describe, expect, it } from 'vitest';
import { operationPolicies } from '../../../generated/operation-policy';
import type { SendMessageResponse } from '../../../generated/model';
import { loginAs, logoutNow, postWithKey } from '../../../tests/utils/simulation';
import { loginFailures } from '../../db/auth';
import { likes, messages } from '../../db/social';

/**
 * A repeated Idempotency-Key as a real server treats it: the first answer is replayed only by
 * operations whose contract declares the header (generated/operation-policy.ts), only to the same
 * member, and only for the same operation; every other request acts again.
 */

const messagesIn = (conversationId: number) => messages.findMany((q) => q.where({ conversationId }));

/** free (1) and premium (2) share conversation 1 in the seed; 120 is a profile nobody liked. */
const conversation = 1;
const plainProfile = 120;

describe('Idempotency-Key replay (issue 11 items 3 and 4)', () => {
  it('is declared for sending a message and a like, and not for logging in', () => {
    expect(operationPolicies.sendMessage.idempotencyKey).toBe(true);
    expect(operationPolicies.likeMember.idempotencyKey).toBe(true);
    expect(operationPolicies.postUser.idempotencyKey).toBe(false);
  });

  it('replays the first answer of a declared operation to the same member', async () => {
    await loginAs('free');
    const before = messagesIn(conversation).length;
    const first = await postWithKey('/api/messages.php', 'replay-key-000000001', {
      conversation,
      text: 'One',
    });
    const again = await postWithKey('/api/messages.php', 'replay-key-000000001', {
      conversation,
      text: 'One',
    });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(messagesIn(conversation)).toHaveLength(before + 1);
  });

  it('acts again for an operation that does not declare the header: two failed logins count twice', async () => {
    const key = 'login-key-0000000001';
    const wrong = { email: 'free@sim.test', password: 'not-the-password' };
    expect((await postWithKey('/api/user.php', key, wrong)).status).toBe(401);
    expect((await postWithKey('/api/user.php', key, wrong)).status).toBe(401);
    expect(loginFailures.findMany((q) => q.where({ email: 'free@sim.test' }))).toHaveLength(2);
  });

  it('never replays one member’s answer to another member who sends the same key', async () => {
    const key = 'shared-key-000000001';
    await loginAs('free');
    const before = messagesIn(conversation).length;
    const fromFree = (await (
      await postWithKey('/api/messages.php', key, { conversation, text: 'From free' })
    ).json()) as SendMessageResponse;
    await logoutNow();
    await loginAs('premium');
    const answer = await postWithKey('/api/messages.php', key, { conversation, text: 'From premium' });
    expect(answer.status).toBe(201);
    const fromPremium = (await answer.json()) as SendMessageResponse;
    expect(fromPremium.message.id).not.toBe(fromFree.message.id);
    expect(fromPremium.message.text).toBe('From premium');
    expect(messagesIn(conversation)).toHaveLength(before + 2);
  });

  it('never replays one operation’s answer to another operation with the same key', async () => {
    const key = 'two-ops-key-00000001';
    await loginAs('free');
    expect((await postWithKey('/api/messages.php', key, { conversation, text: 'Hi' })).status).toBe(201);
    const like = await postWithKey('/api/like.php', key, { profile_id: plainProfile });
    expect(like.status).toBe(200);
    expect(likes.findMany((q) => q.where({ fromId: 1, toId: plainProfile }))).toHaveLength(1);
  });

  it('keeps no answer for a request the contract check refused: the corrected one acts', async () => {
    const key = 'refused-key-00000001';
    await loginAs('free');
    const before = messagesIn(conversation).length;
    expect((await postWithKey('/api/messages.php', key, { conversation, text: 42 })).status).toBe(400);
    expect((await postWithKey('/api/messages.php', key, { conversation, text: 'Now right' })).status).toBe(
      201,
    );
    expect(messagesIn(conversation)).toHaveLength(before + 1);
  });

  it('refuses a key shorter than the contract allows before anything else', async () => {
    await loginAs('free');
    const before = messagesIn(conversation).length;
    const answer = await postWithKey('/api/messages.php', 'too-short', { conversation, text: 'Hi' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: { code: 'validation', fields: { 'Idempotency-Key': 'too_short' } },
    });
    expect(messagesIn(conversation)).toHaveLength(before);
  });
});
