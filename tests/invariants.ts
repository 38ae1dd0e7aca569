// What holds for every shop, whatever shop.yaml says: checks of a site built in memory that read no
// value of the shop, only the built files. Each returns the problems it found, one sentence each.
import { gzipSync } from 'node:zlib';
import type { HTMLElement } from 'node-html-parser';
import sharp from 'sharp';
import { htmlValidate, jsonLd, textOf, type BuiltSite } from './site.ts';

const KB = 1024;
const gz = (contents: string | Uint8Array) => gzipSync(contents, { level: 9 }).byteLength;

/** The address the site is published at, with its folder and a final slash, as robots.txt names it. */
function publishedAt(site: BuiltSite): string {
  return /^Sitemap: (.+)sitemap\.xml$/m.exec(site.files.text('robots.txt'))![1];
}

/** The folder the site is served from ("/" or "/shop/"), as the web app manifest starts it. */
function servedFrom(site: BuiltSite): string {
  return JSON.parse(site.files.text('manifest.webmanifest')).start_url;
}

/** The file a path on the site names, or undefined when it leads outside the site's folder. */
function fileAt(site: BuiltSite, pathname: string): string | undefined {
  const base = servedFrom(site);
  if (!pathname.startsWith(base)) return undefined;
  const file = decodeURIComponent(pathname.slice(base.length));
  return file === '' || file.endsWith('/') ? `${file}index.html` : file;
}

/** The sitemap lists every page but the 404 pages (one per language), each one built. */
export function sitemapProblems(site: BuiltSite): string[] {
  const prefix = publishedAt(site);
  const listed = [...site.files.text('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const problems = listed
    .filter((loc) => !loc.startsWith(prefix) || !site.files.files.has(fileAt(site, new URL(loc).pathname) ?? ''))
    .map((loc) => `the sitemap lists ${loc}, which was not built`);
  const pages = site.routes.filter((route) => !route.endsWith('/404.html'));
  for (const route of pages) if (!listed.includes(prefix + route.slice(1))) problems.push(`${route} is missing from the sitemap`);
  if (!site.routes.includes('/404.html')) problems.push('there is no 404.html');
  return problems;
}

const TARGETS = 'a[href], link[href], script[src], img[src], iframe[src], form[action]';

/** Every link, stylesheet, script, icon and picture that stays on the site leads to a built file, and a #part to an element. */
export function brokenLinks(site: BuiltSite): string[] {
  const origin = 'http://site.invalid';
  const base = servedFrom(site);
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    if (!ids.has(file))
      ids.set(
        file,
        new Set(
          site
            .page(routeOf(file))
            .querySelectorAll('[id]')
            .map((e) => e.id),
        ),
      );
    return ids.get(file)!;
  };
  for (const route of site.routes) {
    const page = site.page(route);
    const here = new URL(base + route.slice(1), origin);
    for (const element of page.querySelectorAll(TARGETS)) {
      const target = element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action')!;
      const url = new URL(target, here);
      if (url.origin !== origin) continue;
      const file = fileAt(site, url.pathname);
      if (!file || !site.files.files.has(file)) problems.push(`${route} links to ${target}, which is not a file of the site`);
      else if (url.hash && file.endsWith('.html') && !idsOf(file).has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${route} links to ${target}, but that page has no element with id ${url.hash}`);
      }
    }
  }
  return [...new Set(problems)];
}

function routeOf(file: string): string {
  return file === '404.html' ? '/404.html' : `/${file.replace(/index\.html$/, '')}`;
}

export async function htmlProblems(site: BuiltSite): Promise<string[]> {
  const problems: string[] = [];
  for (const route of site.routes) {
    const report = await htmlValidate.validateString(site.html(route));
    problems.push(...report.results.flatMap((r) => r.messages.map((m) => `${route}: ${m.ruleId} ${m.message} (${m.selector})`)));
  }
  return problems;
}

/** The product's budgets: 20 KB of HTML per page, one script of 3 KB, 10 KB of CSS, gzipped; no web fonts. */
/**
 * Properties Chrome reads only unprefixed, which Safari long read only with -webkit-: a built rule
 * holding the prefixed one must hold the standard one too. (Lightning CSS, Vite's minifier, kept only
 * `-webkit-backdrop-filter` when the source gave both, and Chrome's header went see-through.)
 */
const BOTH_NEEDED = ['backdrop-filter', 'mask', 'mask-image', 'user-select'];

export function stylesheetProblems(site: BuiltSite): string[] {
  const problems: string[] = [];
  for (const [name, contents] of site.files.files.entries()) {
    if (!name.endsWith('.css')) continue;
    for (const [, selector, block] of String(contents).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const properties = new Set([...block.matchAll(/(?:^|;)\s*([-a-z]+)\s*:/g)].map((m) => m[1]));
      for (const property of BOTH_NEEDED)
        if (properties.has(`-webkit-${property}`) && !properties.has(property))
          problems.push(`${name}: ${selector.trim()} has -webkit-${property} without ${property}`);
    }
  }
  return problems;
}

export function budgetProblems(site: BuiltSite): string[] {
  const problems: string[] = [];
  for (const route of site.routes) {
    const size = gz(site.html(route));
    if (size > 20 * KB) problems.push(`${route} is ${size} B of HTML gzipped, over 20 KB`);
  }
  const files = [...site.files.files.entries()];
  // One script every page loads (3 KB), and the price finder's (2 KB more) that only the pricing page
  // loads; the booking dialog imports it when it opens.
  const scripts = files.filter(([name]) => name.endsWith('.js'));
  const finder = scripts.filter(([name]) => /(^|\/)prices-[\w-]+\.js$/.test(name));
  const shared = scripts.filter((script) => !finder.includes(script));
  if (shared.length !== 1 || finder.length !== 1)
    problems.push(`there are ${scripts.length} script files (${scripts.map(([n]) => n).join(', ')}), not one shared and one for the price finder`);
  for (const [name, contents] of shared) if (gz(contents) > 3 * KB) problems.push(`${name} is ${gz(contents)} B gzipped, over 3 KB`);
  for (const [name, contents] of finder) if (gz(contents) > 2 * KB) problems.push(`${name} is ${gz(contents)} B gzipped, over 2 KB`);
  const css = files.filter(([name]) => name.endsWith('.css')).reduce((sum, [, contents]) => sum + gz(contents), 0);
  if (css > 10 * KB) problems.push(`the stylesheets are ${css} B gzipped, over 10 KB`);
  for (const [name] of files) if (/\.(woff2?|ttf|otf|eot)$/.test(name)) problems.push(`${name} is a web font`);
  // Every page loads that one script as a module, one stylesheet, and no <style> of its own.
  for (const route of site.routes) {
    const page = site.page(route);
    const loaded = page.querySelectorAll('script[src]').map((s) => `${s.getAttribute('src')} ${s.getAttribute('type')}`);
    const expected = [...shared, ...(route.endsWith('/pricing/') ? finder : [])].map(([name]) => `${servedFrom(site)}${name} module`);
    if (loaded.join() !== expected.join()) problems.push(`${route} loads the scripts ${loaded.join(', ')}`);
    const sheets = page.querySelectorAll('link[rel="stylesheet"]').length + page.querySelectorAll('style').length;
    if (sheets !== 1) problems.push(`${route} has ${sheets} stylesheets`);
  }
  return problems;
}

/** One heading, a title, a description and (but on the 404 page) a canonical address on the site. */
export function headProblems(site: BuiltSite): string[] {
  const prefix = publishedAt(site);
  const problems: string[] = [];
  for (const route of site.routes) {
    const page = site.page(route);
    const headings = page.querySelectorAll('h1').length;
    if (headings !== 1) problems.push(`${route} has ${headings} h1 headings`);
    if (!textOf(page.querySelector('title'))) problems.push(`${route} has no title`);
    if (!page.querySelector('meta[name="description"]')?.getAttribute('content')) problems.push(`${route} has no description`);
    const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (!route.endsWith('/404.html') && canonical !== prefix + route.slice(1)) problems.push(`${route} has the canonical address ${canonical}`);
    if (!page.querySelector('html')?.getAttribute('lang')) problems.push(`${route} names no language`);
  }
  return problems;
}

/** Every page carries the policy of _headers; no script runs but the site's own file; structured data parses. */
export function policyProblems(site: BuiltSite): string[] {
  const policy = /Content-Security-Policy: (.+)/.exec(site.files.text('_headers'))?.[1];
  if (!policy?.includes("default-src 'none'")) return [`_headers has no strict Content-Security-Policy: ${policy}`];
  const problems: string[] = [];
  for (const route of site.routes) {
    const page = site.page(route);
    const meta = page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
    if (meta !== policy.replace("; frame-ancestors 'none'", '')) problems.push(`${route} carries the policy ${meta}`);
    // Data only: JSON-LD, and the script's words as JSON (templates/client-text.tsx), neither of which a browser runs.
    const inline = page
      .querySelectorAll('script:not([src])')
      .filter((s) => s.getAttribute('type') !== 'application/ld+json' && !(s.getAttribute('type') === 'application/json' && s.id === 'ui-words'));
    if (inline.length) problems.push(`${route} has ${inline.length} inline scripts`);
    for (const element of page.querySelectorAll('*')) {
      const handlers = Object.keys(element.attributes).filter((name) => /^on/i.test(name));
      if (handlers.length) problems.push(`${route} has <${element.tagName.toLowerCase()} ${handlers.join(' ')}>`);
    }
    try {
      jsonLd(page);
    } catch (error) {
      problems.push(`${route} has structured data that does not parse: ${(error as Error).message}`);
    }
  }
  return problems;
}

/** Every picture says its size and what it shows (an empty alt marks decoration). */
export function pictureProblems(site: BuiltSite): string[] {
  return site.routes.flatMap((route) =>
    site
      .page(route)
      .querySelectorAll('img')
      .flatMap((img: HTMLElement) => ['width', 'height', 'alt'].filter((a) => !img.hasAttribute(a)).map((a) => `${route} ${img.toString()} has no ${a}`)),
  );
}

/**
 * Every picture the site publishes came out of the pipeline clean: no EXIF, XMP or IPTC block (a
 * phone photo's GPS position and model), and every copy a page offers in a srcset is there.
 */
export async function publishedPictureProblems(site: BuiltSite): Promise<string[]> {
  const problems: string[] = [];
  const pictures = [...site.files.files].filter(([name]) => /\.(avif|webp|jpe?g|png)$/i.test(name));
  await Promise.all(
    pictures.map(async ([name, contents]) => {
      const bytes = Buffer.from(contents as Uint8Array);
      const meta = await sharp(bytes).metadata();
      for (const block of ['exif', 'xmp', 'iptc'] as const) if (meta[block]) problems.push(`${name} carries ${block.toUpperCase()} metadata`);
      if (bytes.includes('Exif\0\0')) problems.push(`${name} holds an EXIF header`);
    }),
  );
  for (const route of site.routes) {
    for (const candidate of site
      .page(route)
      .querySelectorAll('source[srcset], img[srcset]')
      .flatMap((s: HTMLElement) => s.getAttribute('srcset')!.split(', '))) {
      const [address, width] = candidate.split(' ');
      const file = fileAt(site, address);
      if (!file || !site.files.files.has(file)) problems.push(`${route} offers ${address}, which is not in the site`);
      else if (!/^\d+w$/.test(width ?? '')) problems.push(`${route} offers ${address} without its width`);
      else if ((await sharp(Buffer.from(site.files.files.get(file) as Uint8Array)).metadata()).width !== Number.parseInt(width, 10))
        problems.push(`${route} offers ${address} as ${width} wide, which it is not`);
    }
  }
  return problems.sort();
}

/** Every page has its link-preview picture: a JPEG of 1200×630 within 150 KB, as WhatsApp shows it. */
export async function cardProblems(site: BuiltSite): Promise<string[]> {
  const prefix = publishedAt(site);
  const problems: string[] = [];
  for (const route of site.routes) {
    const page = site.page(route);
    const meta = (property: string) => page.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    const image = meta('og:image');
    const file = image?.startsWith(prefix) ? image.slice(prefix.length) : undefined;
    const contents = file === undefined ? undefined : site.files.files.get(file);
    if (!contents) {
      problems.push(`${route} has the link preview ${image}, which is not a picture of the site`);
      continue;
    }
    const info = await sharp(Buffer.from(contents as Uint8Array)).metadata();
    if (info.format !== 'jpeg' || info.width !== 1200 || info.height !== 630)
      problems.push(`${route}'s link preview is a ${info.width}×${info.height} ${info.format}`);
    if (info.size !== undefined && info.size > 150 * KB) problems.push(`${route}'s link preview is ${info.size} B, over 150 KB`);
    if ([meta('og:image:width'), meta('og:image:height')].join('x') !== '1200x630')
      problems.push(`${route} gives its link preview the size ${meta('og:image:width')}x${meta('og:image:height')}`);
    if (!meta('og:image:alt')) problems.push(`${route}'s link preview has no og:image:alt`);
  }
  return problems;
}
