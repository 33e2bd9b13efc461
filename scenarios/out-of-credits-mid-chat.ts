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
  description:
    'free@sim.test (no credits) chats with premium: each message takes one of her free messages until none is left; the next is refused with 402 insufficient_credits, is not stored, and the balance stays at zero (spec §1, §8: the insufficient-credits alert when sending).',
  steps: [
    {
      title: 'every free message is used up, one per message',
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
      title: 'the next message is refused with insufficient_credits and not stored',
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
