/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  /** A line above the campaign's title, on the band across the collage. */
  kicker: 'New faces every day',
  /** The collage's name for screen readers: the list of the campaign's members. */
  members: 'Members you could meet',
  cta: 'Meet them for free',
};
