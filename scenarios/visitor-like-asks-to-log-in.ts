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
  area: 'visitors',
  rules: ['visitor-like-needs-login', 'visitor-search-setting'],
  description:
    'A visitor may search but must log in to like. As a visitor open /members and press Like on a member: "Login to like {name}\'s profile"; Likes and the swipe game ask to log in too. Log in as free@sim.test and press Like on the same member: liked, and the visitor\'s attempt left nothing behind.',
  steps: [
    {
      title: 'as a visitor open /members: members show',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/search.php');
        expect(response.status).toBe(200);
        const [first] = data?.profiles ?? [];
        if (first === undefined) throw new Error('the visitor’s search found nobody');
        found.member = first.id;
      },
    },
    {
      title: 'press Like on a member: "Login to like … profile"',
      run: async ({ client, expect }) => {
        expect(await like(client, found.member)).toMatchObject(loginRequired);
      },
    },
    {
      title: 'open Likes and the swipe game: both ask to log in',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.GET('/api/likes.php'))).toMatchObject(loginRequired);
        expect(await swipe(client, found.member, 'like')).toMatchObject(loginRequired);
      },
    },
    {
      title: 'log in as free@sim.test and press Like on the same member: liked, once',
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
