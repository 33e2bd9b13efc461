import type { components } from '../generated/schema';
import { members } from '../mocks/db/members';
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
  description:
    'The site takes signups only from visitors with a traffic source (signups: with_trafficsource): a signup without tracking, or with tracking but no network, is refused with signup_closed and creates nothing; the same signup with the stored tracking {network, ref, sub1} creates the account, and the tracking is stored with it.',
  site: { signups: 'with_trafficsource' },
  steps: [
    {
      title: 'without tracking the signup is refused with signup_closed',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.POST('/api/signup.php', { body: signup }))).toMatchObject({
          status: 403,
          body: { error: { code: 'signup_closed' } },
        });
      },
    },
    {
      title: 'tracking without a network is no traffic source either',
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
      title: 'the refusals created no account',
      run: async ({ login, expect }) => {
        expect(await login(signup.email, signup.password)).toMatchObject({ status: 401 });
      },
    },
    {
      title: 'with the traffic source the signup creates the account',
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
      title: 'the tracking is stored with the new account',
      run: ({ expect }) => {
        // The contract answers no tracking (it is the site's, not the member's): the simulated
        // store shows what was kept.
        const member = members.findFirst((q) => q.where({ email: signup.email }));
        expect(member?.tracking).toEqual({ network: 'partner-7', ref: 'summer', sub1: 'banner-3' });
        return Promise.resolve();
      },
    },
  ],
});
