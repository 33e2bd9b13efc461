export interface PrerenderedPageParts {
  locale: string;
  title: string;
  /** The markup that goes inside #root. */
  root: string;
  /** Stylesheets the markup needs beyond the entry's (its screen's, its inline styles'). */
  stylesheets?: readonly string[];
  /** Chunks the app's first render of this page loads beyond the entry's. */
  scripts?: readonly string[];
  /** The entry's own static imports: it cannot run without them, so they stay preloaded. */
  entryImports?: readonly string[];
  /** API calls the page's first screen makes, started by the HTML (credentials as the app's). */
  fetches?: readonly string[];
  /** Markup the entry may show before the app, outside #root (`<template>`s). */
  templates?: string;
}

/**
 * The built index.html with a prerendered route inside: its language, its title, its markup and
 * what that markup needs to look as the app will. The app's chunks are not preloaded from the
 * head here: they would share the connection with the stylesheet the first paint waits for.
 * They are listed in `<meta name="app-chunks">` instead, and the entry preloads them all at once
 * right after the first paint (src/main.tsx, decision 014). Everything else (the CSP, the entry
 * script and the chunks it imports itself, decision 023) stays as built.
 */
export const prerenderedHtml = (
  template: string,
  {
    locale,
    title,
    root,
    stylesheets = [],
    scripts = [],
    entryImports = [],
    fetches = [],
    templates = '',
  }: PrerenderedPageParts,
): string => {
  const marker = '<div id="root"></div>';
  if (!template.includes(marker)) throw new Error('index.html lacks an empty <div id="root"></div>');
  const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const absent = (url: string) => !template.includes(`href="${url}"`);
  const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const appChunks = [...template.matchAll(modulePreload)]
    .map((match) => match[1] ?? '')
    .filter((url) => !entryImports.includes(url));
  for (const url of scripts) if (!appChunks.includes(url) && !entryImports.includes(url)) appChunks.push(url);
  const links = [
    `<meta name="app-chunks" content="${appChunks.join(' ')}">`,
    ...fetches.map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
    ),
    ...stylesheets.filter(absent).map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
  ];
  return (
    template
      .replace(modulePreload, (link, url: string) => (entryImports.includes(url) ? link : ''))
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`)
      .replace('</head>', () => [...links.map((link) => `  ${link}\n`), '  </head>'].join(''))
      // Inert and busy until the app has rendered over it (src/main.tsx): a tap or keystroke on
      // markup about to be replaced would be lost, and a form would submit natively, password in
      // the URL. A function, so `$` in the markup is never read as a replacement pattern.
      .replace(marker, () => `<div id="root" inert aria-busy="true">${root}</div>${templates}`)
  );
};
