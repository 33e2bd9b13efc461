import { pushClickTarget } from '../src/domain/push-message';
import { personaIds } from '../mocks/seed/personas';
import { savePushSubscription } from './push-calls';
import { defineScenario } from './scenario';

const foreign = 'https://dating-elsewhere.example/chats/1';

export default defineScenario({
  name: 'push-click-foreign-url-ignored',
  area: 'notifications',
  rules: ['push-worker-click'],
  description: `A push whose link leads to another site or a script does nothing when clicked. Log in as free@sim.test with push on; a push arrives whose link points to another site (${foreign}). Click it: the app stays where it is — no other site opens, no error shows. A push whose link is a script (javascript:…) is ignored the same way.`,
  steps: [
    {
      title: 'log in as free@sim.test and turn push on',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await savePushSubscription(client, 'free-tablet')).toMatchObject({ status: 200 });
      },
    },
    {
      title: 'a push links to another site, or to a script: clicking it opens nothing',
      run: async ({ sendPush, expect }) => {
        for (const openUrl of [foreign, 'javascript:alert(document.cookie)']) {
          const push = await sendPush({ to: 'free@sim.test', from: personaIds.premium, openUrl });
          if (!push.delivered) throw new Error(`no push: ${push.reason}`);
          expect(push.payload.openUrl).toBe(openUrl);
          const origin = new URL(push.payload.checkUrl).origin;
          expect(pushClickTarget({ type: 'NEW_PUSH_CLICK', ...push.payload }, origin)).toBe(undefined);
        }
      },
    },
  ],
});
