import { changePassword } from './account-calls';
import { defineScenario } from './scenario';

const newPassword = 'new-secret-2026';

export default defineScenario({
  name: 'password-change-needs-old-password',
  area: 'accounts',
  rules: ['old-password-correct'],
  description: `Changing the password needs the right old password. Log in as free@sim.test (password Passw0rd!); open Settings → Change password, type "wrong-password" as the old password and ${newPassword} as the new one, press Save: "Check old password error", and the password is unchanged. Type Passw0rd! as the old password: saved. Log out and in: only ${newPassword} works now.`,
  steps: [
    {
      title:
        'log in as free@sim.test; in Settings → Change password give a wrong old password: "Check old password error"',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await changePassword(client, 'wrong-password', newPassword)).toMatchObject({
          status: 400,
          body: { error: { code: 'old_password_wrong', message: 'Check old password error' } },
        });
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
      },
    },
    {
      title: `give Passw0rd! as the old password and ${newPassword} as the new one: saved`,
      run: async ({ client, expect }) => {
        expect(await changePassword(client, 'Passw0rd!', newPassword)).toMatchObject({
          status: 200,
          body: { ok: true },
        });
      },
    },
    {
      title: `log out and log in again: Passw0rd! is refused, ${newPassword} works`,
      run: async ({ login, client, expect }) => {
        await client.GET('/api/logout.php');
        expect(await login('free@sim.test', 'Passw0rd!')).toMatchObject({
          status: 401,
          body: { error: { code: 'login_failed' } },
        });
        expect(await login('free@sim.test', newPassword)).toMatchObject({
          status: 200,
          body: { user: { email: 'free@sim.test' } },
        });
      },
    },
  ],
});
