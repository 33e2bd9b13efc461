import { landerNames } from '../src/domain/landing';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

const notFound = { status: 404, body: { error: { code: 'not_found' } } };

export default defineScenario({
  name: 'lander-unknown-slug-404',
  area: 'visitors',
  rules: ['landing-pages', 'not-found-page'],
  description:
    'A lander link with a campaign the server does not know shows the 404 page. As a visitor open /landers/gallery/no-such-campaign (and the same under a niche prefix such as /she/…): the 404 page with "Back to the home page". A known campaign shows its title; a malformed slug shows the 404 page without asking the server.',
  steps: [
    {
      title:
        'as a visitor open every lander with the slug no-such-campaign, with and without a niche: the 404 page',
      run: async ({ client, expect }) => {
        for (const name of landerNames) {
          for (const niche of [undefined, 2, 7] as const) {
            expect(
              await answerOf(
                client.GET('/api/landing.php', {
                  params: { query: { name, slug: 'no-such-campaign', niche } },
                }),
              ),
            ).toMatchObject(notFound);
          }
        }
      },
    },
    {
      title: 'open a lander with a known campaign: its title shows',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/landing.php', {
          params: { query: { name: 'gallery', slug: 'summer', lang: 'en' } },
        });
        expect(response.status).toBe(200);
        expect(data?.landing.title).toBe('Summer flirts');
      },
    },
    {
      title: 'open a lander with a malformed slug: refused as bad input, the 404 page',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(
            client.GET('/api/landing.php', { params: { query: { name: 'video', slug: '<script>' } } }),
          ),
        ).toMatchObject({ status: 400 });
      },
    },
  ],
});
