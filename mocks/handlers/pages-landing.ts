import type { LandingName } from '../../generated/model';
import type { SupportedLocale } from '../../src/domain/locales';
import { siteTexts } from './pages-content/index';
import type { CampaignSlug } from './pages-content/kit';

/** The landing pages: how many profiles and which video each shows; texts per language. */

interface LandingShape {
  /** How many profiles the page shows. */
  profiles: number;
  /**
   * The clip under the CDN prefix (mocks/assets/landers, served by cdn.ts). Its poster frame is the
   * same path with `.webm` replaced by `-poster.jpg`: the contract gives only `video_url`, and the
   * video designs show that poster at once, before anything of the clip loads.
   */
  video: string | null;
}

const landingShapes: Record<LandingName, LandingShape> = {
  alonetonight: { profiles: 6, video: null },
  collagelanding: { profiles: 12, video: null },
  gallery: { profiles: 24, video: null },
  iconslanding: { profiles: 12, video: null },
  maplanding: { profiles: 12, video: null },
  socialnetwork: { profiles: 9, video: null },
  transitionsvideolanding: { profiles: 6, video: 'landers/transitions.webm' },
  video: { profiles: 4, video: 'landers/intro.webm' },
  tinderswipe: { profiles: 20, video: null },
};

const isNiche = (niche: number): niche is 1 | 2 | 3 | 4 | 5 | 6 | 7 =>
  Number.isInteger(niche) && niche >= 1 && niche <= 7;

const isCampaign = (slug: string): slug is CampaignSlug =>
  Object.hasOwn(siteTexts.en.landing.campaigns, slug);

/** Spec §1 niches 1–7: who the landing page speaks of, in `lang`. */
export const audienceOf = (niche: number, lang: SupportedLocale): string =>
  siteTexts[lang].landing.audiences[isNiche(niche) ? niche : 1];

export const landingText = (name: LandingName, niche: number, lang: SupportedLocale) => {
  const texts = siteTexts[lang].landing;
  return {
    ...landingShapes[name],
    title: texts.titles[name],
    subtitle: texts.subtitles[name](audienceOf(niche, lang)),
  };
};

/** Campaign variants selected by the slug (`tinderswipe` has none). */
export const campaignTitle = (slug: string, lang: SupportedLocale): string | undefined =>
  isCampaign(slug) ? siteTexts[lang].landing.campaigns[slug] : undefined;
