// A page's input key: a hash of everything its HTML is made from (the code, the assets, the page's
// route and alternates, and each part of the shop it read, reads.ts). The next build computes the key
// again from the parts the page read last time; the same key means the same HTML, so the page is
// kept from the last build without rendering it (render.ts, unchanged.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alternate, Assets, Post, Route, Shop } from './model/index.ts';
import { readValue } from './model/reads.ts';
import { ROOT } from './root.ts';

/** What the last build recorded of a page: its input key and the parts of the shop it read. */
export interface PageInputs {
  key: string;
  reads: readonly string[];
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** JSON with Maps as lists of entries in key order (the assets hold the pictures and cards in Maps, filled as pictures finish). */
const json = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (v instanceof Map ? [...v].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)) : v));

/**
 * The code that renders: the generator's and templates' sources, the installed packages (their
 * lock file), the project's settings and Node's version and ICU (dates and numbers). A change in any renders every page again.
 */
let version: string | undefined;

export function codeVersion(): string {
  return (version ??= readCodeVersion());
}

function readCodeVersion(): string {
  const digest = createHash('sha256').update(`${process.versions.node} ${process.versions.icu}\0`);
  const add = (relative: string) => {
    const full = path.join(ROOT, relative);
    for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) add(path.join(relative, entry.name));
      else digest.update(`${relative}/${entry.name}\0`).update(readFileSync(path.join(full, entry.name)));
    }
  };
  add('generator');
  add('templates');
  // The packages installed, and how the sources are compiled (JSX, target).
  for (const file of ['package-lock.json', 'package.json', 'tsconfig.json']) digest.update(readFileSync(path.join(ROOT, file)));
  return digest.digest('base64url').slice(0, 22);
}

/** Input keys for the pages of one build: the parts' hashes are computed once per shop. */
export class PageKeys {
  readonly #code: string;
  readonly #parts = new WeakMap<Shop, Map<string, string>>();
  /** The hash of each list of parts, by the list: the last build's marker gives the pages that read alike one list (unchanged.ts). */
  readonly #lists = new WeakMap<Shop, WeakMap<readonly string[], string>>();
  readonly #assets = new WeakMap<Assets, string>();
  readonly #posts = new WeakMap<Post, string>();

  constructor(code: string) {
    this.#code = code;
  }

  key(page: { shop: Shop; assets: Assets; route: Route; routes: readonly Route[]; alternates: readonly Alternate[]; csp: string }, reads: readonly string[]): string {
    let assets = this.#assets.get(page.assets);
    if (assets === undefined) this.#assets.set(page.assets, (assets = hash(json(page.assets))));
    // The parts as one hash, made once for all the pages that share the list: 4,004 of a rebuild's
    // 4,403 pages read the same 80 parts, whose names and hashes were hashed again for each page.
    let lists = this.#lists.get(page.shop);
    if (!lists) this.#lists.set(page.shop, (lists = new WeakMap()));
    let parts = lists.get(reads);
    if (parts === undefined) lists.set(reads, (parts = this.#partsHash(page, reads)));
    // One text hashed in one call. The route and alternates are plain data (no Maps): JSON.stringify
    // without a replacer, which called back for every value of an article's route (a quarter of the
    // keys' time at 1,000 articles).
    return hash(`${this.#code}\0${assets}\0${page.csp}\0${JSON.stringify(page.alternates)}\0${this.#routeText(page.route)}\0${parts}`);
  }

  /**
   * The route as text, an article in it as its hash: an article is in its own page's route and in a
   * blog page's list, and its text (most of a large shop's) was made into JSON and hashed for both.
   */
  #routeText(route: Route): string {
    if (route.kind === 'post') return JSON.stringify({ ...route, post: this.#postHash(route.post) });
    if (route.kind === 'blog') return JSON.stringify({ ...route, posts: route.posts.map((post) => this.#postHash(post)) });
    return JSON.stringify(route);
  }

  #postHash(post: Post): string {
    let made = this.#posts.get(post);
    if (made === undefined) this.#posts.set(post, (made = hash(JSON.stringify(post))));
    return made;
  }

  /** The hash of the parts in `reads`, each part's value hashed once per shop. */
  #partsHash(page: { shop: Shop; routes: readonly Route[] }, reads: readonly string[]): string {
    let values = this.#parts.get(page.shop);
    if (!values) this.#parts.set(page.shop, (values = new Map()));
    let text = '';
    for (const read of reads) {
      let value = values.get(read);
      // "routes": the page read the site's list of pages (render.ts tracks it like the shop).
      if (value === undefined) values.set(read, (value = hash(read === 'routes' ? json(page.routes) : readValue(page.shop, read))));
      text += `${read}=${value}\0`;
    }
    return hash(text);
  }
}
