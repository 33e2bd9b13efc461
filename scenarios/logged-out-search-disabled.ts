import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const search = (client: ApiClient, network?: string) =>
  answerOf(client.GET('/api/search.php', { params: { query: network === undefined ? {} : { network } } }));

export default defineScenario({
  name: 'logged-out-search-disabled',
  description:
    'The site lets only members search (logged_out_search and logged_out_search_trafficsource off): a visitor’s search is refused with 403 authentication_required, with or without a traffic source; after logging in, free@sim.test’s search answers members.',
  site: { logged_out_search: false, logged_out_search_trafficsource: false },
  steps: [
    {
      title: 'a visitor’s search is refused with authentication_required',
      run: async ({ client, expect }) => {
        expect(await search(client)).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
      },
    },
    {
      title: 'a traffic source does not help while the site does not take one',
      run: async ({ client, expect }) => {
        expect(await search(client, 'partner-7')).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
      },
    },
    {
      title: 'a member’s search answers members',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data } = await client.GET('/api/search.php');
        expect((data?.num_results ?? 0) > 0).toBe(true);
      },
    },
  ],
});
