import { answerOf } from './api-client';
import { defineScenario } from './scenario';

/** The earliest terms version date of spec §9. */
const termsFloor = '2023-12-01T12:00:00Z';
const companyAdded = '2020-06-01T12:00:00Z';
const typedPhone = '+44 20-7946 0000';

export default defineScenario({
  name: 'terms-date-and-support-phone',
  area: 'visitors',
  rules: ['terms-version-date', 'support-phone-stripped'],
  description: `The terms are dated no earlier than ${termsFloor}, and the support phone is written without dashes or spaces. The site's company was added on ${companyAdded} and its support phone is typed "${typedPhone}". As a visitor open the footer's Terms: the version date is ${termsFloor}, not the company's earlier date. Open Customer service: the phone reads +442079460000 and calls that number.`,
  site: {
    support_phone: typedPhone,
    company: {
      name: 'Sim Media B.V.',
      address: 'Keizersgracht 1',
      kvk: '12345678',
      city: 'Amsterdam',
      country: 'Netherlands',
      tradenames: ['Flirtpoint'],
      vat_numbers: ['NL123456789B01'],
      added: companyAdded,
    },
  },
  steps: [
    {
      title: `as a visitor open Terms: dated ${termsFloor}, since the company was added earlier`,
      run: async ({ client, expect }) => {
        expect(await answerOf(client.GET('/api/companyinfo.php'))).toMatchObject({
          status: 200,
          body: { company: { added: companyAdded }, terms_date: termsFloor },
        });
        expect(
          await answerOf(client.GET('/api/pages.php', { params: { query: { page: 'terms', lang: 'en' } } })),
        ).toMatchObject({ status: 200, body: { page: { key: 'terms', updated_at: termsFloor } } });
      },
    },
    {
      title: `open Customer service: the phone typed "${typedPhone}" reads +442079460000`,
      run: async ({ client, expect }) => {
        expect(await answerOf(client.GET('/api/companyinfo.php'))).toMatchObject({
          body: { support_phone: '+442079460000' },
        });
      },
    },
  ],
});
