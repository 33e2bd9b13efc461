import { timeBonusCode, welcomeCode } from '../src/domain/time-bonus';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'time-bonus-expires-after-4-hours',
  description: `new@sim.test signed up an hour ago: ${timeBonusCode} is the active discount for 3 more hours, then the welcome code takes over.`,
  steps: [
    {
      title: 'an hour after signup the time bonus is the active code',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        const answer = await answerOf(client.GET('/api/discountcode.php'));
        expect(answer).toMatchObject({
          status: 200,
          body: {
            discount_code: { code: timeBonusCode, value_percentage: 25, status: 'active', expired: false },
          },
        });
      },
    },
    {
      title: 'a minute before the 4 hours are over it still is',
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(3 * 3600 - 60);
        expect(await answerOf(client.GET('/api/discountcode.php'))).toMatchObject({
          body: { discount_code: { code: timeBonusCode } },
        });
      },
    },
    {
      title: 'after 4 hours the welcome code is the active one',
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(61);
        expect(await answerOf(client.GET('/api/discountcode.php'))).toMatchObject({
          body: { discount_code: { code: welcomeCode } },
        });
      },
    },
  ],
});
