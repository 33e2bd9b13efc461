/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Tonight, near you',
  onlineCount: '{count:number} {{member|members}} online near you',
  /** When nobody of the campaign is online at the moment. */
  onlineNone: 'New members join every evening',
  cta: 'Find company tonight',
  profilesTitle: 'Awake and online tonight',
  closingTitle: 'Why spend tonight alone?',
  closingText: 'Create your free profile in a minute, see who is near and start chatting tonight.',
};
