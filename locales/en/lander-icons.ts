/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  /** The portraits' name for screen readers: the list of the campaign's members. */
  members: 'Members looking for a chat',
  cta: 'Start chatting for free',
  /** The three reasons to join, under the portraits. */
  whyTitle: 'Why join {siteName}?',
  nearTitle: 'People near you',
  nearText: 'See who lives close by and who is online right now.',
  chatTitle: 'Chat in minutes',
  chatText: 'Create your profile and send your first message straight away.',
  privateTitle: 'Discreet and private',
  privateText: 'You decide what others get to see about you.',
};
