import type { components } from '../generated/schema';
import type { ApiClient } from './api-client';

// Where one member can meet another: search, related profiles and the swipe game. Scenarios about
// who is hidden from whom read these lists as the requester sees them, by id.

type Profile = components['schemas']['Profile'];

/** Another member's profile as the requester may open it; throws when the requester may not. */
export const openProfile = async (client: ApiClient, id: number): Promise<Profile> => {
  const { data, response } = await client.GET('/api/member.php', { params: { query: { id } } });
  if (data === undefined) throw new Error(`profile ${String(id)} answered ${String(response.status)}`);
  return data.profile;
};

/**
 * Everyone a search narrowed to this profile's gender, sexuality, place and age lists, near matches
 * included: the profile is among them whenever the requester may see it, whatever the seed.
 */
export const searchAround = async (client: ApiClient, profile: Profile): Promise<number[]> => {
  const { data, response } = await client.GET('/api/search.php', {
    params: {
      query: {
        gender: profile.gender,
        sexuality: profile.sexuality,
        country: profile.country,
        ...(profile.region == null ? {} : { countryregion: profile.region }),
        min_age: profile.age,
        max_age: profile.age,
        per_page: 100,
      },
    },
  });
  if (data === undefined) throw new Error(`search answered ${String(response.status)}`);
  return [...data.profiles, ...data.similar_profiles].map((card) => card.id);
};

/** The related profiles of a member, as many as the contract allows. */
export const relatedTo = async (client: ApiClient, id: number): Promise<number[]> => {
  const { data, response } = await client.GET('/api/related.php', { params: { query: { id, limit: 24 } } });
  if (data === undefined) throw new Error(`related answered ${String(response.status)}`);
  return data.profiles.map((card) => card.id);
};

/** The swipe game's next candidates, as many as the contract allows. */
export const swipeCandidates = async (client: ApiClient): Promise<number[]> => {
  const { data, response } = await client.GET('/api/swipe.php', { params: { query: { limit: 20 } } });
  if (data === undefined) throw new Error(`swipe candidates answered ${String(response.status)}`);
  return data.candidates.map((card) => card.id);
};

/**
 * A profile whose related profiles include `id` for the requester: the first of `id`'s own
 * related profiles, the one most like it. Found through the API, so it holds for any seed.
 */
export const mostAlike = async (client: ApiClient, id: number): Promise<number> => {
  const [closest] = await relatedTo(client, id);
  if (closest === undefined) throw new Error(`profile ${String(id)} has no related profiles`);
  return closest;
};
