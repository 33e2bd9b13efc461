import { reactivationWindowDays } from '../src/domain/limits';
import { answerOf } from './api-client';
import { mailedReactivationToken } from './delete-then-reactivate-within-14-days';
import { defineScenario } from './scenario';

const email = 'free@sim.test';
const password = 'Passw0rd!';
const daySeconds = 24 * 60 * 60;

export default defineScenario({
  name: 'reactivate-after-15-days-refused',
  area: 'accounts',
  rules: ['account-reactivation-14-days'],
  description: `After ${reactivationWindowDays} days a deleted account can no longer be reactivated. Log in as free@sim.test and delete the account in Settings → Delete account. Move the clock ${reactivationWindowDays + 1} days in the cockpit and open the reactivation link from the outbox: the reactivation period has expired. Asking for a new link answers as usual but sends nothing.`,
  steps: [
    {
      title: 'log in as free@sim.test and delete the account in Settings → Delete account',
      run: async ({ login, client, expect }) => {
        expect((await login(email, password)).status).toBe(200);
        const answer = await answerOf(
          client.DELETE('/api/account.php', { body: { reason: 'not_looking', password } }),
        );
        expect(answer).toMatchObject({ status: 200, body: { status: 'pending_deletion' } });
      },
    },
    {
      title: `move the clock ${reactivationWindowDays + 1} days in the cockpit and open the reactivation link: the reactivation period has expired`,
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
      title: 'ask for a new reactivation link: answered as usual, but the outbox gets no new mail',
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
