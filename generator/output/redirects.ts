// Old addresses kept working: _redirects (a real 301 on Netlify, Cloudflare Pages) and, for other hosts, a page at each that sends the visitor on.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { absolute, fileFor, folderForm, href, type LanguageSite, type OutputFile, type Route, type Shop } from '../site/index.ts';
import { pagesGone, redirectFromPage, redirectFromPageInCapitals, redirectFromReserved, redirectToNoPage } from '../messages/index.ts';
import { SITEMAP_PART, xml } from './site-files.ts';
import { LANGUAGE_TAGS, LANGUAGES } from '../../templates/lib/ui/index.ts';

/** The files the build writes at the top of the site beside the page folders (render/pages.ts, render/assets.ts). */
const SITE_FILE = new RegExp(`^(?:sitemap\\.xml|robots\\.txt|_headers|_redirects|manifest\\.webmanifest|catalogue(?:-(?:${LANGUAGES.join('|')}))?\\.json)$`);

/**
 * Whether an old address names or shadows a path the build writes: a page ("/about", "/hi/"), the assets folder or a path in it ("/assets" would write
 * assets/index.html there), a file at the top ("/robots.txt"), a path under a file ("/hi/404.html/old"), or a hidden name, kept for the build's own
 * (".shop-site"). In small letters: a folder on Windows or macOS does not tell "/ASSETS" from "/assets".
 */
function ownPath(from: string, routes: readonly Route[]): boolean {
  const inside = from.slice(1).toLowerCase();
  const [first] = inside.split('/');
  const file = fileFor(folderForm(`/${inside}`));
  if (from === '/' || first === 'assets' || first.startsWith('.') || SITE_FILE.test(first) || SITEMAP_PART.test(first)) return true;
  return routes.some((route) => {
    const page = route.file.toLowerCase();
    return page === file || route.url.toLowerCase() === `/${inside}` || `${inside}/`.startsWith(`${page}/`);
  });
}

/** An old address must not be a path the site writes; a new one on the site must be a page. Each problem is at the old address (its key) or where it leads. */
export function redirectProblems(shop: Shop, routes: readonly Route[]) {
  // Every page of every language, by its address from the root: "/about/", "/hi/about/".
  const pages = new Set(routes.map((route) => `/${route.file.replace(/index\.html$/, '')}`));
  const inSmall = new Map([...pages].map((page) => [page.toLowerCase(), page]));
  const problems: { from: string; part: 'from' | 'to'; message: string }[] = [];
  for (const [from, to] of Object.entries(shop.redirects)) {
    if (ownPath(from, routes)) {
      const other = inSmall.get(folderForm(from).toLowerCase()) ?? inSmall.get(from.toLowerCase());
      const isPage = pages.has(folderForm(from)) || pages.has(from) || from === '/';
      const message = isPage ? redirectFromPage(from) : other ? redirectFromPageInCapitals(other) : redirectFromReserved(from);
      problems.push({ from, part: 'from', message });
    }
    if (to.startsWith('/') && !pages.has(to)) {
      const near = pages.has(folderForm(to)) ? folderForm(to) : undefined;
      problems.push({ from, part: 'to', message: redirectToNoPage(to, near) });
    }
  }
  return problems;
}

/** The files the redirects need: _redirects (when there are any) and a page at each old address. */
export function redirectFiles(shop: Shop): OutputFile[] {
  const entries = Object.entries(shop.redirects);
  if (entries.length === 0) return [];
  const target = (to: string) => (to.startsWith('/') ? href(shop, to) : to);
  const rules = entries.flatMap(([from, to]) => {
    // Netlify and Cloudflare match an address exactly: the folder form and the bare one both lead on.
    const forms = from.endsWith('/') && from !== '/' ? [from, from.slice(0, -1)] : [from, folderForm(from)];
    return forms.map((form) => `${href(shop, form)} ${target(to)} 301`);
  });
  return [
    { path: '_redirects', contents: `${rules.join('\n')}\n` },
    ...entries.map(([from, to]): OutputFile => {
      const page = redirectPage(shop, to.startsWith('/') ? absolute(shop, to) : to, target(to));
      return { path: fileFor(folderForm(from)), contents: page, redirect: true };
    }),
  ];
}

/** A page that sends the visitor on at once (meta refresh, which search engines treat as a permanent move), with a link for the rest. */
function redirectPage(shop: Shop, shown: string, link: string): string {
  const [url, to] = [xml(link), xml(shown)];
  return (
    `<!doctype html><html lang="${xml(LANGUAGE_TAGS[shop.site.lang])}"><head><meta charset="utf-8"/>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>` +
    `<meta http-equiv="refresh" content="0; url=${url}"/><title>This page has moved</title></head>` +
    `<body><p>This page has moved to <a href="${url}">${to}</a>.</p></body></html>\n`
  );
}

/** The last build's sitemap in `out`, or undefined: sitemap.xml, or when it is an index, the parts it names, read from the same folder only. */
export async function lastSitemap(out: string): Promise<string | undefined> {
  const top = await readFile(path.join(out, 'sitemap.xml'), 'utf8').catch(() => undefined);
  if (top === undefined || !top.includes('<sitemapindex')) return top;
  const parts = new Set([...top.matchAll(/<loc>[^<]*\/([^/<]+)<\/loc>/g)].map((match) => match[1]).filter((name) => SITEMAP_PART.test(name)));
  let text = '';
  for (const part of parts) text += await readFile(path.join(out, part), 'utf8').catch(() => '');
  return text;
}

/** The last build's pages (its sitemap) that this build no longer has and no redirect covers, as a warning that suggests one. */
export function goneWarning(sites: readonly LanguageSite[], lastSitemap: string | undefined): string | undefined {
  if (lastSitemap === undefined) return undefined;
  const [{ shop, routes }] = sites;
  const base = shop.site.base ?? '/';
  // Each language's pages under its folder: "/about/", "/hi/about/".
  const pages = new Set(sites.flatMap((site) => site.routes.map((route) => `/${site.shop.site.prefix}${route.url.slice(1)}`)));
  const redirected = new Set(Object.keys(shop.redirects).map(folderForm));
  const origin = new URL(shop.site.url).origin;
  // Pages only: an index's entries (<sitemap><loc>) name its parts, which are no pages. Only those published from this
  // site's address: a build for another (the sample's, before the owner wrote hers) published none of its pages here.
  const gone = [...lastSitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)]
    .map((match) => (URL.canParse(match[1]) && new URL(match[1]).origin === origin ? new URL(match[1]).pathname : ''))
    .filter((path) => path.startsWith(base))
    .map((path) => `/${path.slice(base.length)}`)
    .filter((path) => !pages.has(path) && !redirected.has(folderForm(path)) && !/^\/blog\/page\/\d+\/$/.test(path));
  if (gone.length === 0) return undefined;
  const sameKind = routes.find((route) => route.url !== '/' && gone[0].startsWith(`${route.url.split('/').slice(0, 2).join('/')}/`));
  return pagesGone(gone, sameKind?.url ?? '/');
}
