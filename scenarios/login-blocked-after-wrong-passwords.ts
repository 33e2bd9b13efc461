import { loginAttemptsBeforeBlock, loginBlockMinutes } from '../src/domain/limits';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'login-blocked-after-wrong-passwords',
  description: `free@sim.test types a wrong password ${loginAttemptsBeforeBlock} times: the login is blocked for ${loginBlockMinutes} minutes, even with the right password, then works again.`,
  steps: [
    {
      title: 'four wrong passwords are refused one by one',
      run: async ({ login, expect }) => {
        for (let attempt = 1; attempt < loginAttemptsBeforeBlock; attempt += 1) {
          const answer = await login('free@sim.test', 'wrong-password');
          expect(answer).toMatchObject({ status: 401, body: { error: { code: 'login_failed' } } });
        }
      },
    },
    {
      title: `the ${loginAttemptsBeforeBlock}th blocks the login for ${loginBlockMinutes} minutes`,
      run: async ({ login, expect }) => {
        const answer = await login('free@sim.test', 'wrong-password');
        expect(answer).toMatchObject({
          status: 429,
          body: { error: { code: 'login_blocked', minutes: loginBlockMinutes } },
        });
      },
    },
    {
      title: 'the right password is refused while blocked',
      run: async ({ login, expect }) => {
        const answer = await login('free@sim.test', 'Passw0rd!');
        expect(answer).toMatchObject({ status: 429, body: { error: { code: 'login_blocked' } } });
      },
    },
    {
      title: 'after the block the right password works',
      run: async ({ login, advanceClock, expect }) => {
        await advanceClock(loginBlockMinutes * 60 + 1);
        const answer = await login('free@sim.test', 'Passw0rd!');
        expect(answer).toMatchObject({ status: 200, body: { user: { email: 'free@sim.test' } } });
      },
    },
  ],
});
