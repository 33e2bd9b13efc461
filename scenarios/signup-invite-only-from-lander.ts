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
  area: 'visitors',
  rules: ['signups-invite-only', 'landing-pages'],
  description:
    'On an invite-only site a lander still shows, and its signup asks for the invitation code. As a visitor open /landers/alonetonight/summer: the lander shows. Press its call to action: the signup asks for the invite code. Type a code the server never issued and press Sign up: refused as invitation only, what was typed stays, and no account is made.',
  site: { signups: 'invite_only' },
  steps: [
    {
      title: 'as a visitor open /landers/alonetonight/summer: the lander shows',
      run: async ({ client, expect }) => {
        const { response } = await client.GET('/api/landing.php', {
          params: { query: { name: 'alonetonight', slug: 'summer', lang: 'en' } },
        });
        expect(response.status).toBe(200);
      },
    },
    {
      title: 'sign up with an invite code the server never issued: refused, invitation only',
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
