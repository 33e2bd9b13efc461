import type { components } from '../generated/schema';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

const signup: components['schemas']['SignupRequest'] = {
  email: 'from.the.gallery@example.com',
  name: 'FromTheGallery',
  password: 'correct-horse-42',
  date_of_birth: '1989-11-02',
  signup_message: '',
};

/** What the campaign link carried (/bbw/landers/gallery/weekend?network=…&ref=…&sub1=…). */
const tracking = { network: 'partner-12', ref: 'weekend', sub1: 'gallery', sub2: 'bbw', sub3: 'mobile' };

export default defineScenario({
  name: 'lander-signup-with-traffic-source',
  area: 'visitors',
  rules: ['landing-pages', 'signups-with-traffic-source', 'tracking-query-stored'],
  description:
    "On a site that takes signups only with a traffic source, a signup from a partner's lander link works and keeps the tracking. As a visitor open /bbw/landers/gallery/weekend?network=partner-12&ref=weekend&sub1=gallery&sub2=bbw&sub3=mobile: the lander shows. Signing up without the link's values is refused; signing up from the lander carries them, creates the account and keeps the tracking.",
  site: { signups: 'with_trafficsource' },
  steps: [
    {
      title: "as a visitor open the partner's lander link: the campaign shows",
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/landing.php', {
          params: { query: { name: 'gallery', slug: 'weekend', niche: 4, lang: 'en' } },
        });
        expect(response.status).toBe(200);
        expect(data?.landing.title).toBe('Plans for the weekend?');
        expect((data?.landing.profiles.length ?? 0) > 0).toBe(true);
      },
    },
    {
      title: "sign up without the link's values: refused, signup is closed",
      run: async ({ client, expect }) => {
        expect(await answerOf(client.POST('/api/signup.php', { body: signup }))).toMatchObject({
          status: 403,
          body: { error: { code: 'signup_closed' } },
        });
      },
    },
    {
      title: 'sign up from the lander: the tracking goes with it, and the account is created',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(client.POST('/api/signup.php', { body: { ...signup, tracking } })),
        ).toMatchObject({
          status: 201,
          body: { user: { email: signup.email } },
        });
      },
    },
    {
      title: 'the tracking is kept with the new account (GET /__sim/member?email=… shows it)',
      run: async ({ expect, memberRecord }) => {
        // The contract answers no tracking (it is the site's): the site's record of the member shows it.
        expect((await memberRecord({ email: signup.email }))?.tracking).toEqual(tracking);
      },
    },
  ],
});
