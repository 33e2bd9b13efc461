import { describe, expect, it } from 'vitest';
import { exportMyData } from '../../generated/hooks/account/account';
import { takeViolations } from '../control/contract-violations';
import { members } from '../db/members';
import { blocks, conversations, likes, messages } from '../db/social';
import { transactions } from '../db/commerce';
import { personaIds } from '../seed/personas';
import { longConversationId, longConversationMessages } from '../seed/social';
import { loginAs, logoutNow, persona } from '../../tests/utils/simulation';
import { siteSettings } from '../db/site-settings';

const premium = personaIds.premium;

/** A conversation between two other members, with a line nobody but them may read. */
const seedThirdPartyConversation = async () => {
  const [a, b] = [personaIds.new, personaIds.blocked];
  await conversations.create({
    id: 9001,
    memberA: a,
    memberB: b,
    startedBy: a,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    deletedFor: [],
  });
  await messages.create({
    id: 990_001,
    conversationId: 9001,
    fromId: a,
    kind: 'text',
    text: 'A secret between new and blocked',
    photoFilename: null,
    giftId: null,
    sentAt: '2026-11-20T10:00:00.000Z',
    read: false,
  });
};

describe('data export (GDPR art. 15 and 20, decision 027)', () => {
  it('holds the member’s own account, conversations, likes, transactions and preferences', async () => {
    await loginAs('premium');
    const data = await exportMyData();

    expect(data.member.id).toBe(premium);
    expect(data.member.email).toBe('premium@sim.test');
    expect(data.member.profile.date_of_birth).toBe(persona('premium').dateOfBirth);

    const own = conversations.findMany((q) =>
      q.where({ memberA: premium }).or(q.where({ memberB: premium })),
    );
    expect(data.conversations.map((c) => c.id).sort((x, y) => x - y)).toEqual(
      own.map((c) => c.id).sort((x, y) => x - y),
    );
    const long = data.conversations.find((c) => c.id === longConversationId);
    expect(long?.messages).toHaveLength(longConversationMessages);
    const first = messages.findFirst((q) =>
      q.where({ conversationId: longConversationId, id: long?.messages[0]?.id ?? 0 }),
    );
    expect(long?.messages[0]).toMatchObject({
      direction: first?.fromId === premium ? 'sent' : 'received',
      kind: 'text',
      text: first?.text,
    });

    expect(data.likes.given).toHaveLength(likes.findMany((q) => q.where({ fromId: premium })).length);
    expect(data.likes.received).toHaveLength(likes.findMany((q) => q.where({ toId: premium })).length);
    expect(data.transactions).toHaveLength(
      transactions.findMany((q) => q.where({ memberId: premium })).length,
    );
    expect(data.notification_settings.email.promotions).toBe(false);
    expect(takeViolations()).toEqual([]);
  });

  it('names the other side of a conversation by id and name only, and leaves others’ chats out', async () => {
    await seedThirdPartyConversation();
    await loginAs('premium');
    const data = await exportMyData();
    const file = JSON.stringify(data);

    expect(file).not.toContain('A secret between new and blocked');
    expect(data.conversations.some((c) => c.id === 9001)).toBe(false);
    const withFree = data.conversations.find((c) => c.with.id === personaIds.free);
    expect(withFree?.with).toEqual({ id: personaIds.free, name: 'free' });
    // No other member's e-mail, date of birth or profile text travels with the file.
    expect(file).not.toContain('free@sim.test');
    expect(file).not.toContain(persona('free').dateOfBirth);
    const named = new Set([
      ...data.conversations.map((c) => c.with.id),
      ...data.likes.given.map((like) => like.member.id),
      ...data.likes.received.map((like) => like.member.id),
    ]);
    const othersEmails = members.findMany((q) => q.where({ id: (id) => named.has(id) })).map((m) => m.email);
    expect(othersEmails.length).toBeGreaterThan(10);
    expect(othersEmails.filter((email) => file.includes(email))).toEqual([]);
  });

  it('lists blocks the member made, not blocks of the member', async () => {
    await loginAs('free');
    const data = await exportMyData();
    expect(blocks.findMany((q) => q.where({ blockedId: personaIds.free }))).not.toHaveLength(0);
    expect(data.blocked_members.map((block) => block.member.id)).toEqual(
      blocks.findMany((q) => q.where({ blockerId: personaIds.free })).map((block) => block.blockedId),
    );
    expect(data.blocked_members.some((block) => block.member.id === personaIds.blocked)).toBe(false);
  });

  it('is answered as a file named for the site and the day', async () => {
    await loginAs('new');
    const response = await fetch(`${location.origin}/api/data-export.php`, { credentials: 'include' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="my-data-${siteSettings().domain}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
  });

  it('refuses a visitor with 403 authentication_required', async () => {
    await loginAs('premium');
    await logoutNow();
    const response = await fetch(`${location.origin}/api/data-export.php`, { credentials: 'include' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'authentication_required', message: 'Login required' },
    });
  });
});
