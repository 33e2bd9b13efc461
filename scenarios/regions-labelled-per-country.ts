import { regionLabelByCountry } from '../src/domain/countries';
import { answerOf } from './api-client';
import { defineScenario } from './scenario';

/** A site selling in countries whose regions go by different names. */
const countries = ['GB', 'NL', 'CH', 'PL', 'US', 'FR'] as const;

export default defineScenario({
  name: 'regions-labelled-per-country',
  area: 'members',
  rules: ['region-label-per-country'],
  description: `Each country names its regions its own way. On a site serving ${countries.join(', ')}, log in as free@sim.test and open My profile → Location (or the search's country filter): choosing ${countries.map((country) => `${country} asks for a ${regionLabelByCountry[country]}`).join(', ')}; each list holds that country's regions.`,
  site: { countries: [...countries] },
  steps: [
    {
      title:
        'log in as free@sim.test and open My profile → Location: every country of the site has its regions',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data } = await client.GET('/api/regions.php');
        expect(Object.keys(data?.regions ?? {}).sort()).toEqual([...countries].sort());
      },
    },
    {
      title: `choose each country in turn: ${countries.map((country) => `${country} ${regionLabelByCountry[country]}`).join(', ')}`,
      run: async ({ client, expect }) => {
        const answer = await answerOf(client.GET('/api/regions.php'));
        const regions = answer.body !== undefined && 'regions' in answer.body ? answer.body.regions : {};
        for (const country of countries) {
          const entry = regions[country];
          expect(entry?.label).toBe(regionLabelByCountry[country]);
          const names = (entry?.items ?? []).map((item) => item.name);
          expect(names.length > 0).toBe(true);
        }
      },
    },
  ],
});
