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
  area: 'members',
  rules: ['blocked-cannot-see-blocker'],
  description:
    'Blocking stops the conversation both ways until it is lifted. Log in as premium@sim.test; in the conversation with free@sim.test press Block: her own message is refused while the block lasts. Log in as free@sim.test: his message is refused with "You\'re blocked by premium", and the conversation says why. As premium press Unblock: both can write again.',
  steps: [
    {
      title:
        'log in as premium@sim.test and block free@sim.test in their conversation: her own message is refused until she unblocks',
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
      title: 'log in as free@sim.test and write to premium: "You\'re blocked by premium"',
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
      title: 'as premium press Unblock: both can write again',
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
