// The two sites the browser tests visit. playwright.config.ts builds and serves both before any test
// file loads, so the tests take their list of pages from the built folders, not from a list of their own.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BrowserSite {
  /** The shop file it is built from. */
  config: string;
  /** The folder it is built into, relative to the project. */
  out: string;
  port: number;
}

/** The first of the three ports; E2E_PORT_BASE moves them, so that two copies of the project can run their browser tests at once. */
const PORT = Number(process.env.E2E_PORT_BASE ?? 4173);

/** The full fixture shop: every kind of page, with values the page tests know. */
export const FIXTURE_SITE: BrowserSite = { config: 'tests/fixtures/full.yaml', out: '.out/e2e', port: PORT };

/** The owner's shop (shop.yaml, or the file $SHOP_CONFIG names), checked only for what holds for every shop. */
export const ROOT_SHOP_SITE: BrowserSite = {
  config: process.env.SHOP_CONFIG ? path.resolve(process.env.SHOP_CONFIG) : 'shop.yaml',
  out: '.out/e2e-root-shop',
  port: PORT + 1,
};

/**
 * The full fixture shop in English, Hindi and Marathi (tests/browser/languages-shop.ts writes it, with
 * some texts translated and the rest left to fall back), for tests/browser/languages.spec.ts.
 */
export const LANGUAGES_SITE: BrowserSite = { config: '.out/e2e-languages/shop.yaml', out: '.out/e2e-languages/dist', port: PORT + 2 };

/** Every page of a site built into `folder`, as the paths it is served at: "/", "/about/", …, and "/404.html". */
export function builtRoutes(folder: string): string[] {
  const out = path.resolve(ROOT, folder);
  if (!existsSync(path.join(out, 'index.html'))) {
    throw new Error(`${folder} has not been built; playwright.config.ts builds it before the tests load (run npx playwright test).`);
  }
  const routes = readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`}`)
    .sort();
  return existsSync(path.join(out, '404.html')) ? [...routes, '/404.html'] : routes;
}
