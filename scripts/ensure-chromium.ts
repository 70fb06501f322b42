/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser). Uses CHROME_PATH, else
 * /usr/bin/chromium; installs Debian's package when missing and running as root, otherwise
 * explains how to install it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromePath)) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH=${chromePath} does not exist.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing. Install it with: sudo apt-get install -y chromium  (or set CHROME_PATH)',
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian’s chromium package…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
console.log(`Chromium: ${chromePath}`);
