import { answerOf } from './api-client';
import { defineScenario } from './scenario';

const signup = {
  email: 'invited.maybe@example.com',
  name: 'InvitedMaybe',
  password: 'correct-horse-42',
  date_of_birth: '1992-04-21',
  signup_message: '',
};

export default defineScenario({
  name: 'signup-invite-only-from-lander',
  description:
    'The site takes signups by invitation only, and a campaign still sends visitors to a lander (/landers/alonetonight/summer). The lander shows as always; its call to action opens the signup, which asks for the invite code (spec §6). A code the server did not issue is refused with invite_only — the app says so under the form and keeps what was typed — and no account is made.',
  site: { signups: 'invite_only' },
  steps: [
    {
      title: 'the lander shows on an invite-only site',
      run: async ({ client, expect }) => {
        const { response } = await client.GET('/api/landing.php', {
          params: { query: { name: 'alonetonight', slug: 'summer', lang: 'en' } },
        });
        expect(response.status).toBe(200);
      },
    },
    {
      title: 'a signup with a code the server did not issue is refused with invite_only',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(client.POST('/api/signup.php', { body: { ...signup, invite_code: 'FRIEND-2026' } })),
        ).toMatchObject({ status: 403, body: { error: { code: 'invite_only' } } });
      },
    },
    {
      title: 'no account was made',
      run: async ({ login, expect }) => {
        expect(await login(signup.email, signup.password)).toMatchObject({ status: 401 });
      },
    },
  ],
});
