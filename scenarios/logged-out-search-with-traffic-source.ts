import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const search = (client: ApiClient, network?: string) =>
  answerOf(client.GET('/api/search.php', { params: { query: network === undefined ? {} : { network } } }));

export default defineScenario({
  name: 'logged-out-search-with-traffic-source',
  area: 'visitors',
  rules: ['visitor-search-traffic-source'],
  description:
    'On a site where visitors may search only with a traffic source, a visitor from a partner link sees members. As a visitor open /members without a partner link: the search asks to log in; with an empty network: the same. Come by /members?network=partner-7: members show, none of them liked.',
  site: { logged_out_search: false, logged_out_search_trafficsource: true },
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
      title: 'come by a link with an empty network: still asks to log in',
      run: async ({ client, expect }) => {
        expect(await search(client, '   ')).toMatchObject({
          status: 403,
          body: { error: { code: 'authentication_required' } },
        });
      },
    },
    {
      title: 'come by /members?network=partner-7: members show, none liked',
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
