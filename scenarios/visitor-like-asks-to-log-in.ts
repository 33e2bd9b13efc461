import { answerOf } from './api-client';
import { countOf, like, likesOf, swipe } from './likes-calls';
import { defineScenario } from './scenario';

const loginRequired = { status: 403, body: { error: { code: 'authentication_required' } } };

/**
 * The member the visitor found in the search, for the steps after it. Every run starts at the
 * first step from a reset simulation, which sets it afresh.
 */
const found = { member: 0 };

export default defineScenario({
  name: 'visitor-like-asks-to-log-in',
  description:
    'A visitor finds a member in the search (the site lets visitors search) and presses Like: the like is refused with 403 authentication_required (the app asks them to log in), as are the likes page and a swipe; after logging in as free@sim.test the same like works, and the refused one had left nothing behind.',
  steps: [
    {
      title: 'a visitor finds a member in the search',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/search.php');
        expect(response.status).toBe(200);
        const [first] = data?.profiles ?? [];
        if (first === undefined) throw new Error('the visitor’s search found nobody');
        found.member = first.id;
      },
    },
    {
      title: 'the visitor’s like is refused: log in first',
      run: async ({ client, expect }) => {
        expect(await like(client, found.member)).toMatchObject(loginRequired);
      },
    },
    {
      title: 'the likes page and a swipe are refused too',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.GET('/api/likes.php'))).toMatchObject(loginRequired);
        expect(await swipe(client, found.member, 'like')).toMatchObject(loginRequired);
      },
    },
    {
      title: 'logged in as free, the same like works; the refused one left nothing behind',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(countOf((await likesOf(client)).liked, found.member)).toBe(0);
        expect(await like(client, found.member)).toMatchObject({
          status: 200,
          body: { profile: { id: found.member, liked: true } },
        });
        expect(countOf((await likesOf(client)).liked, found.member)).toBe(1);
      },
    },
  ],
});
