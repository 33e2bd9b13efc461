import { answerOf } from './api-client';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'signup-invite-only-refused',
  description:
    'The site takes signups by invitation only: a visitor who signs up is refused with invite_only.',
  site: { signups: 'invite_only' },
  steps: [
    {
      title: 'a complete, valid signup is refused',
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
      title: 'no account was created',
      run: async ({ login, expect }) => {
        expect(await login('visitor@example.com', 'Passw0rd!')).toMatchObject({ status: 401 });
      },
    },
  ],
});
