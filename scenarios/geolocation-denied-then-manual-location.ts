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
  area: 'members',
  rules: ['geolocation-permission'],
  description:
    'When the browser refuses the position, the member chooses the place by hand and the old position is forgotten. Log in as free@sim.test (who once saved a position in London) and open My profile → Location; press "Use my location" and refuse in the browser; choose the Netherlands, Utrecht (a province) and type Amersfoort, then Save. The profile shows Amersfoort, Utrecht. Log in as premium@sim.test: a search of Utrecht finds free, one of Greater London no longer does.',
  steps: [
    {
      title: 'log in as free@sim.test: the saved position is in London, with its place',
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
        'in My profile → Location press "Use my location", refuse in the browser, choose the Netherlands, Utrecht, type Amersfoort and Save: the old position is forgotten',
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
      title: 'reload My profile: it shows Amersfoort, Utrecht',
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
      title:
        'log in as premium@sim.test: a search of Utrecht finds free, a search of Greater London does not',
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
