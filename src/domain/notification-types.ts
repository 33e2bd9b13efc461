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
