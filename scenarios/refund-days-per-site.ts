import { answerOf } from './api-client';
import { defineScenario } from './scenario';

/** A site that gives more than the usual fourteen days. */
const refundDays = 30;

export default defineScenario({
  name: 'refund-days-per-site',
  area: 'visitors',
  rules: ['refund-days-per-site'],
  description: `Each site sets its own refund period. On a site with refund_days ${String(refundDays)}, as a visitor open the footer's "Returns and refunds": it says "You have ${String(refundDays)} day free returns on credit bundles you have not used."`,
  site: { refund_days: refundDays },
  steps: [
    {
      title: `as a visitor open "Returns and refunds": "You have ${String(refundDays)} day free returns …"`,
      run: async ({ client, expect }) => {
        const answer = await answerOf(
          client.GET('/api/pages.php', { params: { query: { page: 'return-policy', lang: 'en' } } }),
        );
        expect(answer.status).toBe(200);
        const text =
          answer.body !== undefined && 'page' in answer.body
            ? answer.body.page.sections.flatMap((section) => section.paragraphs).join('\n')
            : '';
        expect(text.includes(`You have ${String(refundDays)} day free returns`)).toBe(true);
        expect(text.includes('You have 14 day free returns')).toBe(false);
      },
    },
  ],
});
