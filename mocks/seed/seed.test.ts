import { describe, expect, it } from 'vitest';
import { collections, dumpDatabase } from '../db';
import { seedDatabase } from './seed';

const start = Date.parse('2026-11-25T12:00:00Z');

describe('seed', () => {
  it('is reproducible: the same seed and start give identical data', async () => {
    await seedDatabase({ seed: 7, start });
    const first = JSON.stringify(dumpDatabase());
    await seedDatabase({ seed: 7, start });
    expect(JSON.stringify(dumpDatabase())).toBe(first);
    await seedDatabase({ seed: 8, start });
    expect(JSON.stringify(dumpDatabase())).not.toBe(first);
  });

  it('has the named accounts, 500 varied profiles and one conversation of 10,000 messages', async () => {
    await seedDatabase({ start });
    const emails = collections.members.all().map((m) => m.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'free@sim.test',
        'premium@sim.test',
        'new@sim.test',
        'unconfirmed@sim.test',
        'deleted@sim.test',
        'blocked@sim.test',
      ]),
    );
    const generated = collections.members.all().filter((m) => !m.email.endsWith('@sim.test'));
    expect(generated).toHaveLength(500);
    expect(new Set(generated.map((m) => m.country)).size).toBe(19);
    expect(new Set(generated.map((m) => m.sexuality))).toEqual(new Set(['hetero', 'gay', 'lesbian', 'bi']));
    expect(new Set(generated.map((m) => m.niche)).size).toBe(7);
    expect(generated.some((m) => m.fictional)).toBe(true);
    expect(generated.some((m) => m.profileStatus === 'disabled')).toBe(true);
    const counts = collections.messages
      .all()
      .reduce<Record<number, number>>(
        (acc, m) => ({ ...acc, [m.conversationId]: (acc[m.conversationId] ?? 0) + 1 }),
        {},
      );
    expect(Math.max(...Object.values(counts))).toBeGreaterThanOrEqual(10_000);
  });

  it('seeds the personas as the README describes', async () => {
    await seedDatabase({ start });
    const byName = (name: string) =>
      collections.members.findFirst((q) => q.where({ email: `${name}@sim.test` }))!;
    expect(byName('free')).toMatchObject({ paidUser: false, credits: 0 });
    expect(byName('premium')).toMatchObject({ paidUser: true, credits: 50 });
    expect(Date.parse(byName('new').signupDate)).toBe(start - 3600 * 1000);
    expect(byName('unconfirmed').status).toBe('not_confirmed');
    expect(byName('deleted').status).toBe('pending_deletion');
    expect(collections.blocks.all()).toContainEqual(
      expect.objectContaining({ blockerId: byName('blocked').id, blockedId: byName('free').id }),
    );
    expect(collections.discountCodes.findFirst((q) => q.where({ code: 'TIMEBONUS25' }))).toMatchObject({
      valuePercentage: 25,
      validity: 'once-per-user',
    });
  });
});
