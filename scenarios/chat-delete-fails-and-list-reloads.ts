import { defineScenario } from './scenario';

const conversationWithFree = 1;

export default defineScenario({
  name: 'chat-delete-fails-and-list-reloads',
  description:
    'premium@sim.test deletes a chat while the server fails: the delete answers an error and the reloaded chat list still holds the conversation.',
  faults: [{ operationId: 'deleteChat', status: 500, code: 'server_error' }],
  steps: [
    {
      title: 'premium sees the conversation with free',
      run: async ({ login, call, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const { body } = await call('getChats');
        const ids = (body as { chats: { conversation: { id: number } }[] }).chats.map(
          (c) => c.conversation.id,
        );
        expect(ids.includes(conversationWithFree)).toBe(true);
      },
    },
    {
      title: 'deleting it fails on the server',
      run: async ({ call, expect }) => {
        const answer = await call('deleteChat', { body: { conversation: conversationWithFree } });
        expect(answer).toMatchObject({ status: 500, body: { error: { code: 'server_error' } } });
      },
    },
    {
      title: 'the reloaded list still holds it',
      run: async ({ call, expect }) => {
        const { body } = await call('getChats');
        const ids = (body as { chats: { conversation: { id: number } }[] }).chats.map(
          (c) => c.conversation.id,
        );
        expect(ids.includes(conversationWithFree)).toBe(true);
      },
    },
  ],
});
