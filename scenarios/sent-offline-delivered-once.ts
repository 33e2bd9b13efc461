import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationWithFree = 1;
const text = 'Written on the train, sent at the station.';
/** The key the message got when the member pressed Send offline, kept in the outbox (decision 021). */
const key = idempotencyKey('sent-offline');

const deliver = (client: ApiClient) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation: conversationWithFree, text, client_id: 'offline-0001' },
      params: { header: { 'Idempotency-Key': key } },
    }),
  );

const copies = async (client: ApiClient) => {
  const { data } = await client.GET('/api/messages.php', {
    params: { query: { conversation: conversationWithFree, limit: 100 } },
  });
  return (data?.messages ?? []).filter((message) => message.text === text);
};

const credits = async (client: ApiClient): Promise<number> => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('premium is not logged in');
  return data.user.credits;
};

const charged = { before: 0, after: 0 };

export default defineScenario({
  name: 'sent-offline-delivered-once',
  area: 'chat',
  rules: ['retried-write-acts-once'],
  description:
    'A message written offline is delivered once when the connection returns, even from two tabs. Log in as premium@sim.test, go offline (browser devtools), and send free@sim.test a message: it waits in the outbox, nothing reaches the server. Go online: the page delivers it; a second tab delivering the same outbox gets the same message back, and it is charged once.',
  steps: [
    {
      title: 'log in as premium@sim.test and send a message offline: nothing reaches the server',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await copies(client)).length).toBe(0);
        charged.before = await credits(client);
      },
    },
    {
      title: 'go back online: the page delivers it once',
      run: async ({ client, expect }) => {
        const sent = await deliver(client);
        expect(sent).toMatchObject({ status: 201, body: { message: { text } } });
        expect((await copies(client)).length).toBe(1);
        charged.after = await credits(client);
        expect(charged.after < charged.before).toBe(true);
      },
    },
    {
      title: 'a second tab delivers the same outbox: the same message comes back, charged nothing more',
      run: async ({ client, expect }) => {
        const [stored] = await copies(client);
        expect(await deliver(client)).toMatchObject({ status: 201, body: { message: { id: stored?.id } } });
        expect((await copies(client)).length).toBe(1);
        expect(await credits(client)).toBe(charged.after);
      },
    },
  ],
});
