/** Spec §9 notification types, as the contract spells them (e-mail and push preferences). */
export const notificationTypes = [
  'new_conversations',
  'new_messages',
  'likes',
  'unread_reminders',
  'promotions',
  'new_members',
  'news',
  'reminders',
] as const;

/**
 * Push preferences of a member who never saved any (decision 029): what people turn push on
 * for — someone writing or liking. Pushes go out only while a subscription is saved, so these
 * defaults cost nothing until the member turns push on, and then push does what it promised.
 */
export const defaultPushTypes: readonly (typeof notificationTypes)[number][] = [
  'new_conversations',
  'new_messages',
  'likes',
];

/** A new member's preferences: every e-mail but promotions; push as `defaultPushTypes`. */
export const signupNotificationPreferences = (): {
  email: Record<string, boolean>;
  push: Record<string, boolean>;
} => ({
  email: Object.fromEntries(notificationTypes.map((type) => [type, type !== 'promotions'])),
  push: Object.fromEntries(notificationTypes.map((type) => [type, defaultPushTypes.includes(type)])),
});
