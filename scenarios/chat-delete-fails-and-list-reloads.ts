import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationWithFree = 1;

const conversationIds = async (client: ApiClient): Promise<number[]> => {
  const { data } = await client.GET('/api/chats.php');
  return (data?.chats ?? []).map((chat) => chat.conversation.id);
};

export default defineScenario({
  name: 'chat-delete-fails-and-list-reloads',
  description:
    'premium@sim.test deletes a chat while the server fails: the delete answers an error and the reloaded chat list still holds the conversation.',
  faults: [{ operationId: 'deleteChat', status: 500, code: 'server_error' }],
  steps: [
    {
      title: 'premium sees the conversation with free',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await conversationIds(client)).includes(conversationWithFree)).toBe(true);
      },
    },
    {
      title: 'deleting it fails on the server',
      run: async ({ client, expect }) => {
        const answer = await answerOf(
          client.DELETE('/api/chat.php', { body: { conversation: conversationWithFree } }),
        );
        expect(answer).toMatchObject({ status: 500, body: { error: { code: 'server_error' } } });
      },
    },
    {
      title: 'the reloaded list still holds it',
      run: async ({ client, expect }) => {
        expect((await conversationIds(client)).includes(conversationWithFree)).toBe(true);
      },
    },
  ],
});
