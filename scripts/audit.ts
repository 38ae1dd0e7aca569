// npm run audit: builds the shop with its address pointed at a local server, serves it as a static host would, and runs Lighthouse, other hosts blocked, on
// every route of every language on a phone and of the first language on a desktop too (the other languages share its layout). Fails when accessibility, best
// practices or SEO is below 100 anywhere, or when the W3C validator finds an error in an HTML file. Lighthouse runs --jobs pages at a time (default 2), each in
// a process of its own (scripts/lib/lighthouse-pool.ts).
//   npm run audit [-- --config FILE] [--only mobile|desktop] [--routes /,/about/] [--jobs N]
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { Result as LHResult } from 'lighthouse';
import { build } from '../generator/build.ts';
import { href, indexable, PAGE_URLS } from '../generator/site/index.ts';
import { DirectoryWriter } from '../generator/output/directory-writer.ts';
import { markdownTable } from './lib/figures.ts';
import { type LighthouseJob, lighthouseAll } from './lib/lighthouse-pool.ts';
import { serve } from './lib/serve.ts';

const { values } = parseArgs({
  options: { config: { type: 'string', default: 'shop.yaml' }, only: { type: 'string' }, routes: { type: 'string' }, jobs: { type: 'string', default: '2' } },
});
const OUT = '.out/audit';
/** The categories that must score 100; performance is shown, not gated (it varies with the machine's load). */
const GATED = ['accessibility', 'best-practices', 'seo'];
const CATEGORIES = ['performance', ...GATED];

/** A port nothing listens on, for the site's address before the site is served. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A route's score in each category, the gated audits it fails, and its line of the table. */
function row(route: string, mode: string, lhr: LHResult) {
  const { categories, audits } = lhr;
  const scores = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
  const failing = Object.values(categories)
    .filter((c) => GATED.includes(c.id) && (c.score ?? 0) < 1)
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c.id}: ${ref.id}`));
  const metric = (id: string) => audits[id]?.numericValue ?? 0;
  const whole = (id: string) => String(Math.round(metric(id)));
  const measured = [whole('largest-contentful-paint'), whole('total-blocking-time'), metric('cumulative-layout-shift').toFixed(3), whole('total-byte-weight')];
  return { route, mode, scores, failing, cells: [route, mode, ...CATEGORIES.map((c) => String(scores[c])), ...measured] };
}

/** The W3C Nu validator over every HTML file; needs Java. */
async function validateHtml(dir: string): Promise<string[]> {
  const jar = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  try {
    await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--skip-non-html', dir], { maxBuffer: 64 * 1024 * 1024 });
    return [];
  } catch (error) {
    const e = error as { code?: string; stderr?: Buffer };
    if (e.code === 'ENOENT') return ['java was not found: the W3C validator needs a Java runtime (Debian: apt-get install default-jre-headless)'];
    const report = String(e.stderr ?? error).trim();
    return report.split('\n').filter(Boolean);
  }
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const built = await build({ config: values.config, siteUrl: origin });
await new DirectoryWriter(OUT, { projectRoot: process.cwd(), config: values.config }).write(built.files);
const server = await serve(OUT, { port });
const failures: string[] = [];

// What a static host does that Lighthouse does not check.
const missing = await fetch(`${origin}/no-such-page/`);
if (missing.status !== 404 || !(await missing.text()).includes(built.shop.notFound.heading))
  failures.push('an unknown path is not answered with 404.html and status 404');
const robots = await fetch(`${origin}/robots.txt`);
if (!robots.ok || !(robots.headers.get('content-type') ?? '').startsWith('text/plain')) failures.push('/robots.txt is not served as text/plain');

// Each language's pages, under its folder: "/", …, "/hi/", "/hi/about/", …, and each one's 404 page.
const everyLanguage = built.sites.flatMap(({ shop, routes }) => [...indexable(routes).map((r) => r.url), PAGE_URLS.notFound].map((url) => href(shop, url)));
const firstLanguage = everyLanguage.filter((route) => !built.sites.slice(1).some(({ shop }) => route.startsWith(`/${shop.site.prefix}`)));
const routesOf = (mode: string) => values.routes?.split(',') ?? (mode === 'mobile' ? everyLanguage : firstLanguage);
const modes = values.only ? [values.only] : ['mobile', 'desktop'];
// The W3C validator runs on Java meanwhile.
const validated = validateHtml(OUT);
const jobs = modes.flatMap((mode) => routesOf(mode).map((route) => ({ mode, route, url: `${origin}${route}` })));
/** Each job's row, in the order of the jobs, filled in as its run ends. */
const rows: ReturnType<typeof row>[] = [];
const progress = (job: LighthouseJob, lhr: LHResult) => {
  const r = (rows[jobs.indexOf(job)] = row(job.route, job.mode, lhr));
  process.stderr.write(`${job.mode} ${job.route}: ${GATED.map((c) => `${c} ${r.scores[c]}`).join(', ')}, performance ${r.scores.performance}\n`);
};
await lighthouseAll(jobs, Number(values.jobs), CATEGORIES, progress).finally(() => server.close());
for (const r of rows) if (!r.route.endsWith(PAGE_URLS.notFound)) failures.push(...r.failing.map((f) => `${r.mode} ${r.route} ${f}`));

const table = rows.map((r) => r.cells);
console.log(markdownTable(['route', 'mode', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'bytes'], table, 2));
const html = await validated;
console.log(html.length === 0 ? '\nW3C validator: 0 errors in every HTML file.' : `\nW3C validator:\n${html.join('\n')}`);
failures.push(...html.map((h) => `vnu: ${h}`));
if (failures.length > 0) {
  console.log(`\nThe audit failed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  const counts = modes.map((mode) => `${mode} (${routesOf(mode).length} routes)`).join(' and ');
  console.log(`\nEvery route scores 100 for accessibility, best practices and SEO in ${counts}.`);
  if (rows.some((r) => r.route.endsWith(PAGE_URLS.notFound)))
    console.log('(404.html is kept out of search results on purpose, with noindex: its SEO score is shown, not gated.)');
}
if (!existsSync(OUT)) process.exitCode = 1;
