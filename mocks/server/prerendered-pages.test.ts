import { describe, expect, it } from 'vitest';
import { configureSite } from '../db/site-settings';
import { pageLocale, settingsUrl, withSettingsPreload } from './prerendered-pages';

describe('the page a navigation gets (issue 13 item 3)', () => {
  it("is in the cookie's language, else the domain's, else English", () => {
    configureSite({ domain_language: 'nl_NL' });
    expect(pageLocale('a=1; locale=de')).toBe('de');
    expect(pageLocale('locale=xx')).toBe('nl');
    expect(pageLocale(undefined)).toBe('nl');
    configureSite({ domain_language: 'pt_BR' });
    expect(pageLocale(undefined)).toBe('en');
  });

  it("starts the settings call with the app's own URL: the host, then the query's last values", () => {
    const page = new URL('http://site.test:4173/login?next=%2Fmembers&network=a&network=b');
    expect(settingsUrl(page)).toBe('/api/settings.php?forced_domain=site.test&next=%2Fmembers&network=b');
    const html = '<head><meta charset="UTF-8" />\n    <link rel="icon" href="/x.svg" /></head>';
    expect(withSettingsPreload(html, page)).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/settings.php?forced_domain=site.test&amp;next=%2Fmembers&amp;network=b" />\n    <link rel="icon"',
    );
  });
});
