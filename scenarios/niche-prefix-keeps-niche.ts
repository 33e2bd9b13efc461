import { nichePrefixes } from '../src/domain/landing';
import { defineScenario, type ScenarioApi } from './scenario';

/** The niche of each profile a landing answer shows, as the site keeps it (its API does not say). */
const nichesOf = async ({ memberRecord }: ScenarioApi, ids: readonly number[]): Promise<number[]> =>
  Promise.all(ids.map(async (id) => (await memberRecord({ id }))?.niche ?? 0));

export default defineScenario({
  name: 'niche-prefix-keeps-niche',
  area: 'visitors',
  rules: ['niche-landing-prefixes'],
  description:
    "A niche prefix shows profiles of that niche only, worded for its audience. As a visitor open /she/landers/gallery, /gay/landers/maplanding and the other prefixes of niches 2 to 7: each shows profiles of its niche only. Open /she: the same niche. Without a prefix the site's own niche (1) shows profiles of several niches.",
  steps: [
    {
      title:
        'as a visitor open a lander under each niche prefix: profiles of that niche only, worded for its audience',
      run: async (api) => {
        const { client, expect } = api;
        for (const { niche } of nichePrefixes) {
          const { data } = await client.GET('/api/landing.php', {
            params: { query: { name: 'gallery', niche, lang: 'en' } },
          });
          const ids = data?.landing.profiles.map((profile) => profile.id) ?? [];
          expect(ids.length > 0).toBe(true);
          expect(new Set(await nichesOf(api, ids))).toEqual(new Set([niche]));
        }
        const { data: she } = await client.GET('/api/landing.php', {
          params: { query: { name: 'gallery', niche: 2, lang: 'en' } },
        });
        expect(she?.landing.subtitle).toBe('Browse women near you.');
      },
    },
    {
      title: "open a prefix's front door (/she): the same niche's profiles",
      run: async (api) => {
        const { client, expect } = api;
        const { data } = await client.GET('/api/landing.php', {
          params: { query: { name: 'iconslanding', niche: 7, lang: 'en' } },
        });
        const ids = data?.landing.profiles.map((profile) => profile.id) ?? [];
        expect(new Set(await nichesOf(api, ids))).toEqual(new Set([7]));
      },
    },
    {
      title: 'open a lander without a prefix: profiles of several niches',
      run: async (api) => {
        const { client, expect } = api;
        const { data } = await client.GET('/api/landing.php', {
          params: { query: { name: 'gallery', lang: 'en' } },
        });
        const ids = data?.landing.profiles.map((profile) => profile.id) ?? [];
        expect(new Set(await nichesOf(api, ids)).size > 1).toBe(true);
      },
    },
  ],
});
