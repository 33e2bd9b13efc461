import { personaIds } from '../mocks/seed/personas';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationOfFreeAndPremium = 1;

const send = (client: ApiClient, text: string) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation: conversationOfFreeAndPremium, text },
      params: { header: { 'Idempotency-Key': idempotencyKey('blocked-message') } },
    }),
  );

const cannotReply = async (client: ApiClient) => {
  const { data } = await client.GET('/api/chat.php', {
    params: { query: { id: conversationOfFreeAndPremium } },
  });
  return data?.conversation.cannot_reply_reason ?? null;
};

export default defineScenario({
  name: 'blocked-member-cannot-message',
  description:
    'premium@sim.test blocks free@sim.test in the middle of their conversation: free’s next message is refused with 403 blocked_by_member ("You\'re blocked by premium") and the conversation tells each why they cannot write; premium cannot write either until she unblocks, after which both can again.',
  steps: [
    {
      title: 'premium blocks free; her own message is refused until she unblocks',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(
          await answerOf(client.POST('/api/block.php', { body: { profile_id: personaIds.free } })),
        ).toMatchObject({ status: 200 });
        expect(await cannotReply(client)).toBe('member_blocked');
        expect(await send(client, 'Bye')).toMatchObject({ status: 403 });
      },
    },
    {
      title: 'free’s message is refused with blocked_by_member and her name',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await cannotReply(client)).toBe('blocked_by_member');
        expect(await send(client, 'Why so quiet?')).toMatchObject({
          status: 403,
          body: { error: { code: 'blocked_by_member', name: 'premium' } },
        });
      },
    },
    {
      title: 'once premium unblocks, both can write again',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(
          await answerOf(client.DELETE('/api/block.php', { body: { profile_id: personaIds.free } })),
        ).toMatchObject({ status: 200 });
        expect(await cannotReply(client)).toBe(null);
        expect(await send(client, 'Sorry, wrong button')).toMatchObject({ status: 201 });
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await send(client, 'No problem')).toMatchObject({ status: 201 });
      },
    },
  ],
});
