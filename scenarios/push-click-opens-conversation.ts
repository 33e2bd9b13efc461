import { pushClickTarget } from '../src/domain/push-message';
import { personaIds } from '../mocks/seed/personas';
import { answerOf } from './api-client';
import { savePushSubscription } from './push-calls';
import { defineScenario } from './scenario';

const text = 'I loved your photo from Lisbon';

export default defineScenario({
  name: 'push-click-opens-conversation',
  area: 'notifications',
  rules: ['push-worker-click'],
  description: `Clicking a message push opens that conversation. Log in as free@sim.test with push on; premium@sim.test writes "${text}". Click the notification: the app opens the conversation with premium, with the message at the bottom and the reply box.`,
  steps: [
    {
      title: `log in as free@sim.test with push on; premium writes "${text}": a push arrives`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await savePushSubscription(client, 'free-laptop')).toMatchObject({ status: 200 });
      },
    },
    {
      title:
        'click the notification: the conversation with premium opens on the site itself, with the message',
      run: async ({ client, sendPush, expect }) => {
        const push = await sendPush({ to: 'free@sim.test', from: personaIds.premium, text });
        if (!push.delivered) throw new Error(`no push: ${push.reason}`);
        const origin = new URL(push.payload.checkUrl).origin;
        const path = pushClickTarget({ type: 'NEW_PUSH_CLICK', ...push.payload }, origin);
        expect(path).toBe(`/chats/${String(push.conversationId)}`);
        const conversation = await answerOf(
          client.GET('/api/chat.php', { params: { query: { id: push.conversationId } } }),
        );
        expect(conversation).toMatchObject({
          status: 200,
          body: {
            conversation: { id: push.conversationId, can_reply: true },
            profile: { id: personaIds.premium },
          },
        });
        const { data } = await client.GET('/api/messages.php', {
          params: { query: { conversation: push.conversationId } },
        });
        expect(data?.messages.at(-1)).toMatchObject({ text });
      },
    },
  ],
});
