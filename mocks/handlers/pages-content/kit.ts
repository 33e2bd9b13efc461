import type { InfoPageKey, InfoPageSection, LandingName, Settings } from '../../../generated/model';
import {
  freeConversationLimit,
  minimumAge,
  photoLimit,
  reactivationWindowDays,
  sessionCookieDays,
  swipeLikesPerDay,
} from '../../../src/domain/limits';
import { timeBonusPercent, timeBonusSeconds, welcomeDiscountPercent } from '../../../src/domain/time-bonus';

/**
 * The shape every language's site texts take (one file per language beside this one), and the
 * facts they fill in, so a changed setting shows on the page in every language as on the real site.
 */

/** What a page says, with the site's settings (already in the page's language) and rules. */
export interface PageFacts {
  site: Settings;
  /** The support phone as it is dialled (no spaces or dashes). */
  phone: string;
  minimumAge: number;
  photos: { free: number; premium: number };
  freeConversations: number;
  reactivationDays: number;
  sessionDays: number;
  swipeLikes: number;
  welcomePercent: number;
  bonusHours: number;
  bonusPercent: number;
}

export const pageFacts = (site: Settings): PageFacts => ({
  site,
  phone: site.support_phone.replace(/[\s-]/g, ''),
  minimumAge,
  photos: { free: photoLimit.free, premium: photoLimit.premium },
  freeConversations: freeConversationLimit,
  reactivationDays: reactivationWindowDays,
  sessionDays: sessionCookieDays,
  swipeLikes: swipeLikesPerDay,
  welcomePercent: welcomeDiscountPercent,
  bonusHours: timeBonusSeconds / 3600,
  bonusPercent: timeBonusPercent,
});

export interface PageText {
  title: string;
  sections: InfoPageSection[];
}

/** The fixed pages and those reached by `/{token}`. */
export type PageKey = InfoPageKey | 'imprint' | 'safety-tips';

/** Site texts the settings carry, served in the request's language. */
export type SettingsTexts = Pick<
  Settings,
  'index_title' | 'description' | 'fictional_warning' | 'fictional_singular' | 'fictional_plural'
>;

export type CampaignSlug = 'summer' | 'weekend' | 'nearby';

export interface SiteTexts {
  pages: Record<PageKey, (facts: PageFacts) => PageText>;
  settings: SettingsTexts;
  landing: {
    titles: Record<LandingName, string>;
    /** Each subtitle speaks of the niche's audience, given in the same language. */
    subtitles: Record<LandingName, (audience: string) => string>;
    /** Spec §1 niches 1–7. */
    audiences: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, string>;
    campaigns: Record<CampaignSlug, string>;
  };
}

export const section = (heading: string | null, ...paragraphs: string[]): InfoPageSection => ({
  heading,
  paragraphs,
});
