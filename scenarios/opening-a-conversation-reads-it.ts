import { personaIds } from '../mocks/seed/personas';
import { chatList, conversationWith, openConversation, sendText } from './chat-calls';
import { defineScenario } from './scenario';

const texts = ['Are you there?', 'I have news!'];

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { conversation: 0, unreadBefore: 0 };

export default defineScenario({
  name: 'opening-a-conversation-reads-it',
  area: 'chat',
  rules: ['opening-conversation-clears-unread'],
  description: `Opening a conversation sets its unread count to 0. Log in as premium@sim.test and write "${texts.join('" and "')}" to free@sim.test. Log in as free@sim.test: the chat list shows premium's conversation with ${String(texts.length)} more unread messages and the Messages badge counts them. Open the conversation: the messages show as read, and back in the list it has no unread count; the badge drops by as many.`,
  steps: [
    {
      title: `log in as premium@sim.test and send free@sim.test "${texts.join('" and "')}"`,
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        run.conversation = (await conversationWith(client, personaIds.free)).conversation.id;
        for (const text of texts) {
          expect(await sendText(client, run.conversation, text)).toMatchObject({ status: 201 });
        }
      },
    },
    {
      title: `log in as free@sim.test: premium's conversation has at least ${String(texts.length)} unread messages, counted in the Messages badge`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const chat = await conversationWith(client, personaIds.premium);
        expect(chat.num_unread_messages >= texts.length).toBe(true);
        run.unreadBefore = (await chatList(client)).num_unread;
        expect(run.unreadBefore >= chat.num_unread_messages).toBe(true);
      },
    },
    {
      title:
        'open the conversation: the new messages are there; back in the chat list it has no unread count, and the badge dropped by as many',
      run: async ({ client, expect }) => {
        const unreadHere = (await conversationWith(client, personaIds.premium)).num_unread_messages;
        const opened = await openConversation(client, run.conversation);
        expect(opened.status).toBe(200);
        const shown = opened.body !== undefined && 'messages' in opened.body ? opened.body.messages : [];
        expect(shown.slice(-texts.length).map((message) => message.text)).toEqual(texts);
        expect((await conversationWith(client, personaIds.premium)).num_unread_messages).toBe(0);
        expect((await chatList(client)).num_unread).toBe(run.unreadBefore - unreadHere);
      },
    },
  ],
});
