import { reactivationWindowDays } from '../src/domain/limits';
import { answerOf } from './api-client';
import { defineScenario, type ScenarioApi } from './scenario';

const email = 'free@sim.test';
const password = 'Passw0rd!';
const daySeconds = 24 * 60 * 60;

/** The token of the newest reactivation link mailed to the member. */
export const mailedReactivationToken = async ({ lastMailLink, expect }: ScenarioApi): Promise<string> => {
  const link = (await lastMailLink(email)) ?? '';
  const url = new URL(link, 'http://mail.invalid');
  expect(url.pathname).toBe('/account-deleted');
  return url.searchParams.get('token') ?? '';
};

export default defineScenario({
  name: 'delete-then-reactivate-within-14-days',
  area: 'accounts',
  rules: ['account-pending-deletion', 'account-reactivation-14-days'],
  description: `A deleted account can be brought back within ${reactivationWindowDays} days by the link in the reactivation mail. Log in as free@sim.test; open Settings → Delete account, give a reason, a comment and Passw0rd!, and confirm: logged out, and logging in says the account is pending deletion. Move the clock ${reactivationWindowDays - 1} days in the cockpit and open the reactivation link from the outbox: the account is back and logged in; the link is used up and Passw0rd! works again.`,
  steps: [
    {
      title:
        'log in as free@sim.test; in Settings → Delete account give a reason, a comment and Passw0rd!, and confirm',
      run: async ({ login, client, expect }) => {
        expect((await login(email, password)).status).toBe(200);
        const answer = await answerOf(
          client.DELETE('/api/account.php', {
            body: { reason: 'found_someone', comment: 'Met someone here, thanks!', password },
          }),
        );
        expect(answer).toMatchObject({ status: 200, body: { status: 'pending_deletion' } });
      },
    },
    {
      title: 'the session has ended; logging in says the account is pending deletion',
      run: async ({ login, client, expect }) => {
        expect(await answerOf(client.GET('/api/user.php'))).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
        expect(await login(email, password)).toMatchObject({
          status: 409,
          body: { error: { code: 'account_pending_deletion' } },
        });
      },
    },
    {
      title: `move the clock ${reactivationWindowDays - 1} days in the cockpit and open the reactivation link from the outbox: the account is back and logged in`,
      run: async (api) => {
        await api.advanceClock((reactivationWindowDays - 1) * daySeconds);
        const token = await mailedReactivationToken(api);
        const answer = await answerOf(api.client.PUT('/api/reactivate.php', { body: { token } }));
        api.expect(answer).toMatchObject({ status: 200, body: { user: { email, status: 'active' } } });
        api
          .expect(await answerOf(api.client.GET('/api/user.php')))
          .toMatchObject({ status: 200, body: { user: { email } } });
      },
    },
    {
      title: 'open the link again: used up; log in with Passw0rd!: logged in',
      run: async (api) => {
        const token = await mailedReactivationToken(api);
        api.expect(await answerOf(api.client.PUT('/api/reactivate.php', { body: { token } }))).toMatchObject({
          status: 404,
          body: { error: { code: 'not_found' } },
        });
        api
          .expect(await api.login(email, password))
          .toMatchObject({ status: 200, body: { user: { email } } });
      },
    },
  ],
});
