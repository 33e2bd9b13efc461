import { premiumMatchChancePercent } from '../src/domain/limits';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'premium-tiers-promise-higher-match-chance',
  area: 'money',
  rules: ['premium-match-chance-claim', 'premium-overview-tiers'],
  description: `The premium overview offers up to four tiers, one marked popular, each promising a ${String(premiumMatchChancePercent)}% higher match chance. Log in as free@sim.test and press Get Premium in the top bar: /premium shows the tiers p0 to p3 (at most four), exactly one says "Popular", and each lists "${String(premiumMatchChancePercent)}% higher chance of a match" among its features.`,
  steps: [
    {
      title:
        'log in as free@sim.test and press Get Premium: at most four tiers, p0 to p3, exactly one popular',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data } = await client.GET('/api/premium.php', { params: { query: { country: 'GB' } } });
        const tiers = data?.tiers ?? [];
        expect(tiers.length >= 1 && tiers.length <= 4).toBe(true);
        for (const tier of tiers) expect(['p0', 'p1', 'p2', 'p3'].includes(tier.id)).toBe(true);
        expect(tiers.filter((tier) => tier.popular).length).toBe(1);
      },
    },
    {
      title: `every tier promises a ${String(premiumMatchChancePercent)}% higher chance of a match`,
      run: async ({ client, expect }) => {
        const { data } = await client.GET('/api/premium.php', { params: { query: { country: 'GB' } } });
        for (const tier of data?.tiers ?? []) {
          expect(tier.match_chance_increase_percent).toBe(premiumMatchChancePercent);
          expect(tier.features.includes('match_chance')).toBe(true);
        }
      },
    },
  ],
});
