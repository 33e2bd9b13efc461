import { refreshIntervalMs, refreshIntervalPushMs } from '../src/domain/limits';
import { personaIds } from '../mocks/seed/personas';
import { answerOf } from './api-client';
import { chatIn, currentUser, savePushSubscription } from './push-calls';
import { defineScenario } from './scenario';

const text = 'Are you free on Saturday?';

export default defineScenario({
  name: 'push-subscribe-then-message-reloads-chats',
  description: `Spec §4 Push (a new pushed message reloads chats and likes), §7 (POST /api/user.php?push=1; user, chats and likes refreshed every ${String(refreshIntervalMs / 1000)} s, or ${String(refreshIntervalPushMs / 1000)} s while subscribed). Log in as free@sim.test and turn push notifications on (Settings → Push notifications → Turn on, or the push alert): the user is push_subscribed. premium@sim.test writes "${text}": the push for it goes out (title "premium", the text, a click opens that conversation), and the chat list shows the message unread at once — the app reloads chats and likes when the push arrives instead of waiting for its slower refresh. Without a subscription the message still arrives but no push is sent.`,
  steps: [
    {
      title: 'log in as free@sim.test: no push subscription yet; a message now sends no push',
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
      title: 'turn push on: the subscription is saved and the user is push_subscribed',
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
      title: `premium writes "${text}": the push goes out and the chat list has it unread`,
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
