import { landerNames } from '../src/domain/landing';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

const notFound = { status: 404, body: { error: { code: 'not_found' } } };

export default defineScenario({
  name: 'lander-unknown-slug-404',
  description:
    "A campaign link names a slug the server does not know (/landers/gallery/no-such-campaign): every lander answers 404 not_found for it, under every niche, so the app shows its 404 page; a known slug answers its campaign title, and a slug outside the contract's pattern is refused as bad input (400) — the app does not even ask, it shows the 404 page at once.",
  steps: [
    {
      title: 'every lander answers 404 for an unknown slug, with and without a niche',
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
      title: 'a known slug answers its campaign',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/landing.php', {
          params: { query: { name: 'gallery', slug: 'summer', lang: 'en' } },
        });
        expect(response.status).toBe(200);
        expect(data?.landing.title).toBe('Summer flirts');
      },
    },
    {
      title: 'a slug outside the pattern is bad input',
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
