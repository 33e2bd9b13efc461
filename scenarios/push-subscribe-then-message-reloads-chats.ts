import { refreshIntervalPushMs } from '../src/domain/limits';
import { personaIds } from '../mocks/seed/personas';
import { answerOf } from './api-client';
import { chatIn, currentUser, savePushSubscription } from './push-calls';
import { defineScenario } from './scenario';

const text = 'Are you free on Saturday?';

export default defineScenario({
  name: 'push-subscribe-then-message-reloads-chats',
  area: 'notifications',
  rules: ['push-message-reloads-chats'],
  description: `With push on, a new message arrives as a push and the chat list reloads at once. Log in as free@sim.test and turn push notifications on (Settings → Push notifications → Turn on, or the push alert). Log in as premium@sim.test in another browser (or send from the cockpit) and write "${text}" to free: the push goes out (title "premium", the text; a click opens that conversation), and free's chat list shows the message unread at once instead of after its ${String(refreshIntervalPushMs / 1000)} s refresh. Without a subscription the message still arrives but no push is sent.`,
  steps: [
    {
      title: 'log in as free@sim.test without push: a message from premium sends no push',
      run: async ({ login, client, sendPush, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await currentUser(client)).toMatchObject({ push_subscribed: false });
        expect(
          await sendPush({ to: 'free@sim.test', from: personaIds.premium, text: 'Hello?' }),
        ).toMatchObject({
          delivered: false,
          reason: 'not_subscribed',
        });
      },
    },
    {
      title: 'turn push on in Settings → Push notifications: saved, free is subscribed',
      run: async ({ client, expect }) => {
        expect(await savePushSubscription(client, 'free-phone')).toMatchObject({ status: 200 });
        expect(await currentUser(client)).toMatchObject({ push_subscribed: true });
        expect(await answerOf(client.GET('/api/notification-settings.php'))).toMatchObject({
          status: 200,
          body: { settings: { push: { new_messages: true } } },
        });
      },
    },
    {
      title: `premium writes "${text}": the push goes out and free's chat list shows it unread`,
      run: async ({ client, sendPush, expect }) => {
        const before = (await client.GET('/api/chats.php')).data?.num_unread ?? 0;
        const push = await sendPush({ to: 'free@sim.test', from: personaIds.premium, text });
        if (!push.delivered) throw new Error(`no push: ${push.reason}`);
        expect(push.payload).toMatchObject({ title: 'premium', body: text });
        expect(new URL(push.payload.openUrl).pathname).toBe(`/chats/${String(push.conversationId)}`);
        const chat = await chatIn(client, push.conversationId);
        expect(chat).toMatchObject({
          profile: { id: personaIds.premium },
          last_message: { text_preview: text, from_me: false },
        });
        expect((chat?.num_unread_messages ?? 0) >= 1).toBe(true);
        expect((await client.GET('/api/chats.php')).data?.num_unread).toBe(before + 1);
      },
    },
  ],
});
