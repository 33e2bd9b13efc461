/** /landers/gallery: the gallery of members. */
export const landerGallery = {
  /** Under the subtitle, beside a green dot: how many of the members shown are online. */
  onlineNow: 'Online now: {count:number}',
  /** In the same place when no one shown is online. */
  pick: 'Pick a profile to say hello',
  /** The gallery's name for screen readers: the list of the campaign's members. */
  members: 'Members near you',
  /** The name of the button that is a member's whole card (it opens the signup). */
  seeProfile: 'See {name}’s profile',
  /** Under the place, on the card of a profile the site marks as fictional. */
  fictional: 'Fictional profile',
  /** Short: on a phone it sits in the bar along the foot of the screen. */
  cta: 'Join free',
};
