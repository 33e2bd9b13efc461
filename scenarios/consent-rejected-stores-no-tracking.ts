import type { components } from '../generated/schema';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

const signup = (email: string, name: string): components['schemas']['SignupRequest'] => ({
  email,
  name,
  password: 'correct-horse-42',
  date_of_birth: '1990-06-15',
  signup_message: '',
});

const rejected = signup('rejected.visitor@example.com', 'RejectedVisitor');
const accepted = signup('accepted.visitor@example.com', 'AcceptedVisitor');
const campaignTracking = { network: 'partner-7', ref: 'summer', sub1: 'banner-3' };

export default defineScenario({
  name: 'consent-rejected-stores-no-tracking',
  area: 'visitors',
  rules: ['tracking-query-stored', 'signups-open'],
  description:
    'A visitor who rejects marketing cookies signs up without the link\'s tracking; one who accepts keeps it. As a visitor come by a campaign link, press "Reject" in the cookie banner and sign up: the account is created, and Settings → Your data shows no signup tracking. As another visitor come by the same link, press "Accept" and sign up: the tracking is stored with the account. (The page-bounce beacon of a visitor who rejected is never sent; e2e/consent.spec.ts checks that.)',
  site: { signups: 'all' },
  steps: [
    {
      title:
        'as a visitor who rejected marketing cookies, sign up from a campaign link: the account is created without tracking',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.POST('/api/signup.php', { body: rejected }))).toMatchObject({
          status: 201,
          body: { user: { email: rejected.email } },
        });
      },
    },
    {
      title: 'open Settings → Your data: no signup tracking',
      run: async ({ client, login, expect }) => {
        expect(await login(rejected.email, rejected.password)).toMatchObject({ status: 200 });
        expect(await answerOf(client.GET('/api/data-export.php'))).toMatchObject({
          status: 200,
          body: { member: { email: rejected.email }, signup_tracking: null },
        });
      },
    },
    {
      title: 'as a visitor who accepted, sign up from the same link: the tracking goes with the signup',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(
            client.POST('/api/signup.php', { body: { ...accepted, tracking: campaignTracking } }),
          ),
        ).toMatchObject({ status: 201, body: { user: { email: accepted.email } } });
      },
    },
    {
      title: 'the tracking is stored with that account',
      run: async ({ client, login, expect }) => {
        expect(await login(accepted.email, accepted.password)).toMatchObject({ status: 200 });
        expect(await answerOf(client.GET('/api/data-export.php'))).toMatchObject({
          status: 200,
          body: { member: { email: accepted.email }, signup_tracking: campaignTracking },
        });
      },
    },
  ],
});
