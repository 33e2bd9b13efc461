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
  description: `free@sim.test deletes the account with a reason and the password: logged out, login refused as pending deletion; ${reactivationWindowDays - 1} days later the mailed link brings the account back, logged in, and the password works again.`,
  steps: [
    {
      title: 'the member deletes the account with a reason, a comment and the password',
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
      title: 'the session has ended and login answers that the account is pending deletion',
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
      title: `${reactivationWindowDays - 1} days later the mailed reactivation link restores the account and logs in`,
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
      title: 'the link is used up, and the password logs in again',
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
