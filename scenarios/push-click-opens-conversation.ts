import { pushClickTarget } from '../src/domain/push-message';
import { personaIds } from '../mocks/seed/personas';
import { answerOf } from './api-client';
import { savePushSubscription } from './push-calls';
import { defineScenario } from './scenario';

const text = 'I loved your photo from Lisbon';

export default defineScenario({
  name: 'push-click-opens-conversation',
  description: `Spec §4 Push (the worker posts NEW_PUSH_CLICK with checkUrl and openUrl; decision 029: a click opens openUrl only on the site's own origin). Log in as free@sim.test with push on; premium@sim.test writes "${text}". Click the notification: the app opens the conversation with premium, which shows the message at the bottom and the reply box.`,
  steps: [
    {
      title: 'free@sim.test with push on gets a push for premium’s message',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await savePushSubscription(client, 'free-laptop')).toMatchObject({ status: 200 });
      },
    },
    {
      title:
        'the push’s click target is the conversation, on the site’s own origin, and it holds the message',
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
