import type {
  Notification,
  NotificationPreferences,
  NotificationSettings,
  NotificationSettingsResponse,
} from '../../generated/model';
import { reasonsAfterSavingPreferences } from '../../src/domain/mail-opt-in';
import { members, type Member } from '../db/members';
import { notifications, notificationSettings } from '../db/social';
import { defaultPushTypes, notificationTypes } from '../../src/domain/notification-types';
import { handleMember } from './support/operation';
import { ok } from './support/respond';
import { mainImage } from './support/serialize';

type NotificationRecord = ReturnType<typeof notifications.all>[number];

const defaultPerPage = 24;

const notificationOf = (record: NotificationRecord): Notification => {
  const { profileId } = record;
  const about = profileId === null ? undefined : members.findFirst((q) => q.where({ id: profileId }));
  return {
    id: record.id,
    type: record.type,
    created_at: record.createdAt,
    read: record.read,
    ...(about === undefined
      ? {}
      : { profile: { id: about.id, name: about.name, main_image: mainImage(about.id) } }),
  };
};

/** Every type, from a stored record that may lack some (those take the signup default). */
const preferencesOf = (
  stored: Record<string, boolean> | undefined,
  fallback: (type: (typeof notificationTypes)[number]) => boolean,
): NotificationPreferences => {
  const entries = notificationTypes.map((type) => [type, stored?.[type] ?? fallback(type)] as const);
  // Object.fromEntries forgets which keys it got; they are exactly notificationTypes, one each.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- not a body: a lost key type
  return Object.fromEntries(entries) as Record<(typeof notificationTypes)[number], boolean>;
};

/** Same defaults as a new signup: every e-mail but promotions; push for messages and likes (decision 029). */
export const notificationSettingsOf = (member: Member): NotificationSettings => {
  const stored = notificationSettings.findFirst((q) => q.where({ memberId: member.id }));
  return {
    email: preferencesOf(stored?.email, (type) => type !== 'promotions'),
    push: preferencesOf(stored?.push, (type) => defaultPushTypes.includes(type)),
    disabled_reasons: member.notificationsDisabled,
  };
};

const settingsOf = (member: Member): NotificationSettingsResponse => ({
  settings: notificationSettingsOf(member),
});

export const notificationHandlers = [
  handleMember('getNotifications', ({ query, member, reply }) => {
    const { page = 1, per_page: perPage = defaultPerPage } = query;
    const all = notifications
      .findMany((q) => q.where({ memberId: member.id }))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
    return reply(200, {
      notifications: all.slice((page - 1) * perPage, page * perPage).map(notificationOf),
      num_results: all.length,
      num_unread: all.filter((n) => !n.read).length,
    });
  }),

  /** Ids of other members' notifications are ignored, not refused. */
  handleMember('markNotificationsRead', async ({ body: { ids }, member, reply }) => {
    await notifications.updateMany(
      (q) =>
        q.where({
          memberId: member.id,
          read: false,
          id: (id) => ids === undefined || ids.includes(id),
        }),
      { data: (n) => void (n.read = true) },
    );
    return reply(200, { ok: true });
  }),

  handleMember('getNotificationSettings', ({ member }) =>
    ok<NotificationSettingsResponse>(settingsOf(member)),
  ),

  handleMember('saveNotificationSettings', async ({ body: { email, push }, member }) => {
    const stored = { email: { ...email }, push: { ...push } };
    const updated = await notificationSettings.update((q) => q.where({ memberId: member.id }), {
      data: (s) => {
        s.email = stored.email;
        s.push = stored.push;
      },
    });
    if (updated === undefined) await notificationSettings.create({ memberId: member.id, ...stored });
    const reasons = reasonsAfterSavingPreferences(
      member.notificationsDisabled,
      Object.values(email).some(Boolean),
    );
    const saved = await members.update((q) => q.where({ id: member.id }), {
      data: (m) => void (m.notificationsDisabled = reasons),
    });
    return ok<NotificationSettingsResponse>(settingsOf(saved ?? member));
  }),

  /**
   * Only one flag records push subscriptions (no per-browser endpoints are stored), so removing
   * any endpoint leaves the member without a subscription.
   */
  handleMember('unsubscribePush', async ({ member, reply }) => {
    await members.update((q) => q.where({ id: member.id }), {
      data: (m) => void (m.pushSubscribed = false),
    });
    return reply(200, { ok: true });
  }),
];
