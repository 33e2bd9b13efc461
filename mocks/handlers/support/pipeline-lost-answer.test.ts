import { describe, expect, it } from 'vitest';
import type { OrderResult, SendMessageResponse } from '../../../generated/model';
import { loginAs, persona, postWithKey } from '../../../tests/utils/simulation';
import { simulation } from '../../control';
import { creditBundles, orders } from '../../db/commerce';
import { messages } from '../../db/social';

/**
 * The fault idempotency exists for (`loseAnswer`): the operation's rules run — the message is
 * stored, the free message or the credits are used, the order is placed, the first answer is kept
 * for its Idempotency-Key — and then the answer is lost. Raw requests, not the app's client: its
 * retry policy would hide what the server did.
 */

const messagesIn = (conversationId: number) => messages.findMany((q) => q.where({ conversationId }));

const placedOrders = (memberId: number) => orders.findMany((q) => q.where({ memberId }));

/** free (1) and premium (2) share conversation 1 in the seed. */
const conversation = 1;

const orderBody = () => {
  const bundle = creditBundles.findFirst((q) => q.where({ country: 'NL', credits: 150 }));
  if (bundle === undefined) throw new Error('no 150-credit bundle in NL');
  return {
    bundle_id: bundle.id,
    payment_method: 'ideal',
    country: 'NL',
    return_url: 'https://sim.test/credits/result',
  };
};

/** Settles a promise into what happened to it, so a pending one can be told apart. */
const settled = <T>(promise: Promise<T>) => {
  const state: { done: boolean } = { done: false };
  void promise.finally(() => {
    state.done = true;
  });
  return state;
};

describe('an answer lost after the rules ran (loseAnswer)', () => {
  it('drop: the message is stored and charged once, and the retry with the same key gets the first answer', async () => {
    await loginAs('free');
    const before = messagesIn(conversation).length;
    const freeBefore = persona('free').freeMessagesLeft;
    simulation.fault({ operationId: 'sendMessage', loseAnswer: 'drop', once: true });

    const key = 'lost-message-key-0001';
    await expect(postWithKey('/api/messages.php', key, { conversation, text: 'Hello once' })).rejects.toThrow(
      TypeError,
    );
    expect(messagesIn(conversation)).toHaveLength(before + 1);
    expect(persona('free').freeMessagesLeft).toBe(freeBefore - 1);

    const retry = await postWithKey('/api/messages.php', key, { conversation, text: 'Hello once' });
    expect(retry.status).toBe(201);
    const answer = (await retry.json()) as SendMessageResponse;
    expect(answer.message.id).toBe(messagesIn(conversation).at(-1)?.id);
    expect(answer.free_messages_left).toBe(freeBefore - 1);
    expect(messagesIn(conversation)).toHaveLength(before + 1);
    expect(persona('free').freeMessagesLeft).toBe(freeBefore - 1);
  });

  it('drop: the order is placed once, and the retry with the same key gets it', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'createOrder', loseAnswer: 'drop', once: true });

    const key = 'lost-order-key-000001';
    await expect(postWithKey('/api/order.php', key, orderBody())).rejects.toThrow(TypeError);
    expect(placedOrders(persona('free').id)).toHaveLength(1);

    const retry = await postWithKey('/api/order.php', key, orderBody());
    expect(retry.status).toBe(201);
    const answer = (await retry.json()) as OrderResult;
    expect(placedOrders(persona('free').id).map((o) => o.id)).toEqual([answer.order.id]);
  });

  it('late: the state changes at once, a retry meanwhile gets the first answer, the late one comes marked', async () => {
    await loginAs('free');
    const before = messagesIn(conversation).length;
    simulation.fault({ operationId: 'sendMessage', loseAnswer: 'late', delayMs: 500, once: true });

    const key = 'late-message-key-0001';
    const late = postWithKey('/api/messages.php', key, { conversation, text: 'Are you there?' });
    const lateState = settled(late);
    await expect.poll(() => messagesIn(conversation).length).toBe(before + 1);
    expect(lateState.done).toBe(false);

    const retry = await postWithKey('/api/messages.php', key, { conversation, text: 'Are you there?' });
    expect(retry.status).toBe(201);
    const retried = (await retry.json()) as SendMessageResponse;

    const lateAnswer = await late;
    expect(lateAnswer.status).toBe(201);
    expect(lateAnswer.headers.get('x-simulation-fault')).toBe('late');
    expect(await lateAnswer.json()).toEqual(retried);
    expect(messagesIn(conversation)).toHaveLength(before + 1);
  });

  it('a fault without loseAnswer still fires before the rules: nothing is stored', async () => {
    await loginAs('free');
    const before = messagesIn(conversation).length;
    simulation.fault({ operationId: 'sendMessage', drop: true, once: true });
    await expect(
      postWithKey('/api/messages.php', 'early-drop-key-00001', { conversation, text: 'Lost' }),
    ).rejects.toThrow(TypeError);
    expect(messagesIn(conversation)).toHaveLength(before);
  });
});
