import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getWebAppManifest } from '../../generated/hooks/site/site';
import type { WebAppManifest } from '../../generated/model';
import { configureSite } from '../db/site-settings';
import { manifestColours, shortName } from './web-app-manifest-document';

const fetchManifest = (headers: Record<string, string> = {}) =>
  fetch(`${location.origin}/api/manifest.php`, { headers });

describe('the web app manifest (spec §2 installed-app mode)', () => {
  it('is the site’s own, sent as application/manifest+json', async () => {
    const response = await fetchManifest();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(await response.json()).toEqual({
      id: '/',
      name: 'Flirtpoint',
      short_name: 'Flirtpoint',
      description: 'Chat and flirt with singles near you.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/members',
      scope: '/',
      display: 'standalone',
      background_color: '#faf7fb',
      theme_color: '#c2185b',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('follows the site the server runs: another name, another manifest', async () => {
    configureSite({ name: 'Heartline Dating Club', description: 'Dates in your town.' });
    const manifest = await getWebAppManifest();
    expect(manifest).toMatchObject({
      name: 'Heartline Dating Club',
      short_name: 'Heartline',
      description: 'Dates in your town.',
    });
  });

  it('speaks the visitor’s language: the locale cookie, else the browser’s', async () => {
    document.cookie = 'locale=de; path=/';
    const german = await getWebAppManifest();
    document.cookie = 'locale=; path=/; max-age=0';
    expect(german.lang).toBe('de');
    expect(german.description).not.toBe('Chat and flirt with singles near you.');
    const finnish = (await (
      await fetchManifest({ 'accept-language': 'fi-FI,fi;q=0.9' })
    ).json()) as WebAppManifest;
    expect(finnish.lang).toBe('fi');
  });

  it('shortens a long name for a home screen to at most 12 characters', () => {
    expect(shortName('Flirtpoint')).toBe('Flirtpoint');
    expect(shortName('  Love Nest  ')).toBe('Love Nest');
    expect(shortName('Heartline Dating Club')).toBe('Heartline');
    expect(shortName('Superlongsitename Dating')).toBe('Superlongsit');
  });

  it('colours the app’s window in the theme of src/ui/tokens.css', () => {
    const tokens = readFileSync('src/ui/tokens.css', 'utf8');
    expect(tokens).toContain(`--color-primary: ${manifestColours.theme};`);
    expect(tokens).toContain(`--color-background: ${manifestColours.background};`);
    expect(readFileSync('index.html', 'utf8')).toContain(
      `<meta name="theme-color" content="${manifestColours.theme}" />`,
    );
  });
});
