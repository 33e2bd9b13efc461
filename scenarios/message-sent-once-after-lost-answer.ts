import { messageCharge } from '../src/domain/messaging-rules';
import { answerOf, idempotencyKey, outcomeOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationWithFree = 1;
const text = 'Still on for Saturday? I found the café you mentioned.';
/**
 * The key the app keeps for one press of Send, whatever becomes of the answer. A module constant
 * is safe: every run of the scenario starts from a reset simulation, which forgets used keys.
 */
const key = idempotencyKey('message-lost-answer');

const send = (client: ApiClient) =>
  client.POST('/api/messages.php', {
    body: { conversation: conversationWithFree, text },
    params: { header: { 'Idempotency-Key': key } },
  });

const balance = async (client: ApiClient): Promise<number> => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('premium is not logged in');
  return data.user.credits;
};

/** The messages of the conversation with this scenario's text (at most the 100 latest). */
const sentCopies = async (client: ApiClient) => {
  const { data } = await client.GET('/api/messages.php', {
    params: { query: { conversation: conversationWithFree, limit: 100 } },
  });
  return (data?.messages ?? []).filter((message) => message.text === text);
};

export default defineScenario({
  name: 'message-sent-once-after-lost-answer',
  area: 'chat',
  rules: ['retried-write-acts-once'],
  description:
    'A message whose answer was lost is sent again with the same key and stored once, charged once. Log in as premium@sim.test and send free@sim.test a message; the connection drops after the server stored it (the cockpit can inject this fault). The app sends it again with the same Idempotency-Key: the answer is the first message, the conversation holds it once, and the credits went down once.',
  faults: [{ operationId: 'sendMessage', loseAnswer: 'drop', once: true }],
  steps: [
    {
      title: 'log in as premium@sim.test and send free a message: stored and charged, but the answer is lost',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data: pricing } = await client.GET('/api/pricing.php');
        const { data: me } = await client.GET('/api/user.php');
        if (pricing === undefined || me === undefined) throw new Error('no pricing or member');
        const { paid_user: paidUser, credits, free_messages_left: freeMessagesLeft } = me.user;
        const charge = messageCharge({ paidUser, credits, freeMessagesLeft }, pricing.message_credits);
        if (!charge.allowed) throw new Error('premium cannot pay for a message');
        // Premium pays in credits, so a second charge could not hide behind a free message.
        expect(charge.freeMessages).toBe(0);
        expect(charge.credits > 0).toBe(true);

        expect(await outcomeOf(send(client))).toBe('connection lost');

        expect(await balance(client)).toBe(credits - charge.credits);
        expect((await sentCopies(client)).length).toBe(1);
      },
    },
    {
      title:
        'the app sends it again with the same key: the first message comes back, nothing more is sent or charged',
      run: async ({ client, expect }) => {
        const [stored] = await sentCopies(client);
        const before = await balance(client);
        const again = await answerOf(send(client));
        expect(again).toMatchObject({
          status: 201,
          body: { message: { id: stored?.id, text }, credits: before },
        });
        expect(await balance(client)).toBe(before);
        expect((await sentCopies(client)).map((message) => message.id)).toEqual([stored?.id]);
      },
    },
  ],
});
