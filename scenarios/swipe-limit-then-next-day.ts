import { swipeLikesPerDay } from '../src/domain/limits';
import type { ApiClient } from './api-client';
import { countOf, likesOf, swipe } from './likes-calls';
import { defineScenario } from './scenario';

/** The swipe game as free sees it now: the next candidates and the likes left today. */
const swipeGame = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/swipe.php', { params: { query: { limit: 20 } } });
  if (data === undefined) throw new Error(`swipe candidates answered ${String(response.status)}`);
  return data;
};

const nextCandidate = async (client: ApiClient): Promise<number> => {
  const [next] = (await swipeGame(client)).candidates;
  if (next === undefined) throw new Error('the swipe game has no candidate left');
  return next.id;
};

/**
 * The like refused at the limit and the wait it named, for the steps after it. Every run starts at
 * the first step from a reset simulation, which sets it afresh.
 */
const refused = { member: 0, retryAfter: 0 };

export default defineScenario({
  name: 'swipe-limit-then-next-day',
  description: `free@sim.test plays the swipe game: the day starts with ${String(swipeLikesPerDay)} likes, each swipe like counts one down and is an ordinary like; with none left a pass still works, but the next like is refused with 429 swipe_limit and retry_after until midnight; once that wait is over the likes are back and the refused like works.`,
  steps: [
    {
      title: `the day starts with all ${String(swipeLikesPerDay)} likes`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const game = await swipeGame(client);
        expect(game).toMatchObject({ likes_left_today: swipeLikesPerDay, limit_per_day: swipeLikesPerDay });
        expect(game.candidates.length > 0).toBe(true);
      },
    },
    {
      title: 'each swipe like counts the likes left down and joins the sent likes',
      run: async ({ client, expect }) => {
        for (let used = 1; used <= swipeLikesPerDay; used += 1) {
          const candidate = await nextCandidate(client);
          expect(await swipe(client, candidate, 'like')).toMatchObject({
            status: 200,
            body: { likes_left_today: swipeLikesPerDay - used },
          });
          expect(countOf((await likesOf(client)).liked, candidate)).toBe(1);
          expect(await swipeGame(client)).toMatchObject({ likes_left_today: swipeLikesPerDay - used });
        }
      },
    },
    {
      title: 'with no like left a pass still works',
      run: async ({ client, expect }) => {
        const candidate = await nextCandidate(client);
        expect(await swipe(client, candidate, 'pass')).toMatchObject({
          status: 200,
          body: { likes_left_today: 0, match: false },
        });
        expect((await swipeGame(client)).candidates.some((card) => card.id === candidate)).toBe(false);
      },
    },
    {
      title: 'the next like is refused with swipe_limit and the wait until the reset',
      run: async ({ client, expect }) => {
        refused.member = await nextCandidate(client);
        const answer = await swipe(client, refused.member, 'like');
        expect(answer).toMatchObject({ status: 429, body: { error: { code: 'swipe_limit' } } });
        const retryAfter =
          answer.body !== undefined && 'error' in answer.body ? (answer.body.error.retry_after ?? 0) : 0;
        expect(retryAfter > 0).toBe(true);
        refused.retryAfter = retryAfter;
        expect(countOf((await likesOf(client)).liked, refused.member)).toBe(0);
      },
    },
    {
      title: 'once the wait is over the likes are back and the refused like works',
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(refused.retryAfter + 1);
        expect(await swipeGame(client)).toMatchObject({
          likes_left_today: swipeLikesPerDay,
          limit_per_day: swipeLikesPerDay,
        });
        expect(await swipe(client, refused.member, 'like')).toMatchObject({
          status: 200,
          body: { likes_left_today: swipeLikesPerDay - 1 },
        });
        expect(countOf((await likesOf(client)).liked, refused.member)).toBe(1);
      },
    },
  ],
});
