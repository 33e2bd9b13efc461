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
  area: 'chat',
  rules: ['free-two-conversations'],
  description:
    'A free member may start two conversations; a third is refused. Log in as free@sim.test (one conversation, with premium, in the seed) and press Message on a new member: the conversation opens and counts once its first message is sent. Send it: that is the second. Press Message on a third member: refused, the limit of two conversations is reached.',
  steps: [
    {
      title:
        'log in as free@sim.test and press Message on a member he never wrote to: it opens, not yet counted',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const [second, third] = await womenWithoutConversation(client);
        if (second === undefined || third === undefined) throw new Error('the search found too few women');
        Object.assign(strangers, { second, third });
        expect(await start(client, second, 'third-conversation-start-2')).toMatchObject({ status: 201 });
      },
    },
    {
      title: 'send the first message there: now his second conversation',
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
      title: 'press Message on a third member: refused, the limit of two free conversations',
      run: async ({ client, expect }) => {
        expect(await start(client, strangers.third, 'third-conversation-start-3')).toMatchObject({
          status: 409,
          body: { error: { code: 'conversation_limit' } },
        });
      },
    },
  ],
});
