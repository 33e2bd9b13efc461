import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationWithPremium = 1;

const send = (client: ApiClient, text: string) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation: conversationWithPremium, text },
      params: { header: { 'Idempotency-Key': idempotencyKey('out-of-credits') } },
    }),
  );

const balance = async (client: ApiClient) => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('free is not logged in');
  return { credits: data.user.credits, free: data.user.free_messages_left };
};

const storedTexts = async (client: ApiClient) => {
  const { data } = await client.GET('/api/messages.php', {
    params: { query: { conversation: conversationWithPremium, limit: 100 } },
  });
  return (data?.messages ?? []).filter((message) => message.from_me).map((message) => message.text);
};

export default defineScenario({
  name: 'out-of-credits-mid-chat',
  area: 'chat',
  rules: ['free-messages-limited', 'insufficient-credits-alert'],
  description:
    'A free member without credits can write until the free messages are used up; then the insufficient-credits alert shows. Log in as free@sim.test (no credits) and write to premium@sim.test: each message uses one free message until none is left. The next one: the insufficient-credits alert, the message is not sent, and the balance stays at 0.',
  steps: [
    {
      title:
        'log in as free@sim.test and write to premium until the free messages are used up, one per message',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const start = await balance(client);
        expect(start.credits).toBe(0);
        expect(start.free > 0).toBe(true);
        for (let left = start.free; left > 0; left -= 1) {
          const sent = await send(client, `Free message ${String(left)}`);
          expect(sent).toMatchObject({ status: 201, body: { free_messages_left: left - 1, credits: 0 } });
        }
        expect(await balance(client)).toEqual({ credits: 0, free: 0 });
      },
    },
    {
      title: 'send one more: the insufficient-credits alert; the message is not stored',
      run: async ({ client, expect }) => {
        expect(await send(client, 'One too many')).toMatchObject({
          status: 402,
          body: { error: { code: 'insufficient_credits' } },
        });
        expect((await storedTexts(client)).includes('One too many')).toBe(false);
        expect(await balance(client)).toEqual({ credits: 0, free: 0 });
      },
    },
  ],
});
