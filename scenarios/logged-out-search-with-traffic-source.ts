import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const search = (client: ApiClient, network?: string) =>
  answerOf(client.GET('/api/search.php', { params: { query: network === undefined ? {} : { network } } }));

export default defineScenario({
  name: 'logged-out-search-with-traffic-source',
  description:
    'The site lets visitors search only with a traffic source (logged_out_search off, logged_out_search_trafficsource on): a visitor without one, or with a blank network, is refused with 403 authentication_required; a visitor who came with network partner-7 gets members, none of them liked.',
  site: { logged_out_search: false, logged_out_search_trafficsource: true },
  steps: [
    {
      title: 'a visitor without a traffic source is refused',
      run: async ({ client, expect }) => {
        expect(await search(client)).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
      },
    },
    {
      title: 'a blank network is no traffic source',
      run: async ({ client, expect }) => {
        expect(await search(client, '   ')).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
      },
    },
    {
      title: 'a visitor with a traffic source gets members, none liked',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/search.php', {
          params: { query: { network: 'partner-7' } },
        });
        expect(response.status).toBe(200);
        const profiles = data?.profiles ?? [];
        expect(profiles.length > 0).toBe(true);
        expect(profiles.some((profile) => profile.liked)).toBe(false);
      },
    },
  ],
});
