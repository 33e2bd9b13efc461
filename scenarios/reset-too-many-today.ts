import { defineScenario } from './scenario';

/** The simulation's daily limit of reset mails per address (mocks/handlers/account-lifecycle.ts). */
const resetMailsPerDay = 3;

const request = { body: { email: 'free@sim.test' } };

const retryAfterOf = (body: unknown): number => {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  const seconds =
    typeof error === 'object' && error !== null && 'retry_after' in error ? error.retry_after : undefined;
  if (typeof seconds !== 'number') throw new Error('reset_too_many came without retry_after');
  return seconds;
};

export default defineScenario({
  name: 'reset-too-many-today',
  description: `free@sim.test asks for ${resetMailsPerDay} password reset mails in one day and gets them; the next is refused with 429 reset_too_many ("Too many password reset emails sent, please try again tomorrow") until midnight UTC, when a new mail is sent again.`,
  steps: [
    {
      title: `${resetMailsPerDay} reset mails in a day are sent`,
      run: async ({ call, expect }) => {
        for (let mail = 1; mail <= resetMailsPerDay; mail += 1) {
          expect(await call('requestPasswordReset', request)).toMatchObject({ status: 200 });
        }
      },
    },
    {
      title: 'the next one is refused until tomorrow',
      run: async ({ call, expect }) => {
        const refused = await call('requestPasswordReset', request);
        expect(refused).toMatchObject({
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
      run: async ({ call, advanceClock, expect }) => {
        const refused = await call('requestPasswordReset', request);
        expect(refused).toMatchObject({ status: 429 });
        // retry_after counts the seconds to midnight UTC, when the day's count starts afresh.
        await advanceClock(retryAfterOf(refused.body));
        expect(await call('requestPasswordReset', request)).toMatchObject({ status: 200 });
      },
    },
  ],
});
