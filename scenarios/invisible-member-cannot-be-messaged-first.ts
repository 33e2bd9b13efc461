import { personaIds } from '../mocks/seed/personas';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** The seed's conversation of free@sim.test and premium@sim.test. */
const freeAndPremium = 1;
/** A seeded profile premium has no conversation with. */
const somebody = 121;

const openChat = (client: ApiClient, profileId: number) =>
  answerOf(
    client.POST('/api/chat.php', {
      body: { profile_id: profileId },
      params: { header: { 'Idempotency-Key': idempotencyKey('invisible-open') } },
    }),
  );

const send = (client: ApiClient, conversation: number, text: string) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation, text },
      params: { header: { 'Idempotency-Key': idempotencyKey('invisible-send') } },
    }),
  );

const conversationWith = async (client: ApiClient, profileId: number): Promise<number> => {
  const { data } = await client.GET('/api/chats.php');
  const id = data?.chats.find((chat) => chat.profile.id === profileId)?.conversation.id;
  if (id === undefined) throw new Error(`no conversation with ${String(profileId)}`);
  return id;
};

export default defineScenario({
  name: 'invisible-member-cannot-be-messaged-first',
  area: 'members',
  rules: ['invisible-not-messaged-first'],
  description:
    'Nobody can start a conversation with an invisible member, but existing conversations go on. Log in as premium@sim.test and turn Settings → Invisible mode on. Log in as new@sim.test and press Message on premium: "This member cannot be messaged first". Log in as free@sim.test: the existing conversation with premium goes on. premium may still write to others first. Turn invisible mode off: new can write to premium.',
  steps: [
    {
      title: 'log in as premium@sim.test and turn Settings → Invisible mode on',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await answerOf(client.PUT('/api/invisible.php', { body: { invisible: true } }))).toMatchObject(
          {
            status: 200,
          },
        );
        const { data } = await client.GET('/api/user.php');
        expect(data?.user).toMatchObject({ invisible: true });
      },
    },
    {
      title: 'log in as new@sim.test and press Message on premium: "This member cannot be messaged first"',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await openChat(client, personaIds.premium)).toMatchObject({
          status: 403,
          body: { error: { code: 'member_invisible' } },
        });
      },
    },
    {
      title: 'log in as free@sim.test and write in the conversation with premium: sent',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await send(client, freeAndPremium, 'Still here?')).toMatchObject({ status: 201 });
      },
    },
    {
      title: 'log in as premium@sim.test and write to a member first: allowed while invisible',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await openChat(client, somebody)).status).toBe(201);
        expect(await send(client, await conversationWith(client, somebody), 'Hi there')).toMatchObject({
          status: 201,
        });
      },
    },
    {
      title:
        'turn invisible mode off; log in as new@sim.test and press Message on premium: the conversation starts',
      run: async ({ login, client, expect }) => {
        expect(
          await answerOf(client.PUT('/api/invisible.php', { body: { invisible: false } })),
        ).toMatchObject({
          status: 200,
        });
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await openChat(client, personaIds.premium)).status).toBe(201);
      },
    },
  ],
});
