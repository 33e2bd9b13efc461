import { describe, expect, it } from 'vitest';
import { getUser, postUser } from '../../generated/hooks/account/account';
import { sendMessage, startConversation } from '../../generated/hooks/chat/chat';
import {
  getNotifications,
  getNotificationSettings,
  markNotificationsRead,
  saveNotificationSettings,
  unsubscribePush,
} from '../../generated/hooks/notifications/notifications';
import type { NotificationPreferences } from '../../generated/model';
import { members } from '../db/members';
import { notifications, notificationSettings } from '../db/social';
import { personaIds } from '../seed/personas';
import { loginAs, persona } from '../../tests/utils/simulation';
import { mainImage } from './support/serialize';

const allOff: NotificationPreferences = {
  new_conversations: false,
  new_messages: false,
  likes: false,
  unread_reminders: false,
  promotions: false,
  new_members: false,
  news: false,
  reminders: false,
};

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/sim-browser-1',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/** Thirty notifications for free, one a minute, id 100 the oldest. */
const seedFreeNotifications = async () => {
  for (let n = 0; n < 30; n += 1) {
    await notifications.create({
      id: 100 + n,
      memberId: 1,
      type: n % 2 === 0 ? 'likes' : 'news',
      profileId: n % 2 === 0 ? 2 : null,
      createdAt: new Date(Date.parse('2026-11-25T10:00:00Z') + n * 60_000).toISOString(),
      read: n < 10,
    });
  }
};

const disableMail = (reasons: ('fbl' | 'bounce' | 'listunsubscribe')[]) =>
  members.update((q) => q.where({ id: 1 }), { data: (m) => void (m.notificationsDisabled = reasons) });

describe('notifications list (spec §2 notifications, §9 types)', () => {
  it('answers the member’s notifications with the profile they are about', async () => {
    await loginAs('premium');
    const about = members.findFirst((q) => q.where({ id: 121 }));
    const seeded = notifications.findFirst((q) => q.where({ id: 1 }));
    await expect(getNotifications()).resolves.toEqual({
      notifications: [
        {
          id: 1,
          type: 'likes',
          created_at: seeded?.createdAt,
          read: false,
          profile: { id: 121, name: about?.name, main_image: mainImage(121) },
        },
      ],
      num_results: 1,
      num_unread: 1,
    });
  });

  it('pages newest first and counts all and unread', async () => {
    await loginAs('free');
    await seedFreeNotifications();
    const first = await getNotifications({ per_page: 10 });
    expect(first.notifications.map((n) => n.id)).toEqual([129, 128, 127, 126, 125, 124, 123, 122, 121, 120]);
    expect(first).toMatchObject({ num_results: 30, num_unread: 20 });
    const third = await getNotifications({ page: 3, per_page: 10 });
    expect(third.notifications.map((n) => n.id).at(-1)).toBe(100);
    await expect(getNotifications({ page: 4, per_page: 10 })).resolves.toMatchObject({
      notifications: [],
      num_results: 30,
    });
    expect(first.notifications.find((n) => n.id === 128)).toMatchObject({
      profile: { id: 2, name: 'premium' },
    });
    expect(first.notifications.find((n) => n.id === 129)).not.toHaveProperty('profile');
  });

  it('needs a session', async () => {
    await expect(getNotifications()).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
  });
});

describe('notifications of messages (spec §9 new conversations, new messages)', () => {
  it('tells the receiver of a conversation’s first message, then of each message after it', async () => {
    await loginAs('premium');
    const { conversation } = await startConversation({ profile_id: personaIds.new });
    await sendMessage({ conversation: conversation.id, text: 'Hello there' });
    await sendMessage({ conversation: conversation.id, text: 'How are you?' });

    await loginAs('new');
    const { notifications: received, num_unread: unread } = await getNotifications();
    const about = { id: personaIds.premium, name: 'premium', main_image: mainImage(personaIds.premium) };
    expect(received).toMatchObject([
      { type: 'new_messages', read: false, profile: about },
      { type: 'new_conversations', read: false, profile: about },
    ]);
    expect(unread).toBe(2);
  });

  it('tells the other member, not the sender, of a message in a conversation already going', async () => {
    await loginAs('free');
    const before = notifications.findMany((q) => q.where({ memberId: personaIds.premium })).length;
    await sendMessage({ conversation: 1, text: 'Still there?' });
    expect(notifications.findMany((q) => q.where({ memberId: personaIds.free }))).toEqual([]);
    const premiums = notifications.findMany((q) => q.where({ memberId: personaIds.premium }));
    expect(premiums).toHaveLength(before + 1);
    expect(premiums.at(-1)).toMatchObject({ type: 'new_messages', profileId: personaIds.free, read: false });
  });

  it('tells nobody of a message that was refused', async () => {
    await loginAs('free');
    const before = notifications.all().length;
    await expect(sendMessage({ conversation: 1, text: '   ' })).rejects.toMatchObject({ status: 400 });
    expect(notifications.all()).toHaveLength(before);
  });
});

describe('marking notifications read (spec §2 notifications)', () => {
  it('marks the listed ones and ignores ids of other members', async () => {
    await loginAs('free');
    await seedFreeNotifications();
    await expect(markNotificationsRead({ ids: [129, 128, 1] })).resolves.toEqual({ ok: true });
    expect(notifications.findFirst((q) => q.where({ id: 129 }))?.read).toBe(true);
    expect(notifications.findFirst((q) => q.where({ id: 127 }))?.read).toBe(false);
    expect(notifications.findFirst((q) => q.where({ id: 1 }))?.read).toBe(false);
    await expect(getNotifications()).resolves.toMatchObject({ num_unread: 18 });
  });

  it('marks all of them without ids', async () => {
    await loginAs('free');
    await seedFreeNotifications();
    await markNotificationsRead({});
    await expect(getNotifications()).resolves.toMatchObject({ num_unread: 0, num_results: 30 });
    expect(notifications.findFirst((q) => q.where({ id: 1 }))?.read).toBe(false);
  });
});

describe('notification settings (spec §2 settings, §4 disabled by reason)', () => {
  it('answers the preferences per type and channel with the disabled reasons', async () => {
    await loginAs('free');
    await disableMail(['listunsubscribe']);
    await expect(getNotificationSettings()).resolves.toEqual({
      settings: {
        email: {
          ...allOff,
          new_conversations: true,
          new_messages: true,
          likes: true,
          unread_reminders: true,
          new_members: true,
          news: true,
          reminders: true,
        },
        push: { ...allOff, new_conversations: true, new_messages: true, likes: true },
        disabled_reasons: ['listunsubscribe'],
      },
    });
  });

  it('answers the signup defaults for a member without stored preferences', async () => {
    await loginAs('free');
    notificationSettings.delete((q) => q.where({ memberId: 1 }));
    await expect(getNotificationSettings()).resolves.toMatchObject({
      // Decision 029: push for someone writing or liking, sent only once a subscription is saved.
      settings: {
        email: { promotions: false, news: true },
        push: { ...allOff, new_conversations: true, new_messages: true, likes: true },
      },
    });
  });

  it('replaces both sets, and an e-mail opt-in clears fbl and listunsubscribe but not bounce', async () => {
    await loginAs('free');
    await disableMail(['fbl', 'bounce', 'listunsubscribe']);
    const email = { ...allOff, new_messages: true };
    const push = { ...allOff, likes: true };
    await expect(saveNotificationSettings({ email, push })).resolves.toEqual({
      settings: { email, push, disabled_reasons: ['bounce'] },
    });
    expect(notificationSettings.findFirst((q) => q.where({ memberId: 1 }))).toMatchObject({ email, push });
    await expect(getUser()).resolves.toMatchObject({ user: { notifications_disabled: ['bounce'] } });
  });

  it('keeps every reason when all e-mail stays off', async () => {
    await loginAs('free');
    await disableMail(['fbl', 'listunsubscribe']);
    await expect(saveNotificationSettings({ email: allOff, push: allOff })).resolves.toMatchObject({
      settings: { disabled_reasons: ['fbl', 'listunsubscribe'] },
    });
  });

  it('refuses a preference set that lacks a type', async () => {
    await loginAs('free');
    const withoutNews: Partial<NotificationPreferences> = { ...allOff };
    delete withoutNews.news;
    await expect(
      saveNotificationSettings({ email: withoutNews as NotificationPreferences, push: allOff }),
    ).rejects.toMatchObject({ status: 400, code: 'validation' });
  });
});

describe('push unsubscribe (spec §4 push)', () => {
  it('turns push_subscribed off, and answers ok for an endpoint that is not saved', async () => {
    await loginAs('free');
    await postUser({ subscription }, { push: 1 });
    expect(persona('free').pushSubscribed).toBe(true);
    await expect(unsubscribePush({ endpoint: subscription.endpoint })).resolves.toEqual({ ok: true });
    await expect(getUser()).resolves.toMatchObject({ user: { push_subscribed: false } });
    await expect(unsubscribePush({ endpoint: 'https://push.example.com/unknown' })).resolves.toEqual({
      ok: true,
    });
  });
});
