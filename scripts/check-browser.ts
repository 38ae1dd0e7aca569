// Run before the browser tests: when no Chromium can be found, say in one line how to get one.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/browser.ts';

const own = (() => {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
})();
if (!chromiumPath() && !(own && existsSync(own))) {
  console.error(
    'No Chromium found for the browser tests: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium binary.',
  );
  process.exit(1);
}
