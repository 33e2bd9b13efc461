import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** The simulation's daily limit of reset mails per address (mocks/handlers/account-lifecycle.ts). */
const resetMailsPerDay = 3;

const requestReset = (client: ApiClient) =>
  answerOf(client.POST('/api/password-reset.php', { body: { email: 'free@sim.test' } }));

export default defineScenario({
  name: 'reset-too-many-today',
  description: `free@sim.test asks for ${resetMailsPerDay} password reset mails in one day and gets them; the next is refused with 429 reset_too_many ("Too many password reset emails sent, please try again tomorrow") until midnight UTC, when a new mail is sent again.`,
  steps: [
    {
      title: `${resetMailsPerDay} reset mails in a day are sent`,
      run: async ({ client, expect }) => {
        for (let mail = 1; mail <= resetMailsPerDay; mail += 1) {
          expect(await requestReset(client)).toMatchObject({ status: 200 });
        }
      },
    },
    {
      title: 'the next one is refused until tomorrow',
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
      title: 'the next UTC day a reset mail is sent again',
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
