import type { Notification } from '../../../generated/model';
import type { TranslationFunctions } from '../../../locales/i18n-types';

/**
 * What a notification says (spec §9 types): news and promotions carry their own text, in the
 * member's language, shown as plain text; the other types are worded from the catalogue, with the
 * member they are about when there is one.
 */
export const wordingOf = (LL: TranslationFunctions, notification: Notification): string => {
  const t = LL.notificationsList;
  const { type, profile } = notification;
  if (type === 'news' || type === 'promotions') {
    const text = notification.text?.trim() ?? '';
    return text === '' ? t.anonymous[type]() : text;
  }
  return profile === undefined ? t.anonymous[type]() : t.named[type]({ name: profile.name });
};

/**
 * Where a notification leads (spec §2 routes): likes to the received likes, conversations and
 * messages to the chat list, a new member to their profile, an offer to the credits. News and
 * reminders are read where they are, and lead nowhere.
 */
export const placeOf = (notification: Notification): string | undefined => {
  switch (notification.type) {
    case 'likes':
      return '/likes';
    case 'new_conversations':
    case 'new_messages':
    case 'unread_reminders':
      return '/chats';
    case 'new_members':
      return notification.profile === undefined ? '/members' : `/members/${String(notification.profile.id)}`;
    case 'promotions':
      return '/credits';
    case 'news':
    case 'reminders':
      return undefined;
  }
};
