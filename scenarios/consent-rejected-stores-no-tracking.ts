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
  description:
    'Decision 030: the consent gate is the client’s (it keeps a link’s tracking out of the browser until marketing is allowed), so the server side of a refusal is a signup without tracking. A visitor who rejected arrived by a campaign link but signs up without tracking; the account is created and the data export shows no signup tracking. A visitor who accepted sends the link’s tracking, which is stored with the account. The page-bounce beacon of a visitor who rejected is never sent, which no API answer can show: e2e/consent.spec.ts checks it.',
  site: { signups: 'all' },
  steps: [
    {
      title: 'the visitor who rejected signs up without tracking, and the account is created',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.POST('/api/signup.php', { body: rejected }))).toMatchObject({
          status: 201,
          body: { user: { email: rejected.email } },
        });
      },
    },
    {
      title: 'their data export holds no signup tracking',
      run: async ({ client, login, expect }) => {
        expect(await login(rejected.email, rejected.password)).toMatchObject({ status: 200 });
        expect(await answerOf(client.GET('/api/data-export.php'))).toMatchObject({
          status: 200,
          body: { member: { email: rejected.email }, signup_tracking: null },
        });
      },
    },
    {
      title: 'a visitor who accepted sends the link’s tracking with the signup',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(
            client.POST('/api/signup.php', { body: { ...accepted, tracking: campaignTracking } }),
          ),
        ).toMatchObject({ status: 201, body: { user: { email: accepted.email } } });
      },
    },
    {
      title: 'and the tracking is stored with that account',
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
