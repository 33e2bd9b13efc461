import { members } from '../mocks/db/members';
import { nichePrefixes } from '../src/domain/landing';
import { defineScenario } from './scenario';

/** The niche of each profile a landing answer shows, read from the simulated store. */
const nichesOf = (ids: readonly number[]): number[] =>
  ids.map((id) => members.findFirst((q) => q.where({ id }))?.niche ?? 0);

export default defineScenario({
  name: 'niche-prefix-keeps-niche',
  description:
    "A visitor arrives on a niche prefix (/she/landers/gallery, /gay/landers/maplanding …; spec §1 niches 2–7): the app asks for the landing with that niche, and the server answers profiles of that niche only, worded for its audience; the front door of the prefix (/she) shows the same niche's profiles; without a prefix the site's own niche (1, no special audience) shows every niche.",
  steps: [
    {
      title: 'each niche prefix shows profiles of its niche only, worded for its audience',
      run: async ({ client, expect }) => {
        for (const { niche } of nichePrefixes) {
          const { data } = await client.GET('/api/landing.php', {
            params: { query: { name: 'gallery', niche, lang: 'en' } },
          });
          const ids = data?.landing.profiles.map((profile) => profile.id) ?? [];
          expect(ids.length > 0).toBe(true);
          expect(new Set(nichesOf(ids))).toEqual(new Set([niche]));
        }
        const { data: she } = await client.GET('/api/landing.php', {
          params: { query: { name: 'gallery', niche: 2, lang: 'en' } },
        });
        expect(she?.landing.subtitle).toBe('Browse women near you.');
      },
    },
    {
      title: 'the front door of a prefix (its profiles come from the icons landing) keeps the niche too',
      run: async ({ client, expect }) => {
        const { data } = await client.GET('/api/landing.php', {
          params: { query: { name: 'iconslanding', niche: 7, lang: 'en' } },
        });
        const ids = data?.landing.profiles.map((profile) => profile.id) ?? [];
        expect(new Set(nichesOf(ids))).toEqual(new Set([7]));
      },
    },
    {
      title: "without a prefix the site's niche 1 has no special audience: several niches show",
      run: async ({ client, expect }) => {
        const { data } = await client.GET('/api/landing.php', {
          params: { query: { name: 'gallery', lang: 'en' } },
        });
        const ids = data?.landing.profiles.map((profile) => profile.id) ?? [];
        expect(new Set(nichesOf(ids)).size > 1).toBe(true);
      },
    },
  ],
});
