import type { WebAppManifest } from '../../generated/model';
import { siteSettings } from '../db/site-settings';
import { localizedSettings } from './pages-content';
import { requestLanguage } from './request-language';

/**
 * The theme's colours (spec §9) as src/ui/tokens.css has them: `--color-primary` colours the
 * installed app's title bar, `--color-background` its splash screen. The test holds them to the
 * stylesheet, so a new theme cannot leave the app's window in the old one.
 */
export const manifestColours = { theme: '#c2185b', background: '#faf7fb' } as const;

/** The build's icons (public/icons/, drawn by scripts/make-icons.ts from public/favicon.svg). */
const icons: WebAppManifest['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const shortNameLength = 12;

/**
 * A home screen cuts a long name with an ellipsis, so a site whose name is longer than 12
 * characters goes there by its first word, or by its first 12 characters when that is long too.
 */
export const shortName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed.length <= shortNameLength) return trimmed;
  const firstWord = trimmed.split(/\s+/)[0] ?? trimmed;
  return (firstWord.length <= shortNameLength ? firstWord : trimmed.slice(0, shortNameLength)).trim();
};

/**
 * The site's manifest for one request: its name and description from the settings, in the
 * language the locale cookie or the browser's languages choose (the browser fetches the manifest
 * itself, never with the app's `lang`). Apart from the handler, so that `npm start`'s dev server
 * can answer the browser's own fetch with it (vite.config.ts).
 */
export const webAppManifest = (
  request: Request,
  cookies: Record<string, string | undefined>,
): WebAppManifest => {
  const lang = requestLanguage(request, cookies);
  const site = localizedSettings(siteSettings(), lang);
  return {
    id: '/',
    name: site.name,
    short_name: shortName(site.name),
    description: site.description,
    lang,
    dir: 'ltr',
    start_url: '/members',
    scope: '/',
    display: 'standalone',
    background_color: manifestColours.background,
    theme_color: manifestColours.theme,
    icons,
  };
};
