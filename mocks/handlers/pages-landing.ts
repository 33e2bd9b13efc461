import type { LandingName } from '../../generated/model';

/** The texts of the landing pages, in English (the simulated site's language). */

/** Spec §1 niches 1–7: who the landing pages speak of. */
const audienceByNiche: Record<number, string> = {
  1: 'Singles',
  2: 'Women',
  3: 'Kinky singles',
  4: 'Curvy singles',
  5: 'Mature women',
  6: 'MILFs',
  7: 'Gay men',
};

export const audienceOf = (niche: number): string => audienceByNiche[niche] ?? 'Singles';

interface LandingText {
  title: string;
  subtitle: (audience: string) => string;
  /** How many profiles the page shows. */
  profiles: number;
  video: string | null;
}

export const landingTexts: Record<LandingName, LandingText> = {
  alonetonight: {
    title: 'Alone tonight?',
    subtitle: (a) => `${a} near you are online right now.`,
    profiles: 6,
    video: null,
  },
  collagelanding: {
    title: 'Meet someone new',
    subtitle: (a) => `${a} from your area, all in one place.`,
    profiles: 12,
    video: null,
  },
  gallery: {
    title: 'See who is waiting for you',
    subtitle: (a) => `Browse ${a.toLowerCase()} near you.`,
    profiles: 24,
    video: null,
  },
  iconslanding: {
    title: 'Flirt, chat, match',
    subtitle: (a) => `${a} are looking for a chat.`,
    profiles: 12,
    video: null,
  },
  maplanding: {
    title: 'Who is close by?',
    subtitle: (a) => `${a} in your region.`,
    profiles: 12,
    video: null,
  },
  socialnetwork: {
    title: 'Your new social circle',
    subtitle: (a) => `${a} who want to get to know you.`,
    profiles: 9,
    video: null,
  },
  transitionsvideolanding: {
    title: 'Watch and meet',
    subtitle: (a) => `${a} are online now.`,
    profiles: 6,
    video: 'landers/transitions.mp4',
  },
  video: {
    title: 'See them live',
    subtitle: (a) => `${a} near you are waiting.`,
    profiles: 4,
    video: 'landers/intro.mp4',
  },
  tinderswipe: {
    title: 'Swipe and match',
    subtitle: (a) => `Like ${a.toLowerCase()} near you with one swipe.`,
    profiles: 20,
    video: null,
  },
};

/** Campaign variants selected by the slug (`tinderswipe` has none). */
const campaignTitles: Record<string, string> = {
  summer: 'Summer flirts',
  weekend: 'Plans for the weekend?',
  nearby: 'Closer than you think',
};

export const campaignTitle = (slug: string): string | undefined =>
  Object.hasOwn(campaignTitles, slug) ? campaignTitles[slug] : undefined;
