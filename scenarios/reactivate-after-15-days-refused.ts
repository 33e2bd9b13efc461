import { reactivationWindowDays } from '../src/domain/limits';
import { answerOf } from './api-client';
import { mailedReactivationToken } from './delete-then-reactivate-within-14-days';
import { defineScenario } from './scenario';

const email = 'free@sim.test';
const password = 'Passw0rd!';
const daySeconds = 24 * 60 * 60;

export default defineScenario({
  name: 'reactivate-after-15-days-refused',
  description: `free@sim.test deletes the account; ${reactivationWindowDays + 1} days later the mailed reactivation link is refused as expired (the window is ${reactivationWindowDays} days), and no new link is sent.`,
  steps: [
    {
      title: 'the member deletes the account',
      run: async ({ login, client, expect }) => {
        expect((await login(email, password)).status).toBe(200);
        const answer = await answerOf(
          client.DELETE('/api/account.php', { body: { reason: 'not_looking', password } }),
        );
        expect(answer).toMatchObject({ status: 200, body: { status: 'pending_deletion' } });
      },
    },
    {
      title: `${reactivationWindowDays + 1} days later the reactivation link answers 410 reactivation_expired`,
      run: async (api) => {
        await api.advanceClock((reactivationWindowDays + 1) * daySeconds);
        const token = await mailedReactivationToken(api);
        api.expect(await answerOf(api.client.PUT('/api/reactivate.php', { body: { token } }))).toMatchObject({
          status: 410,
          body: { error: { code: 'reactivation_expired' } },
        });
      },
    },
    {
      title: 'asking for a new link is answered alike but sends nothing',
      run: async (api) => {
        const before = await mailedReactivationToken(api);
        api
          .expect(await answerOf(api.client.POST('/api/reactivate.php', { body: { email } })))
          .toMatchObject({ status: 200, body: { ok: true } });
        api.expect(await mailedReactivationToken(api)).toBe(before);
      },
    },
  ],
});
