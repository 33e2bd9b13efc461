import { personaIds } from '../mocks/seed/personas';
import { answerOf } from './api-client';
import { chatList, conversationWith } from './chat-calls';
import { defineScenario } from './scenario';

const run = { conversation: 0 };

const listed = async (client: Parameters<typeof chatList>[0]) =>
  (await chatList(client)).chats.map((chat) => chat.conversation.id);

export default defineScenario({
  name: 'chat-deleted-leaves-the-list',
  area: 'chat',
  rules: ['chat-removal'],
  description:
    "A deleted conversation leaves the member's chat list and stays gone after a reload; the other member keeps it. Log in as premium@sim.test; open Messages and delete the conversation with free@sim.test (… → Delete chat): it leaves the list at once, and reloading the page does not bring it back. Log in as free@sim.test: free still has the conversation with premium.",
  steps: [
    {
      title: 'log in as premium@sim.test; Messages lists the conversation with free@sim.test',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        run.conversation = (await conversationWith(client, personaIds.free)).conversation.id;
        expect((await listed(client)).includes(run.conversation)).toBe(true);
      },
    },
    {
      title: 'delete that chat: it is deleted on the server, and the reloaded list no longer holds it',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(client.DELETE('/api/chat.php', { body: { conversation: run.conversation } })),
        ).toMatchObject({ status: 200, body: { ok: true } });
        expect((await listed(client)).includes(run.conversation)).toBe(false);
      },
    },
    {
      title: 'log in as free@sim.test: free still has the conversation with premium',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await listed(client)).includes(run.conversation)).toBe(true);
      },
    },
  ],
});
