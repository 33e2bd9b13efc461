/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {
  /** Above the campaign's title. */
  kicker: 'Members near you',
  /** The map's heading, and its summary in words (with the pins, the map's text alternative). */
  mapTitle: 'Members by region',
  summary: '{members:number} {{members:member|members}} in {regions:number} {{regions:region|regions}}',
  /** The pins' list, for assistive technology. */
  regions: 'Regions on the map',
  /** A pin's name: the region and how many members are there. */
  pin: '{region}: {count:number} {{member|members}}',
  hint: 'Choose a pin to see who is there.',
  /** Under the chosen region's name. */
  regionCount: '{count:number} {{member|members}} here',
  /** A campaign without members to show. */
  empty: 'No members to show on the map just now. Join free and be among the first.',
  cta: 'Join free and say hello',
};
