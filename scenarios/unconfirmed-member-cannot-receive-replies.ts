import { personaIds } from '../mocks/seed/personas';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** The conversation unconfirmed starts, for the steps after the first. */
const started = { id: 0 };

const send = (client: ApiClient, text: string) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation: started.id, text },
      params: { header: { 'Idempotency-Key': idempotencyKey('unconfirmed-reply') } },
    }),
  );

export default defineScenario({
  name: 'unconfirmed-member-cannot-receive-replies',
  area: 'chat',
  rules: ['unconfirmed-blocks-replies'],
  description:
    'Nobody can reply to a member who has not confirmed the e-mail address. Log in as unconfirmed@sim.test and write to premium@sim.test: the message goes out, and the conversation says to confirm the address to get replies. Log in as premium@sim.test: the conversation says she cannot reply yet, and a reply is refused without a charge.',
  steps: [
    {
      title: 'log in as unconfirmed@sim.test and write to premium@sim.test: the message goes out',
      run: async ({ login, client, expect }) => {
        expect((await login('unconfirmed@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data: me } = await client.GET('/api/user.php');
        expect(me?.user.status).toBe('not_confirmed');
        const start = await answerOf(
          client.POST('/api/chat.php', {
            body: { profile_id: personaIds.premium },
            params: { header: { 'Idempotency-Key': idempotencyKey('unconfirmed-start') } },
          }),
        );
        expect(start).toMatchObject({ status: 201 });
        const { data } = await client.GET('/api/chats.php');
        started.id = data?.chats.find((chat) => chat.profile.id === personaIds.premium)?.conversation.id ?? 0;
        expect(await send(client, 'Hi, I am new here!')).toMatchObject({ status: 201 });
      },
    },
    {
      title:
        'log in as premium@sim.test: the conversation says why she cannot reply, and her reply is refused without a charge',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data: conversation } = await client.GET('/api/chat.php', {
          params: { query: { id: started.id } },
        });
        expect(conversation?.conversation.cannot_reply_reason).toBe('not_confirmed');
        const { data: before } = await client.GET('/api/user.php');
        expect(await send(client, 'Welcome!')).toMatchObject({
          status: 403,
          body: { error: { code: 'not_confirmed' } },
        });
        const { data: after } = await client.GET('/api/user.php');
        expect(after?.user.credits).toBe(before?.user.credits);
      },
    },
  ],
});
