import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const search = (client: ApiClient, network?: string) =>
  answerOf(client.GET('/api/search.php', { params: { query: network === undefined ? {} : { network } } }));

export default defineScenario({
  name: 'logged-out-search-disabled',
  area: 'visitors',
  rules: ['visitor-search-setting'],
  description:
    'On a site where only members may search, a visitor is asked to log in, traffic source or not. As a visitor open /members: the search asks to log in; coming by a partner link does not help. Log in as free@sim.test: the search shows members.',
  site: { logged_out_search: false, logged_out_search_trafficsource: false },
  steps: [
    {
      title: 'as a visitor open /members: the search asks to log in',
      run: async ({ client, expect }) => {
        expect(await search(client)).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
      },
    },
    {
      title: 'come by a partner link (?network=partner-7) and open /members: still asks to log in',
      run: async ({ client, expect }) => {
        expect(await search(client, 'partner-7')).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
      },
    },
    {
      title: 'log in as free@sim.test: the search shows members',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data } = await client.GET('/api/search.php');
        expect((data?.num_results ?? 0) > 0).toBe(true);
      },
    },
  ],
});
