import { describe, expect, it } from 'vitest';
import { getInfoPage, getLanding, getSettings } from '../../generated/hooks/site/site';
import type { InfoPage, InfoPageKey } from '../../generated/model';
import { supportedLocales } from '../../src/domain/locales';
import { configureSite } from '../db/site-settings';
import { siteTexts } from './pages-content/index';

const textOf = (page: InfoPage) =>
  [page.title, ...page.sections.flatMap((s) => [s.heading ?? '', ...s.paragraphs])].join('\n');

const pages: (InfoPageKey | 'imprint' | 'safety-tips')[] = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'faq',
  'return-policy',
  'service',
  'imprint',
  'safety-tips',
];
const otherLanguages = supportedLocales.filter((l) => l !== 'en');

describe('site texts in every language (issue 12, defect 11)', () => {
  it.each(otherLanguages)('serves every information page in %s, not in English', async (lang) => {
    for (const key of pages) {
      const english = (await getInfoPage({ page: key, lang: 'en' })).page;
      const { page } = await getInfoPage({ page: key, lang });
      expect(page.title, `${key} in ${lang}`).not.toBe(english.title);
      expect(page.sections, `${key} in ${lang}`).toHaveLength(english.sections.length);
      page.sections.forEach((section, index) => {
        section.paragraphs.forEach((paragraph, p) => {
          expect(paragraph, `${key} §${index} ¶${p} in ${lang}`).not.toBe(
            english.sections[index]?.paragraphs[p],
          );
        });
      });
      expect(textOf(page)).not.toMatch(/[<>{}]|undefined|NaN/);
    }
  });

  it('fills the site’s values in, in every language', async () => {
    configureSite({ refund_days: 30, support_phone: '+31 20-123 4567' });
    for (const lang of supportedLocales) {
      const { page } = await getInfoPage({ page: 'return-policy', lang });
      expect(textOf(page)).toContain('30');
      expect(textOf(page)).toContain('+31201234567');
      expect(textOf(page)).toContain('support@sim.test');
    }
  });

  it('puts the disclaimer of the page’s language in the terms', async () => {
    const { page } = await getInfoPage({ page: 'terms', lang: 'fi' });
    expect(textOf(page)).toContain(siteTexts.fi.settings.fictional_warning);
  });

  it('answers in the locale cookie’s language when the app sends no lang', async () => {
    document.cookie = 'locale=de; Path=/';
    expect((await getInfoPage({ page: 'privacy' })).page.title).toBe('Datenschutzerklärung');
    const { settings } = await getSettings();
    expect(settings.fictional_warning).toBe(siteTexts.de.settings.fictional_warning);
    expect(settings.fictional_plural).toBe('fiktive Profile');
  });

  it('keeps a disclaimer the operator wrote', async () => {
    configureSite({ fictional_warning: 'Our own words.' });
    document.cookie = 'locale=sv; Path=/';
    expect((await getSettings()).settings.fictional_warning).toBe('Our own words.');
  });

  it.each(otherLanguages)('serves the landing texts in %s', async (lang) => {
    const english = (await getLanding({ name: 'gallery', niche: 5, lang: 'en' })).landing;
    const { landing } = await getLanding({ name: 'gallery', niche: 5, lang });
    expect(landing.title).not.toBe(english.title);
    expect(landing.subtitle).not.toBe(english.subtitle);
    expect(landing.subtitle.toLowerCase()).toContain(siteTexts[lang].landing.audiences[5].toLowerCase());
    const campaign = await getLanding({ name: 'maplanding', slug: 'summer', lang });
    expect(campaign.landing.title).toBe(siteTexts[lang].landing.campaigns.summer);
  });
});
