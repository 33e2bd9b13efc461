// Playwright runs in the system Chromium (no browser download is possible here). On a fresh
// Debian machine, as root, this installs it with apt-get; elsewhere it says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const canApt =
  process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && process.env.CHROMIUM_PATH === undefined;
if (!canApt) {
  console.error(`No Chromium at ${path}. Install Debian's "chromium" package or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log('Installing Debian chromium and fonts for the browser tests…');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation fonts-noto-color-emoji',
  {
    stdio: 'inherit',
  },
);
