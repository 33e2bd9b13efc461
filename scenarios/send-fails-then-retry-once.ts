import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationWithPremium = 1;
const text = 'Shall we meet at the station?';
/** The key the app keeps for the message after a server failure (decision 021). */
const key = idempotencyKey('send-fails-retry');

const send = (client: ApiClient) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation: conversationWithPremium, text },
      params: { header: { 'Idempotency-Key': key } },
    }),
  );

const copies = async (client: ApiClient) => {
  const { data } = await client.GET('/api/messages.php', {
    params: { query: { conversation: conversationWithPremium, limit: 100 } },
  });
  return (data?.messages ?? []).filter((message) => message.text === text);
};

const freeMessagesLeft = async (client: ApiClient): Promise<number> => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('free is not logged in');
  return data.user.free_messages_left;
};

/** The free messages before the first send, to count what the retry took. */
const before = { free: 0 };

export default defineScenario({
  name: 'send-fails-then-retry-once',
  area: 'chat',
  rules: ['retried-write-acts-once', 'free-messages-limited'],
  description:
    'A message the server failed to store shows "Not sent" and goes once on retry. Log in as free@sim.test and write to premium@sim.test while the server fails (503, injected): "Not sent", nothing stored, no free message used. Press Retry: stored once, one free message used. A third send with the same key only answers the same message.',
  faults: [{ operationId: 'sendMessage', status: 503, code: 'server_error', once: true }],
  steps: [
    {
      title:
        'log in as free@sim.test and send premium a message while the server fails: "Not sent", nothing stored or charged',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        before.free = await freeMessagesLeft(client);
        expect(await send(client)).toMatchObject({ status: 503, body: { error: { code: 'server_error' } } });
        expect((await copies(client)).length).toBe(0);
        expect(await freeMessagesLeft(client)).toBe(before.free);
      },
    },
    {
      title: 'press Retry: the message is stored once and one free message is used',
      run: async ({ client, expect }) => {
        expect(await send(client)).toMatchObject({ status: 201, body: { message: { text } } });
        expect((await copies(client)).length).toBe(1);
        expect(await freeMessagesLeft(client)).toBe(before.free - 1);
      },
    },
    {
      title: 'the same key once more answers the stored message and sends nothing',
      run: async ({ client, expect }) => {
        const [stored] = await copies(client);
        expect(await send(client)).toMatchObject({ status: 201, body: { message: { id: stored?.id } } });
        expect((await copies(client)).length).toBe(1);
        expect(await freeMessagesLeft(client)).toBe(before.free - 1);
      },
    },
  ],
});
