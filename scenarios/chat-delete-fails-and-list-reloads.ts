import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationWithFree = 1;

const conversationIds = async (client: ApiClient): Promise<number[]> => {
  const { data } = await client.GET('/api/chats.php');
  return (data?.chats ?? []).map((chat) => chat.conversation.id);
};

export default defineScenario({
  name: 'chat-delete-fails-and-list-reloads',
  area: 'chat',
  rules: ['chat-delete-failure-reloads'],
  description:
    'When deleting a chat fails on the server, the app says so and the reloaded chat list still holds the conversation. In the cockpit the simulation fails every chat delete (500). Log in as premium@sim.test, open Messages and delete the conversation with free@sim.test: it leaves the list, then an alert shows the error and the list reloads with the conversation back.',
  faults: [{ operationId: 'deleteChat', status: 500, code: 'server_error' }],
  steps: [
    {
      title: 'log in as premium@sim.test: Messages lists the conversation with free@sim.test',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await conversationIds(client)).includes(conversationWithFree)).toBe(true);
      },
    },
    {
      title: 'delete that chat: the server fails (500 server_error), and the app shows the error',
      run: async ({ client, expect }) => {
        const answer = await answerOf(
          client.DELETE('/api/chat.php', { body: { conversation: conversationWithFree } }),
        );
        expect(answer).toMatchObject({ status: 500, body: { error: { code: 'server_error' } } });
      },
    },
    {
      title: 'the chat list reloads and still holds the conversation',
      run: async ({ client, expect }) => {
        expect((await conversationIds(client)).includes(conversationWithFree)).toBe(true);
      },
    },
  ],
});
