/**
 * The cockpit's entry on the simulated HTTP server (`npm run sim`): `/__sim/` turns it on for the
 * browser (a cookie), and the server then adds this script to the app's pages. The world is the
 * server's, so the app may be reloaded at once.
 */
import { mountCockpit } from './mount';

mountCockpit({
  mode: 'server',
  beforeReload: () => Promise.resolve(),
  navigate: (path) => {
    window.location.assign(path);
  },
});
