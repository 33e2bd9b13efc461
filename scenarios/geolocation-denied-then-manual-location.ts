import type { components } from '../generated/schema';
import { personaIds } from '../mocks/seed/personas';
import { answerOf, type ApiClient } from './api-client';
import { openProfile } from './member-lists';
import { defineScenario } from './scenario';

// A refused geolocation is the browser's state and never reaches the server: what the API sees is
// a place saved by hand, without a position. The screens' part (the refusal said, the fields kept
// usable) is in src/features/profile/location/location-block.test.tsx and the signup's step test.

const freeId = personaIds.free;
const chosenByHand = { country: 'NL', region: 'Utrecht', city: 'Amersfoort' } as const;
const noPosition = { latitude: null, longitude: null } as const;

type Profile = components['schemas']['Profile'];

/** The exact matches (not the near ones) of a search for members like `profile` in one place. */
const foundIn = async (client: ApiClient, profile: Profile, country: string, region: string) => {
  const { data, response } = await client.GET('/api/search.php', {
    params: {
      query: {
        gender: profile.gender,
        sexuality: profile.sexuality,
        country,
        countryregion: region,
        min_age: profile.age,
        max_age: profile.age,
        per_page: 100,
      },
    },
  });
  if (data === undefined) throw new Error(`search answered ${String(response.status)}`);
  return data.profiles.find((card) => card.id === freeId);
};

export default defineScenario({
  name: 'geolocation-denied-then-manual-location',
  description:
    'free@sim.test, who once saved their position in London, refuses the browser their position on the profile’s location block and chooses the Netherlands, Utrecht (a province) and types Amersfoort by hand; the save forgets the old coordinates; their own profile and the logged-in user show the place chosen, and premium@sim.test finds them in a search of Utrecht and no longer in one of Greater London.',
  steps: [
    {
      title: 'free once saved a position found in London with its place',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const located = {
          country: 'GB',
          region: 'Greater London',
          city: 'London',
          latitude: 51.51,
          longitude: -0.13,
        };
        expect(await answerOf(client.PUT('/api/profile.php', { body: located }))).toMatchObject({
          status: 200,
          body: { profile: located },
        });
      },
    },
    {
      title:
        'the browser refuses the position: free saves a place chosen by hand, the old position forgotten',
      run: async ({ client, expect }) => {
        // The region is chosen from the country's list, which names Dutch regions provinces.
        const dutch = (await client.GET('/api/regions.php')).data?.regions.NL;
        expect(dutch?.label).toBe('province');
        expect(dutch?.items.some((region) => region.name === chosenByHand.region)).toBe(true);
        expect(
          await answerOf(client.PUT('/api/profile.php', { body: { ...chosenByHand, ...noPosition } })),
        ).toMatchObject({ status: 200, body: { profile: { ...chosenByHand, ...noPosition } } });
      },
    },
    {
      title: 'their own profile and the logged-in user show the place chosen by hand',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.GET('/api/profile.php'))).toMatchObject({
          status: 200,
          body: { profile: { ...chosenByHand, ...noPosition } },
        });
        expect(await answerOf(client.GET('/api/user.php'))).toMatchObject({
          status: 200,
          body: { user: { profile: chosenByHand } },
        });
      },
    },
    {
      title: 'premium finds free in a search of Utrecht, and no longer in one of Greater London',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const free = await openProfile(client, freeId);
        expect(free).toMatchObject(chosenByHand);
        expect(await foundIn(client, free, 'NL', 'Utrecht')).toMatchObject(chosenByHand);
        expect(await foundIn(client, free, 'GB', 'Greater London')).toBe(undefined);
      },
    },
  ],
});
