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
  description:
    'free@sim.test sends a message and the server fails (503) without storing it: the app shows "Not sent" and keeps the key; the retry with the same key stores it once and takes one free message; a third request with that key answers the same message.',
  faults: [{ operationId: 'sendMessage', status: 503, code: 'server_error', once: true }],
  steps: [
    {
      title: 'the server fails: nothing is stored, nothing is charged',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        before.free = await freeMessagesLeft(client);
        expect(await send(client)).toMatchObject({ status: 503, body: { error: { code: 'server_error' } } });
        expect((await copies(client)).length).toBe(0);
        expect(await freeMessagesLeft(client)).toBe(before.free);
      },
    },
    {
      title: 'the retry with the same key stores the message once and takes one free message',
      run: async ({ client, expect }) => {
        expect(await send(client)).toMatchObject({ status: 201, body: { message: { text } } });
        expect((await copies(client)).length).toBe(1);
        expect(await freeMessagesLeft(client)).toBe(before.free - 1);
      },
    },
    {
      title: 'the same key once more answers the stored message, sending nothing',
      run: async ({ client, expect }) => {
        const [stored] = await copies(client);
        expect(await send(client)).toMatchObject({ status: 201, body: { message: { id: stored?.id } } });
        expect((await copies(client)).length).toBe(1);
        expect(await freeMessagesLeft(client)).toBe(before.free - 1);
      },
    },
  ],
});
