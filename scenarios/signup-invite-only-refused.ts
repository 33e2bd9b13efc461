import { answerOf } from './api-client';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'signup-invite-only-refused',
  area: 'accounts',
  rules: ['signups-invite-only'],
  description:
    'On an invite-only site a signup without an invitation is refused and creates no account. As a visitor open Sign up, fill in the whole form correctly and press Sign up: the form says signup is by invitation only, and no account exists for the address.',
  site: { signups: 'invite_only' },
  steps: [
    {
      title:
        'as a visitor fill in the signup form correctly and press Sign up: refused, signup is by invitation only',
      run: async ({ client, expect }) => {
        const answer = await answerOf(
          client.POST('/api/signup.php', {
            body: {
              email: 'visitor@example.com',
              name: 'Visitor',
              password: 'Passw0rd!',
              date_of_birth: '1990-06-15',
              signup_message: 'Hello',
            },
          }),
        );
        expect(answer).toMatchObject({ status: 403, body: { error: { code: 'invite_only' } } });
      },
    },
    {
      title: 'no account was created for that address',
      run: async ({ login, expect }) => {
        expect(await login('visitor@example.com', 'Passw0rd!')).toMatchObject({ status: 401 });
      },
    },
  ],
});
