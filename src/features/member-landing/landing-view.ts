import type { Landing, MemberDetail, Profile, Settings } from '../../../generated/model';

/** The id in /members/{id}/…: a whole number from 1, or nothing (the page is then not found). */
export const landingProfileId = (param: string | undefined): number | undefined => {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return undefined;
  return Number(param);
};

/** What the contract accepts as a campaign slug; anything else is no campaign of ours. */
export const isCampaignSlug = (slug: string): boolean => /^[a-z0-9-]{1,64}$/.test(slug);

/** Enough of the member's own words for a campaign page; the profile says the rest. */
const lineLength = 160;

/** The first words the member wrote about themselves, cut at a word end; undefined when none. */
export const profileLine = (profile: Profile): string | undefined => {
  const text = (profile.about_me ?? '').trim() || (profile.signup_reason ?? '').trim();
  if (text === '') return undefined;
  // Counted in characters as the member sees them, so an emoji is never cut in half.
  const characters = Array.from(text.replace(/\s+/g, ' '));
  if (characters.length <= lineLength) return characters.join('');
  const cut = characters.slice(0, lineLength).join('');
  const wordEnd = cut.lastIndexOf(' ');
  // The ellipsis takes the place of a stop or comma the cut left at the end ("averto.…").
  const kept = (wordEnd > lineLength / 2 ? cut.slice(0, wordEnd) : cut).replace(/[\s.,;:!?…]+$/u, '');
  return `${kept}…`;
};

/** Everything a campaign design shows about its profile, taken from the server's answers. */
export interface LandingView {
  profile: Profile;
  /** The main photo, full size; undefined when the member has none. */
  photoUrl: string | undefined;
  line: string | undefined;
  /** The campaign's wording for the slug, when the link named one. */
  campaignTitle: string | undefined;
  /** Other profiles of the campaign (landing3 shows them below the fold). */
  more: readonly Profile[];
  cdnPrefix: string;
  /** The site's warning, when the profile is fictional and the site marks such profiles. */
  fictionalWarning: string | undefined;
}

export const landingViewOf = (
  detail: MemberDetail,
  settings: Settings,
  landing: Landing | undefined,
  slug: string | undefined,
): LandingView => {
  const { profile } = detail;
  const filename = detail.photos[0]?.image.filename ?? profile.main_image?.filename;
  return {
    profile,
    photoUrl: filename === undefined ? undefined : `${settings.cdn_prefix}${filename}`,
    line: profileLine(profile),
    campaignTitle: slug === undefined ? undefined : landing?.title,
    more: (landing?.profiles ?? []).filter((other) => other.id !== profile.id),
    cdnPrefix: settings.cdn_prefix,
    fictionalWarning: profile.fictional && settings.fictional_icon ? settings.fictional_warning : undefined,
  };
};
