import { describe, expect, it } from 'vitest';
import { getMember, searchMembers } from '../../generated/hooks/members/members';
import type { ProfileCard, ReportRequest } from '../../generated/model';
import { reportDetailsMaxLength } from '../../src/domain/report-rules';
import { clock } from '../../src/lib/clock';
import { loginAs, logoutNow, simulationClient } from '../../tests/utils/simulation';
import { simulation } from '../control';
import { members } from '../db/members';
import { reports } from '../db/reports';
import { blocks } from '../db/social';

/** A generated profile free@sim.test sees in search (members.test.ts uses the same one). */
const shownToFree = 111;

/**
 * Raw calls with the key the app would make for one press of Send: tests see each answer the
 * server gives, which the app's retry policy would hide, and the 409's `reference`.
 */
const report = async (body: ReportRequest, key: string = crypto.randomUUID()) => {
  const { data, error, response } = await simulationClient().POST('/api/report.php', {
    body,
    params: { header: { 'Idempotency-Key': key } },
  });
  return { status: response.status, body: data ?? error };
};

/** The reference a filed report answered with ('' for any other answer). */
const referenceIn = (answer: Awaited<ReturnType<typeof report>>): string =>
  'report' in answer.body ? answer.body.report.reference : '';

const reportsBy = (reporterId: number) => reports.findMany((q) => q.where({ reporterId }));

const isBlocking = (blockerId: number, blockedId: number) =>
  blocks.findFirst((q) => q.where({ blockerId, blockedId })) !== undefined;

/** Every page of free's search, so a test can tell who is never listed. */
const searchAll = async (): Promise<ProfileCard[]> => {
  const cards: ProfileCard[] = [];
  for (let page = 1; ; page += 1) {
    const result = await searchMembers({ page, per_page: 100 });
    cards.push(...result.profiles);
    if (page * 100 >= result.num_results) return cards;
  }
};

describe('reporting a member (issue 14 item 6, DSA art. 16)', () => {
  it('files an open report with a readable reference, without blocking unless asked', async () => {
    await loginAs('free');
    const before = clock.nowMs();
    const answer = await report({
      profile_id: shownToFree,
      reason: 'fake_profile',
      details: '  Stock photos \n',
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        report: {
          reference: `R-${String(clock.now().getUTCFullYear())}-000001`,
          status: 'open',
          reason: 'fake_profile',
        },
        blocked: false,
      },
    });
    // Filed at the simulation's time, which runs on while the request is answered.
    const createdAt = reportsBy(1)[0]?.createdAt ?? '';
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(createdAt)).toBeLessThanOrEqual(clock.nowMs());
    expect(answer.body).toMatchObject({ report: { created_at: createdAt } });
    expect(reportsBy(1)).toEqual([
      expect.objectContaining({ reportedId: shownToFree, details: 'Stock photos', status: 'open' }),
    ]);
    expect(isBlocking(1, shownToFree)).toBe(false);
  });

  it('takes a report without details for a named reason, and numbers reports on', async () => {
    await loginAs('free');
    await report({ profile_id: shownToFree, reason: 'harassment' });
    const second = await report({ profile_id: 2, reason: 'scam_or_spam', details: '' });
    expect(second.status).toBe(201);
    expect(referenceIn(second)).toMatch(/^R-\d{4}-000002$/);
  });

  it('refuses a second report of the same member while the first is open, naming the first', async () => {
    await loginAs('free');
    const first = await report({ profile_id: shownToFree, reason: 'harassment' });
    const reference = referenceIn(first);
    expect(reference).toMatch(/^R-\d{4}-\d{6}$/);

    const again = await report({
      profile_id: shownToFree,
      reason: 'other',
      details: 'Still at it',
      also_block: true,
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'already_reported', reference } } });
    // Refused means nothing changed: no second report, and no block either.
    expect(reportsBy(1)).toHaveLength(1);
    expect(isBlocking(1, shownToFree)).toBe(false);
  });

  it('takes a new report once the earlier one is closed, and counts pairs, not members', async () => {
    await loginAs('free');
    await report({ profile_id: shownToFree, reason: 'harassment' });
    await reports.updateMany((q) => q.where({ reporterId: 1 }), { data: (r) => void (r.status = 'closed') });
    expect(await report({ profile_id: shownToFree, reason: 'harassment' })).toMatchObject({ status: 201 });

    await loginAs('premium');
    expect(await report({ profile_id: shownToFree, reason: 'fake_profile' })).toMatchObject({ status: 201 });
    expect(reports.findMany((q) => q.where({ reportedId: shownToFree, status: 'open' }))).toHaveLength(2);
  });

  it('blocks in the same step with also_block, as the block button does', async () => {
    await loginAs('free');
    expect((await searchAll()).map((card) => card.id)).toContain(shownToFree);

    const answer = await report({ profile_id: shownToFree, reason: 'scam_or_spam', also_block: true });
    expect(answer).toMatchObject({ status: 201, body: { blocked: true } });
    expect(blocks.findMany((q) => q.where({ blockerId: 1, blockedId: shownToFree }))).toHaveLength(1);
    expect((await searchAll()).map((card) => card.id)).not.toContain(shownToFree);
    await expect(getMember({ id: shownToFree })).resolves.toMatchObject({ relation: { blocked: true } });
  });

  it('says blocked when the member was blocked before, and blocks nobody twice', async () => {
    await loginAs('free');
    await simulationClient().POST('/api/block.php', { body: { profile_id: shownToFree } });
    expect(await report({ profile_id: shownToFree, reason: 'harassment' })).toMatchObject({
      status: 201,
      body: { blocked: true },
    });
    await simulationClient().POST('/api/block.php', { body: { profile_id: 2 } });
    expect(await report({ profile_id: 2, reason: 'harassment', also_block: true })).toMatchObject({
      status: 201,
      body: { blocked: true },
    });
    expect(blocks.findMany((q) => q.where({ blockerId: 1, blockedId: 2 }))).toHaveLength(1);
  });

  it('lets a member report someone who blocked them', async () => {
    await loginAs('free');
    // The seed's blocked@sim.test (6) has blocked free.
    expect(await report({ profile_id: 6, reason: 'harassment' })).toMatchObject({ status: 201 });
  });

  it('refuses reporting oneself, and other without details, naming each field', async () => {
    await loginAs('free');
    expect(await report({ profile_id: 1, reason: 'fake_profile' })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation', fields: { profile_id: 'not_allowed' } } },
    });
    expect(await report({ profile_id: shownToFree, reason: 'other' })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation', fields: { details: 'required' } } },
    });
    expect(await report({ profile_id: shownToFree, reason: 'other', details: ' \n ' })).toMatchObject({
      status: 400,
      body: { error: { fields: { details: 'required' } } },
    });
    expect(await report({ profile_id: 1, reason: 'other' })).toMatchObject({
      status: 400,
      body: { error: { fields: { profile_id: 'not_allowed', details: 'required' } } },
    });
    expect(reportsBy(1)).toHaveLength(0);
  });

  it('refuses an unknown reason and details over the limit by the contract', async () => {
    await loginAs('free');
    const unknownReason = await simulationClient().POST('/api/report.php', {
      // A reason the contract does not list, as an outdated or tampered client would send it.
      body: { profile_id: shownToFree, reason: 'rude' } as unknown as ReportRequest,
    });
    expect(unknownReason.response.status).toBe(400);
    expect(unknownReason.error).toMatchObject({
      error: { code: 'validation', fields: { reason: 'invalid' } },
    });
    expect(
      await report({
        profile_id: shownToFree,
        reason: 'harassment',
        details: 'x'.repeat(reportDetailsMaxLength + 1),
      }),
    ).toMatchObject({ status: 400, body: { error: { fields: { details: 'too_long' } } } });
    expect(
      await report({
        profile_id: shownToFree,
        reason: 'harassment',
        details: 'x'.repeat(reportDetailsMaxLength),
      }),
    ).toMatchObject({ status: 201 });
  });

  it('answers 404 for unknown, disabled and deleted profiles', async () => {
    await loginAs('free');
    const disabled = members.all().find((m) => m.profileStatus === 'disabled');
    expect(disabled).toBeDefined();
    for (const id of [999_999, disabled?.id ?? 0, 5]) {
      expect(await report({ profile_id: id, reason: 'fake_profile' })).toMatchObject({
        status: 404,
        body: { error: { code: 'not_found' } },
      });
    }
    expect(reportsBy(1)).toHaveLength(0);
  });

  it('is for members only', async () => {
    await loginAs('free');
    await logoutNow();
    expect(await report({ profile_id: shownToFree, reason: 'fake_profile' })).toMatchObject({
      status: 403,
      body: { error: { code: 'authentication_required' } },
    });
    expect(reports.all()).toHaveLength(0);
  });
});

describe('a repeated Idempotency-Key', () => {
  it('answers the first report again, filing one', async () => {
    await loginAs('free');
    const key = 'report-same-key-0001';
    const first = await report({ profile_id: shownToFree, reason: 'harassment', also_block: true }, key);
    const again = await report({ profile_id: shownToFree, reason: 'harassment', also_block: true }, key);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(reportsBy(1)).toHaveLength(1);
  });

  it('gets the report whose answer was lost, instead of a refusal', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'reportMember', loseAnswer: 'drop', once: true });
    const key = 'report-lost-answer-0001';
    await expect(report({ profile_id: shownToFree, reason: 'fake_profile' }, key)).rejects.toThrow(TypeError);
    expect(reportsBy(1)).toHaveLength(1);

    const retry = await report({ profile_id: shownToFree, reason: 'fake_profile' }, key);
    expect(retry).toMatchObject({
      status: 201,
      body: { report: { reference: reportsBy(1)[0]?.reference } },
    });
    expect(reportsBy(1)).toHaveLength(1);
  });
});
