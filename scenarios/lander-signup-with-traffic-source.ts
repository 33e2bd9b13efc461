import type { components } from '../generated/schema';
import { members } from '../mocks/db/members';
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
  description:
    "The site takes signups only from visitors with a traffic source. A visitor follows a partner's campaign link to a lander (/bbw/landers/gallery/weekend?network=partner-12&ref=weekend&sub1=gallery&sub2=bbw&sub3=mobile): the lander shows, and the signup from it carries the link's tracking values (stored by the shell with consent to marketing; the network alone without it, as the site's rule needs it — decision 030) and creates the account, with the tracking kept. The same signup without the link's values is refused.",
  site: { signups: 'with_trafficsource' },
  steps: [
    {
      title: 'the lander shows its campaign to the visitor',
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
      title: "a signup without the link's values is refused",
      run: async ({ client, expect }) => {
        expect(await answerOf(client.POST('/api/signup.php', { body: signup }))).toMatchObject({
          status: 403,
          body: { error: { code: 'signup_closed' } },
        });
      },
    },
    {
      title: 'the signup from the lander carries the tracking and creates the account',
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
      title: 'the tracking is kept with the new account',
      run: ({ expect }) => {
        // The contract answers no tracking (it is the site's): the simulated store shows it.
        expect(members.findFirst((q) => q.where({ email: signup.email }))?.tracking).toEqual(tracking);
        return Promise.resolve();
      },
    },
  ],
});
