import type { Landing, LandingName, Profile, Settings } from '../../../generated/model';

/** What the contract accepts as a campaign slug; anything else is no campaign of ours. */
export const isLanderSlug = (slug: string): boolean => /^[a-z0-9-]{1,64}$/.test(slug);

/** One profile as a lander shows it: what a campaign may say about a member, and their photo. */
export interface LanderProfile {
  id: number;
  name: string;
  age: number;
  /** City, else region, else nothing: where the member is, as far as they said. */
  place: string | undefined;
  region: string | undefined;
  country: string;
  online: boolean;
  /** Full-size photo, its medium (match) size and its thumbnail; undefined without an approved photo. */
  photoUrl: string | undefined;
  matchUrl: string | undefined;
  thumbUrl: string | undefined;
  /** The site's warning, when the profile is fictional and the site marks such profiles. */
  fictionalWarning: string | undefined;
  /** Their own words (about me, else why they signed up), plain text; undefined when none. */
  words: string | undefined;
}

/** Everything a lander design shows, from getLanding and the site's settings. */
export interface LanderView {
  name: LandingName;
  title: string;
  subtitle: string;
  /** The video of the video landers; undefined on the others. */
  videoUrl: string | undefined;
  profiles: readonly LanderProfile[];
  /** The niche the page speaks to (the path prefix's, else the site's). */
  niche: number;
  slug: string | undefined;
  siteName: string;
}

const wordsOf = (profile: Profile): string | undefined => {
  const text = (profile.about_me ?? '').trim() || (profile.signup_reason ?? '').trim();
  return text === '' ? undefined : text;
};

export const landerProfileOf = (profile: Profile, settings: Settings): LanderProfile => {
  const image = profile.main_image ?? undefined;
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    place: (profile.city ?? '').trim() || (profile.region ?? '').trim() || undefined,
    region: (profile.region ?? '').trim() || undefined,
    country: profile.country,
    online: profile.online === true,
    photoUrl: image === undefined ? undefined : `${settings.cdn_prefix}${image.filename}`,
    matchUrl: image === undefined ? undefined : `${settings.cdn_prefix}${image.match}`,
    thumbUrl: image === undefined ? undefined : `${settings.cdn_prefix}${image.thumb_filename}`,
    fictionalWarning: profile.fictional && settings.fictional_icon ? settings.fictional_warning : undefined,
    words: wordsOf(profile),
  };
};

export const landerViewOf = (
  name: LandingName,
  landing: Landing,
  settings: Settings,
  niche: number,
  slug: string | undefined,
): LanderView => ({
  name,
  title: landing.title,
  subtitle: landing.subtitle,
  videoUrl: landing.video_url ?? undefined,
  profiles: landing.profiles.map((profile) => landerProfileOf(profile, settings)),
  niche,
  slug,
  siteName: settings.name,
});
