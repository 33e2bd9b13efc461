import { timeBonusCode, welcomeCode } from '../src/domain/time-bonus';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'time-bonus-expires-after-4-hours',
  area: 'money',
  rules: ['time-bonus-ends-after-four-hours', 'active-discount-code', 'time-bonus-code'],
  description: `The time bonus ${timeBonusCode} is the active discount for the first 4 hours after signup; then the welcome code takes over. Log in as new@sim.test (signed up an hour ago): the countdown shows about 03:00:00 and Credits offers ${timeBonusCode}. Move the clock 2 h 59 min in the cockpit: still ${timeBonusCode}. Move it one more minute: the countdown is gone and Credits offers the welcome discount ${welcomeCode}.`,
  steps: [
    {
      title: `log in as new@sim.test (signed up an hour ago): ${timeBonusCode}, 25 %, is the active code`,
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
      title: `move the clock 2 h 59 min in the cockpit: still ${timeBonusCode}`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(3 * 3600 - 60);
        expect(await answerOf(client.GET('/api/discountcode.php'))).toMatchObject({
          body: { discount_code: { code: timeBonusCode } },
        });
      },
    },
    {
      title: `move the clock 1 more minute: the time bonus is over, ${welcomeCode} is the active code`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(61);
        expect(await answerOf(client.GET('/api/discountcode.php'))).toMatchObject({
          body: { discount_code: { code: welcomeCode } },
        });
      },
    },
  ],
});
