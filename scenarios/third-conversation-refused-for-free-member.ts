import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** Women free@sim.test finds and has no conversation with: the second and the third. */
const strangers = { second: 0, third: 0 };

const womenWithoutConversation = async (client: ApiClient): Promise<number[]> => {
  const { data: chats } = await client.GET('/api/chats.php');
  const talkedTo = new Set((chats?.chats ?? []).map((chat) => chat.profile.id));
  const { data } = await client.GET('/api/search.php', {
    params: { query: { gender: 'female', page: 1, per_page: 24 } },
  });
  return (data?.profiles ?? []).map((card) => card.id).filter((id) => id > 100 && !talkedTo.has(id));
};

const start = (client: ApiClient, profileId: number, key: string) =>
  answerOf(
    client.POST('/api/chat.php', {
      body: { profile_id: profileId },
      params: { header: { 'Idempotency-Key': key } },
    }),
  );

export default defineScenario({
  name: 'third-conversation-refused-for-free-member',
  description:
    'free@sim.test started one conversation in the seed (with premium): opening a second one is free until its first message, which makes it the second started; a third is then refused with 409 conversation_limit (spec §1, §9: 2 free conversations).',
  steps: [
    {
      title: 'free opens a conversation with a new member: allowed, and not yet counted',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const [second, third] = await womenWithoutConversation(client);
        if (second === undefined || third === undefined) throw new Error('the search found too few women');
        Object.assign(strangers, { second, third });
        expect(await start(client, second, 'third-conversation-start-2')).toMatchObject({ status: 201 });
      },
    },
    {
      title: 'the first message makes it the second conversation free started',
      run: async ({ client, expect }) => {
        const { data: chats } = await client.GET('/api/chats.php');
        const conversation = chats?.chats.find((chat) => chat.profile.id === strangers.second);
        if (conversation === undefined) throw new Error('the new conversation is not in the list');
        const sent = await answerOf(
          client.POST('/api/messages.php', {
            body: { conversation: conversation.conversation.id, text: 'Hi!' },
            params: { header: { 'Idempotency-Key': 'third-conversation-message-2' } },
          }),
        );
        expect(sent).toMatchObject({ status: 201 });
      },
    },
    {
      title: 'a third is refused with conversation_limit',
      run: async ({ client, expect }) => {
        expect(await start(client, strangers.third, 'third-conversation-start-3')).toMatchObject({
          status: 409,
          body: { error: { code: 'conversation_limit' } },
        });
      },
    },
  ],
});
