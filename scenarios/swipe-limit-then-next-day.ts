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
  area: 'likes',
  rules: ['swipe-four-likes-per-day'],
  description: `The swipe game gives ${String(swipeLikesPerDay)} likes a day, then waits until the next day. Log in as free@sim.test and open the swipe game: ${String(swipeLikesPerDay)} likes left. Swipe right ${String(swipeLikesPerDay)} times: each counts one down and joins Likes → Sent. With none left, swiping left still works, but swiping right says to wait until midnight. Move the clock past midnight in the cockpit: the likes are back and the swipe works.`,
  steps: [
    {
      title: `log in as free@sim.test and open the swipe game: ${String(swipeLikesPerDay)} likes left today`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const game = await swipeGame(client);
        expect(game).toMatchObject({ likes_left_today: swipeLikesPerDay, limit_per_day: swipeLikesPerDay });
        expect(game.candidates.length > 0).toBe(true);
      },
    },
    {
      title: `swipe right ${String(swipeLikesPerDay)} times: each counts one down and appears in Likes → Sent`,
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
      title: 'swipe left with no like left: the pass works',
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
      title: 'swipe right: refused, with the time until midnight',
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
      title:
        'move the clock past midnight in the cockpit and swipe right again: the likes are back and it works',
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
