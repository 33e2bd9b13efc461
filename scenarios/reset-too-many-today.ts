import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** The simulation's daily limit of reset mails per address (mocks/handlers/account-lifecycle.ts). */
const resetMailsPerDay = 3;

const requestReset = (client: ApiClient) =>
  answerOf(client.POST('/api/password-reset.php', { body: { email: 'free@sim.test' } }));

export default defineScenario({
  name: 'reset-too-many-today',
  area: 'accounts',
  rules: ['reset-too-many'],
  description: `At most ${resetMailsPerDay} password reset mails a day are sent to one address. As a visitor open Login → "Forgot your password?" and send a reset for free@sim.test ${resetMailsPerDay} times: each mail is in the cockpit's outbox. The next time: "Too many password reset emails sent, please try again tomorrow". Move the clock past midnight UTC in the cockpit: the reset mail is sent again.`,
  steps: [
    {
      title: `as a visitor ask for a reset of free@sim.test ${resetMailsPerDay} times: each mail is sent`,
      run: async ({ client, expect }) => {
        for (let mail = 1; mail <= resetMailsPerDay; mail += 1) {
          expect(await requestReset(client)).toMatchObject({ status: 200 });
        }
      },
    },
    {
      title:
        'ask once more: "Too many password reset emails sent, please try again tomorrow", until midnight UTC',
      run: async ({ client, expect }) => {
        expect(await requestReset(client)).toMatchObject({
          status: 429,
          body: {
            error: {
              code: 'reset_too_many',
              message: 'Too many password reset emails sent, please try again tomorrow',
            },
          },
        });
      },
    },
    {
      title: 'move the clock past midnight UTC in the cockpit and ask again: the mail is sent',
      run: async ({ client, advanceClock, expect }) => {
        const { error, response } = await client.POST('/api/password-reset.php', {
          body: { email: 'free@sim.test' },
        });
        expect(response.status).toBe(429);
        // retry_after counts the seconds to midnight UTC, when the day's count starts afresh.
        const retryAfter = error?.error.retry_after;
        if (retryAfter === undefined) throw new Error('reset_too_many came without retry_after');
        await advanceClock(retryAfter);
        expect(await requestReset(client)).toMatchObject({ status: 200 });
      },
    },
  ],
});
