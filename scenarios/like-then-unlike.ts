import type { ApiClient } from './api-client';
import { countOf, like, likesOf, unlike } from './likes-calls';
import { defineScenario } from './scenario';

/** A member of free's search who never liked free and whom free has not liked. */
const strangerInSearch = async (client: ApiClient): Promise<number> => {
  const { data, response } = await client.GET('/api/search.php', {
    params: { query: { page: 1, per_page: 24 } },
  });
  if (data === undefined) throw new Error(`search answered ${String(response.status)}`);
  const likers = new Set((await likesOf(client)).liked_by.map((liker) => liker.id));
  const stranger = data.profiles.find((card) => !card.liked && !likers.has(card.id));
  if (stranger === undefined) throw new Error('free’s search has nobody free could like first');
  return stranger.id;
};

/**
 * Whom free liked and the likes as they were before, for the steps after it. Every run starts at
 * the first step from a reset simulation, which sets it afresh.
 */
const liked = {
  member: 0,
  before: undefined as Awaited<ReturnType<typeof likesOf>> | undefined,
};

const likesBefore = () => {
  if (liked.before === undefined) throw new Error('the first step did not run');
  return liked.before;
};

export default defineScenario({
  name: 'like-then-unlike',
  area: 'likes',
  rules: ['likes-sent-received-matches'],
  description:
    'A like is stored once and can be taken back. Log in as free@sim.test and like a member of the search who never liked him: no match; Likes → Sent shows the member first. Like again: nothing changes. Press Unlike in Likes → Sent: the member leaves the list; unliking again changes nothing.',
  steps: [
    {
      title: 'log in as free@sim.test and like a member of the search who never liked him: no match',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        liked.member = await strangerInSearch(client);
        liked.before = await likesOf(client);
        expect(await like(client, liked.member)).toMatchObject({
          status: 200,
          body: { match: false, profile: { id: liked.member, liked: true } },
        });
      },
    },
    {
      title: 'open Likes → Sent: the member is first, once; Matches are unchanged',
      run: async ({ client, expect }) => {
        const before = likesBefore();
        const likes = await likesOf(client);
        expect(likes.liked).toEqual([liked.member, ...before.liked]);
        expect(likes.matches).toEqual(before.matches);
        expect(likes.liked_by).toEqual(before.liked_by);
      },
    },
    {
      title: 'press Like again: the same answer, no second like',
      run: async ({ client, expect }) => {
        const after = await likesOf(client);
        expect(await like(client, liked.member)).toMatchObject({
          status: 200,
          body: { match: false, profile: { id: liked.member, liked: true } },
        });
        const likes = await likesOf(client);
        expect(countOf(likes.liked, liked.member)).toBe(1);
        expect(likes).toEqual(after);
      },
    },
    {
      title: 'press Unlike in Likes → Sent: the member leaves the sent likes',
      run: async ({ client, expect }) => {
        expect(await unlike(client, liked.member)).toMatchObject({ status: 200, body: { ok: true } });
        const before = likesBefore();
        const likes = await likesOf(client);
        expect(countOf(likes.liked, liked.member)).toBe(0);
        expect(likes.liked).toEqual(before.liked);
        expect(likes.matches).toEqual(before.matches);
      },
    },
    {
      title: 'press Unlike again (a second tab): answered, nothing changes',
      run: async ({ client, expect }) => {
        const after = await likesOf(client);
        expect(await unlike(client, liked.member)).toMatchObject({ status: 200, body: { ok: true } });
        expect(await likesOf(client)).toEqual(after);
      },
    },
  ],
});
