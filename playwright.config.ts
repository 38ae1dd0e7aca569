// Browser tests in real Chromium against the built embedded shop, served on 127.0.0.1 as a static
// host would serve it. Every request to another host is answered locally or blocked (tests/browser/fixtures.ts).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/browser.ts';

const PORT = 4173;

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
        userAgent: devices['iPhone 13'].userAgent },
    },
  ],
  webServer: {
    command: `node --import tsx generator/cli.ts build --out .out/e2e && node --import tsx scripts/preview.ts .out/e2e --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
