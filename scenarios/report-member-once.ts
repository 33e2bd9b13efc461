import type { ReportReason } from '../src/domain/report-rules';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** The contract's `ReportReference`: `R-`, the year, a running number of six digits or more. */
const referencePattern = /^R-\d{4}-\d{6,}$/;

/** free@sim.test's first page of search, as the members page shows it. */
const firstPage = async (client: ApiClient) => {
  const { data } = await client.GET('/api/search.php', { params: { query: { page: 1, per_page: 24 } } });
  if (data === undefined) throw new Error('free cannot search');
  return data;
};

const memberAt = async (client: ApiClient, index: number): Promise<number> => {
  const profile = (await firstPage(client)).profiles[index];
  if (profile === undefined) throw new Error(`free's search has no member ${String(index + 1)}`);
  return profile.id;
};

/** One press of Send in the report form: a key of its own, as the app makes one per attempt. */
const report = (
  client: ApiClient,
  body: { profile_id: number; reason: ReportReason; also_block?: boolean },
) =>
  answerOf(
    client.POST('/api/report.php', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey('report-member') } },
    }),
  );

/**
 * What the first step filed, for the steps after it. Every run starts at the first step from a
 * reset simulation, which sets it afresh.
 */
const filed = { reference: '' };

export default defineScenario({
  name: 'report-member-once',
  area: 'members',
  rules: ['report-and-block-member'],
  description:
    'A member can report another member once, and block them in the same step. Log in as free@sim.test; open the first member of the search and press Report: the report is filed with a reference (R-<year>-<number>), and the member stays in the search. Report the same member again: "already reported", naming the first reference. Report the second member of the search with "Also block" ticked: they leave the search at once.',
  steps: [
    {
      title:
        'log in as free@sim.test; open the first member of the search and press Report: a reference R-<year>-<number>; the member stays in the search',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const reported = await memberAt(client, 0);
        const answer = await report(client, { profile_id: reported, reason: 'fake_profile' });
        expect(answer).toMatchObject({
          status: 201,
          body: { report: { status: 'open', reason: 'fake_profile' }, blocked: false },
        });
        const reference =
          answer.body !== undefined && 'report' in answer.body ? answer.body.report.reference : '';
        expect(referencePattern.test(reference)).toBe(true);
        filed.reference = reference;
        expect(await memberAt(client, 0)).toBe(reported);
      },
    },
    {
      title: 'report the same member again: refused as already reported, naming the first reference',
      run: async ({ client, expect }) => {
        const reported = await memberAt(client, 0);
        expect(await report(client, { profile_id: reported, reason: 'harassment' })).toMatchObject({
          status: 409,
          body: { error: { code: 'already_reported', reference: filed.reference } },
        });
      },
    },
    {
      title: 'report the second member with "Also block" ticked: blocked, they leave the search at once',
      run: async ({ client, expect }) => {
        const before = await firstPage(client);
        const reported = await memberAt(client, 1);
        expect(
          await report(client, { profile_id: reported, reason: 'scam_or_spam', also_block: true }),
        ).toMatchObject({ status: 201, body: { blocked: true } });
        const after = await firstPage(client);
        expect(after.num_results).toBe(before.num_results - 1);
        expect(after.profiles.some((profile) => profile.id === reported)).toBe(false);
      },
    },
  ],
});
