import type { components } from '../generated/schema';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

const signup: components['schemas']['SignupRequest'] = {
  email: 'partner.visitor@example.com',
  name: 'PartnerVisitor',
  password: 'correct-horse-42',
  date_of_birth: '1990-06-15',
  signup_message: '',
};

export default defineScenario({
  name: 'signup-with-traffic-source-only',
  area: 'accounts',
  rules: ['signups-with-traffic-source', 'tracking-query-stored'],
  description:
    'On a site that takes signups only with a traffic source, a visitor needs a partner link with a network to sign up, and the tracking is stored with the account. As a visitor open Sign up directly and press Sign up: signup is closed. Come by a link with tracking but no network: still closed. Come by /?network=partner-7&ref=summer&sub1=banner-3 and sign up as partner.visitor@example.com: the account is created and keeps that tracking.',
  site: { signups: 'with_trafficsource' },
  steps: [
    {
      title: 'as a visitor open Sign up without a partner link and press Sign up: signup is closed',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.POST('/api/signup.php', { body: signup }))).toMatchObject({
          status: 403,
          body: { error: { code: 'signup_closed' } },
        });
      },
    },
    {
      title: 'come by a link with tracking but no network and sign up: still closed',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(
            client.POST('/api/signup.php', {
              body: { ...signup, tracking: { ref: 'newsletter', sub1: 'footer' } },
            }),
          ),
        ).toMatchObject({ status: 403, body: { error: { code: 'signup_closed' } } });
      },
    },
    {
      title: 'neither attempt created an account',
      run: async ({ login, expect }) => {
        expect(await login(signup.email, signup.password)).toMatchObject({ status: 401 });
      },
    },
    {
      title: 'come by a partner link with a network and sign up: the account is created',
      run: async ({ client, expect }) => {
        const answer = await answerOf(
          client.POST('/api/signup.php', {
            body: { ...signup, tracking: { network: 'partner-7', ref: 'summer', sub1: 'banner-3' } },
          }),
        );
        expect(answer).toMatchObject({
          status: 201,
          body: { user: { email: signup.email, status: 'not_confirmed' } },
        });
      },
    },
    {
      title: 'the tracking of the link is stored with the new account',
      run: async ({ expect, memberRecord }) => {
        // The contract answers no tracking (it is the site's, not the member's): the site's record
        // of the member shows what was kept.
        const member = await memberRecord({ email: signup.email });
        expect(member?.tracking).toEqual({ network: 'partner-7', ref: 'summer', sub1: 'banner-3' });
      },
    },
  ],
});
