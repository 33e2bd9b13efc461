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
  description:
    'Spec §2 settings (invisible mode), §4: others cannot message or like an invisible member first. premium@sim.test switches invisible mode on (Settings → Invisible mode). new@sim.test, who never wrote to premium, cannot start a conversation with her (403 member_invisible, "This member cannot be messaged first"); free@sim.test, who already talks with premium, goes on writing in that conversation. While invisible, premium may still write to others first. Switched off, new can write to premium first.',
  steps: [
    {
      title: 'premium@sim.test switches invisible mode on',
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
      title: 'new@sim.test cannot start a conversation with her: 403 member_invisible',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await openChat(client, personaIds.premium)).toMatchObject({
          status: 403,
          body: { error: { code: 'member_invisible' } },
        });
      },
    },
    {
      title: 'free@sim.test goes on writing in the conversation they already have',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await send(client, freeAndPremium, 'Still here?')).toMatchObject({ status: 201 });
      },
    },
    {
      title: 'while invisible, premium may still write to a member first',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await openChat(client, somebody)).status).toBe(201);
        expect(await send(client, await conversationWith(client, somebody), 'Hi there')).toMatchObject({
          status: 201,
        });
      },
    },
    {
      title: 'invisible mode off: new@sim.test can start a conversation with premium',
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
