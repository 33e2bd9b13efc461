import { timeBonusCode } from '../src/domain/time-bonus';
import { userAnswer } from './account-calls';
import { answerOf } from './api-client';
import { discountCodeOf } from './money-calls';
import { defineScenario } from './scenario';

const loggedOut = { status: 403, body: { error: { code: 'authentication_required' } } };

export default defineScenario({
  name: 'logout-ends-session-and-time-bonus',
  area: 'accounts',
  rules: ['time-bonus-cleared-on-logout', 'authentication-required-logs-out'],
  description: `Logging out ends the session and clears the time bonus; logging in loads it again. Log in as new@sim.test (signed up an hour ago): the time-bonus countdown shows. Press Account → Logout: the countdown is gone, and any members' page now asks to log in (the server answers 403 authentication_required, which the app treats as logged out). Log in again: the countdown is back with ${timeBonusCode}.`,
  steps: [
    {
      title: `log in as new@sim.test: the time bonus ${timeBonusCode} is loaded`,
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await discountCodeOf(client)).toMatchObject({
          status: 200,
          body: { discount_code: { code: timeBonusCode } },
        });
      },
    },
    {
      title:
        'press Account → Logout: the session ends; the user, the time bonus and the chats answer 403 authentication_required',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.GET('/api/logout.php'))).toMatchObject({
          status: 200,
          body: { ok: true },
        });
        expect(await userAnswer(client)).toMatchObject(loggedOut);
        expect(await discountCodeOf(client)).toMatchObject(loggedOut);
        expect(await answerOf(client.GET('/api/chats.php'))).toMatchObject(loggedOut);
      },
    },
    {
      title: 'press Logout once more (a second tab): answered ok as well',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.GET('/api/logout.php'))).toMatchObject({
          status: 200,
          body: { ok: true },
        });
      },
    },
    {
      title: `log in as new@sim.test again: the time bonus ${timeBonusCode} is back`,
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await discountCodeOf(client)).toMatchObject({
          body: { discount_code: { code: timeBonusCode } },
        });
      },
    },
  ],
});
