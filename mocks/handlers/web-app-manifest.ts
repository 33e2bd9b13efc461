import { handle } from './support/operation';
import { webAppManifest } from './web-app-manifest-document';

export const webAppManifestHandlers = [
  // Spec §2 installed-app mode: the site's own manifest, in its JSON type.
  handle('getWebAppManifest', ({ request, cookies, reply }) =>
    reply(200, webAppManifest(request, cookies), {
      headers: { 'Content-Type': 'application/manifest+json' },
    }),
  ),
];
