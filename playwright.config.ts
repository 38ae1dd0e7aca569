// Browser tests in real Chromium, served on 127.0.0.1 as a static host would serve them. Two sites:
// the full fixture shop, which the page tests know value by value (projects "desktop" and "phone"),
// and the owner's shop.yaml (or $SHOP_CONFIG), checked only for what holds for every shop (project
// "root shop", tests/browser/root-shop.spec.ts). No other host resolves (launchOptions below); wa.me
// is answered locally for the tests that open a chat (tests/browser/fixtures.ts).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/browser.ts';
import { FIXTURE_SITE, LANGUAGES_SITE, ROOT_SHOP_SITE, type BrowserSite } from './tests/browser/sites.ts';

const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };
const phone = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['iPhone 13'].userAgent,
};
const origin = (site: BrowserSite) => `http://127.0.0.1:${site.port}`;

/** Builds the site into its folder (the compiled generator, or the sources when one changed since: run.mjs), then serves it; the tests list its pages from that folder. */
const serve = (site: BrowserSite) => ({
  command: `node generator/run.mjs build --config ${JSON.stringify(site.config)} --out ${site.out} && node --import tsx scripts/preview.ts ${site.out} --port ${site.port}`,
  url: `${origin(site)}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
});

const ROOT_SHOP_SPEC = /root-shop\.spec\.ts$/;
const LANGUAGES_SPEC = /languages\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: origin(FIXTURE_SITE),
    // No host but this machine resolves: no test reaches the network, and none has to route every request through
    // Playwright to refuse the others (tests/browser/fixtures.ts answers wa.me for the tests that open a chat).
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] },
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', testIgnore: [ROOT_SHOP_SPEC, LANGUAGES_SPEC], grepInvert: /@phone-only/, use: desktop },
    { name: 'phone', testIgnore: [ROOT_SHOP_SPEC, LANGUAGES_SPEC], grepInvert: /@desktop-only/, use: phone },
    // The fixture shop in three languages: the Hindi and Marathi pages, the switcher, a Hindi booking.
    { name: 'languages desktop', testMatch: LANGUAGES_SPEC, grepInvert: /@phone-only/, use: { ...desktop, baseURL: origin(LANGUAGES_SITE) } },
    { name: 'languages phone', testMatch: LANGUAGES_SPEC, grepInvert: /@desktop-only/, use: { ...phone, baseURL: origin(LANGUAGES_SITE) } },
    // On the phone, where most visitors are: what the owner's values can break (contrast, names,
    // links) does not depend on the viewport; the layout of both is tested on the fixture.
    { name: 'root shop', testMatch: ROOT_SHOP_SPEC, use: { ...phone, baseURL: origin(ROOT_SHOP_SITE) } },
  ],
  webServer: [
    serve(FIXTURE_SITE),
    serve(ROOT_SHOP_SITE),
    {
      ...serve(LANGUAGES_SITE),
      command: `node --import tsx tests/browser/languages-shop.ts .out/e2e-languages && ${serve(LANGUAGES_SITE).command}`,
    },
  ],
});
