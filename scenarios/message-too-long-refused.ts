import { personaIds } from '../mocks/seed/personas';
import { conversationWith, sendText } from './chat-calls';
import { defineScenario } from './scenario';

/** A site with a short limit, so the tester can type a message past it. */
const messageLength = 20;
const fits = 'x'.repeat(messageLength);

const run = { conversation: 0 };

export default defineScenario({
  name: 'message-too-long-refused',
  area: 'chat',
  rules: ['message-length-setting'],
  description: `The longest message is a site setting. On a site with message_length ${String(messageLength)}, log in as free@sim.test and open the conversation with premium@sim.test: a message of ${String(messageLength + 1)} characters is refused, saying messages can be at most ${String(messageLength)} characters long, and costs nothing; one of ${String(messageLength)} characters is sent.`,
  site: { message_length: messageLength },
  steps: [
    {
      title: `log in as free@sim.test, open the conversation with premium and send ${String(messageLength + 1)} characters: refused, at most ${String(messageLength)}`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        run.conversation = (await conversationWith(client, personaIds.premium)).conversation.id;
        const { data: before } = await client.GET('/api/user.php');
        expect(await sendText(client, run.conversation, `${fits}x`)).toMatchObject({
          status: 400,
          body: { error: { code: 'message_too_long', max_length: messageLength } },
        });
        const { data: after } = await client.GET('/api/user.php');
        expect(after?.user.free_messages_left).toBe(before?.user.free_messages_left);
      },
    },
    {
      title: `send ${String(messageLength)} characters: sent`,
      run: async ({ client, expect }) => {
        expect(await sendText(client, run.conversation, fits)).toMatchObject({
          status: 201,
          body: { message: { text: fits } },
        });
      },
    },
  ],
});
