import { loginAttemptsBeforeBlock, loginBlockMinutes } from '../src/domain/limits';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'login-blocked-after-wrong-passwords',
  area: 'accounts',
  rules: ['login-blocked-after-wrong-attempts', 'login-failed', 'login-blocked-minutes'],
  description: `Too many wrong passwords block the login for ${loginBlockMinutes} minutes, even with the right one. On the login page type free@sim.test with a wrong password ${loginAttemptsBeforeBlock - 1} times: each time "Login failed, please try again". The ${loginAttemptsBeforeBlock}th time: "Too many incorrect attempts, account blocked for ${loginBlockMinutes} min", and Passw0rd! is refused too. Move the clock ${loginBlockMinutes} minutes in the cockpit: Passw0rd! logs in.`,
  steps: [
    {
      title: `on the login page type free@sim.test with a wrong password ${loginAttemptsBeforeBlock - 1} times: each time "Login failed, please try again"`,
      run: async ({ login, expect }) => {
        for (let attempt = 1; attempt < loginAttemptsBeforeBlock; attempt += 1) {
          const answer = await login('free@sim.test', 'wrong-password');
          expect(answer).toMatchObject({ status: 401, body: { error: { code: 'login_failed' } } });
        }
      },
    },
    {
      title: `type a wrong password a ${loginAttemptsBeforeBlock}th time: "Too many incorrect attempts, account blocked for ${loginBlockMinutes} min"`,
      run: async ({ login, expect }) => {
        const answer = await login('free@sim.test', 'wrong-password');
        expect(answer).toMatchObject({
          status: 429,
          body: { error: { code: 'login_blocked', minutes: loginBlockMinutes } },
        });
      },
    },
    {
      title: 'type the right password, Passw0rd!: refused while the block lasts',
      run: async ({ login, expect }) => {
        const answer = await login('free@sim.test', 'Passw0rd!');
        expect(answer).toMatchObject({ status: 429, body: { error: { code: 'login_blocked' } } });
      },
    },
    {
      title: `move the clock ${loginBlockMinutes} minutes in the cockpit and log in with Passw0rd!: logged in`,
      run: async ({ login, advanceClock, expect }) => {
        await advanceClock(loginBlockMinutes * 60 + 1);
        const answer = await login('free@sim.test', 'Passw0rd!');
        expect(answer).toMatchObject({ status: 200, body: { user: { email: 'free@sim.test' } } });
      },
    },
  ],
});
