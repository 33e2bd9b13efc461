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
  description:
    'free@sim.test likes a member of their search who never liked them: no match, the member joins the sent likes and the matches stay as they were; liking again answers the same and stores no second like; taking the like back removes it from the sent likes, and taking it back again is answered 200 and changes nothing.',
  steps: [
    {
      title: 'free likes a member who never liked them: no match',
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
      title: 'the sent likes hold the member first (newest first), once; the matches are unchanged',
      run: async ({ client, expect }) => {
        const before = likesBefore();
        const likes = await likesOf(client);
        expect(likes.liked).toEqual([liked.member, ...before.liked]);
        expect(likes.matches).toEqual(before.matches);
        expect(likes.liked_by).toEqual(before.liked_by);
      },
    },
    {
      title: 'liking again answers the same and stores no second like',
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
      title: 'free takes the like back: the sent likes no longer hold the member',
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
      title: 'taking the like back again is answered 200 and changes nothing',
      run: async ({ client, expect }) => {
        const after = await likesOf(client);
        expect(await unlike(client, liked.member)).toMatchObject({ status: 200, body: { ok: true } });
        expect(await likesOf(client)).toEqual(after);
      },
    },
  ],
});
