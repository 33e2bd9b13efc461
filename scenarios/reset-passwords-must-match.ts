import { requestReset, setNewPassword, tokenOf } from './account-calls';
import { defineScenario } from './scenario';

const newPassword = 'new-secret-2026';

export default defineScenario({
  name: 'reset-passwords-must-match',
  area: 'accounts',
  rules: ['reset-passwords-match'],
  description: `The two passwords of a reset must be the same. As a visitor open Login → "Forgot your password?", type free@sim.test and send; open the reset link from the cockpit's outbox. Type ${newPassword} and, to confirm, ${newPassword}x, press Save: "The entered passwords are not the same." and the link still works. Type ${newPassword} twice: the password is set and free is logged in.`,
  steps: [
    {
      title: 'as a visitor, ask for a reset link for free@sim.test and open it from the outbox',
      run: async ({ client, lastMailLink, expect }) => {
        expect(await requestReset(client, 'free@sim.test')).toMatchObject({ status: 200 });
        const token = tokenOf(await lastMailLink('free@sim.test'));
        expect(
          await client.GET('/api/password-reset.php', { params: { query: { token } } }).then((r) => r.data),
        ).toMatchObject({ valid: true, email: 'free@sim.test' });
      },
    },
    {
      title: `type ${newPassword} and ${newPassword}x: "The entered passwords are not the same."`,
      run: async ({ client, lastMailLink, expect }) => {
        const token = tokenOf(await lastMailLink('free@sim.test'));
        expect(await setNewPassword(client, token, newPassword, `${newPassword}x`)).toMatchObject({
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: 'The entered passwords are not the same.',
              fields: { password_confirmation: 'passwords_differ' },
            },
          },
        });
      },
    },
    {
      title: `type ${newPassword} twice: the password is set, free is logged in, and it works for the next login`,
      run: async ({ client, login, lastMailLink, expect }) => {
        const token = tokenOf(await lastMailLink('free@sim.test'));
        expect(await setNewPassword(client, token, newPassword, newPassword)).toMatchObject({
          status: 200,
          body: { user: { email: 'free@sim.test' } },
        });
        expect((await login('free@sim.test', newPassword)).status).toBe(200);
      },
    },
  ],
});
