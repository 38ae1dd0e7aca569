// Every field of shop.yaml does something: each one the schema allows is read while the site is
// built (its pages, its files, its pictures). A field nothing reads, like contact.whatsappMessage
// was once, is an owner's edit that silently changes nothing; this test names it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../templates/lib/ui/index.ts';
import { assets, prepare } from '../../generator/build.ts';
import { routesFor, type Shop } from '../../generator/site/index.ts';
import { render } from '../../generator/render/pages.ts';
import { DAYS } from '../../generator/shop/schema/business.ts';
import { placeholdersIn } from '../../generator/shop/schema/placeholders.ts';
import { FULL, MINIMAL, ROOT } from '../helpers.ts';

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** The schema's fields as paths, arrays as "[]" and free-named keys as "*": "services.[].faqs.[].answer". */
function fieldsOf(node: SchemaNode, at: string[] = []): string[] {
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  if (branches.length > 0) return [...new Set(branches.flatMap((branch) => fieldsOf(branch, at)))];
  // A text written per language (en:, hi:, mr:) is the same field as the text written plainly.
  if (node.properties && Object.keys(node.properties).join() === LANGUAGES.join()) return [at.join('.')];
  // The site's own words (ui:) are read by key from the dictionary each page gets: the words test
  // (tests/unit/ui-languages.test.ts) checks each is shown when it is set.
  if (at.length === 0 && node.properties)
    return Object.entries(node.properties)
      .filter(([key]) => key !== 'ui')
      .flatMap(([key, child]) => fieldsOf(child, [key]));
  // A day's own hours (hours.Sunday) are one field, whichever day names them.
  const named = (key: string) => ((DAYS as readonly string[]).includes(key) ? '*' : key);
  if (node.properties) return [...new Set(Object.entries(node.properties).flatMap(([key, child]) => fieldsOf(child, [...at, named(key)])))];
  if (node.items) return fieldsOf(node.items, [...at, '[]']);
  if (typeof node.additionalProperties === 'object') return fieldsOf(node.additionalProperties, [...at, '*']);
  return [at.join('.')];
}

/** The shop behind a proxy that notes the path of every value the build reads. */
function watched(shop: Shop): { shop: Shop; read: Set<string> } {
  const read = new Set<string>();
  const proxies = new WeakMap<object, object>();
  const wrap = (value: unknown, at: string[]): unknown => {
    if (value === null || typeof value !== 'object') {
      read.add(at.join('.'));
      return value;
    }
    read.add(at.join('.'));
    let proxy = proxies.get(value);
    if (!proxy) {
      proxy = new Proxy(value, {
        get(target, key, receiver) {
          const inner = Reflect.get(target, key, receiver);
          if (typeof key === 'symbol' || !Object.hasOwn(target, key)) return inner;
          const step = Array.isArray(target) ? '[]' : key;
          return wrap(inner, [...pathOf.get(target)!, step]);
        },
      });
      proxies.set(value, proxy);
    }
    return proxy;
  };
  const pathOf = new WeakMap<object, string[]>();
  const mark = (value: unknown, at: string[]) => {
    if (value === null || typeof value !== 'object' || pathOf.has(value)) return;
    pathOf.set(value, at);
    for (const [key, child] of Object.entries(value)) mark(child, [...at, Array.isArray(value) ? '[]' : key]);
  };
  mark(shop, []);
  return { shop: wrap(shop, []) as Shop, read };
}

/** Builds a shop with every read watched: the assets (pictures, cards, manifest) and every page and file. */
async function fieldsRead(config: string): Promise<{ present: Set<string>; read: Set<string> }> {
  const prepared = await prepare({ config });
  const { shop, read } = watched(prepared.shop);
  const routes = routesFor(shop);
  const sites = [{ shop, routes }];
  const built = await assets({ ...prepared, shop, routes, sites }, config, 'build');
  for (const file of render(sites, built.assetsIn, () => undefined)) expect(file.contents.length).toBeGreaterThan(0);
  const present = new Set<string>();
  const walk = (value: unknown, at: string[]) => {
    if (value === null || typeof value !== 'object') return void present.add(at.join('.'));
    for (const [key, child] of Object.entries(value)) walk(child, [...at, Array.isArray(value) ? '[]' : key]);
  };
  walk(prepared.shop, []);
  // Facts are read where texts name them ("{warrantyDays}-day warranty"), filled in before the
  // pages render: a fact counts as read when some text of the file names it.
  for (const name of placeholdersIn(readFileSync(config, 'utf8'))) read.add(`facts.${name}`);
  return { present, read };
}

const matches = (field: string, seen: string) => new RegExp(`^${field.replace(/[.[\]]/g, '\\$&').replace(/\*/g, '[^.]+')}$`).test(seen);

describe('every field of the schema', () => {
  it('is read by the build of the full or the minimal fixture shop, which between them use every field', async () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'shop.schema.json'), 'utf8')) as SchemaNode;
    const fields = fieldsOf(schema);
    expect(fields.length).toBeGreaterThan(150);
    const builds = [await fieldsRead(FULL), await fieldsRead(MINIMAL)];
    const inNoFixture = fields.filter((field) => !builds.some((b) => [...b.present].some((seen) => matches(field, seen))));
    expect(inNoFixture, 'fields no fixture sets: add them to tests/fixtures/full.yaml so this test can see them read').toEqual([]);
    const unread = fields.filter((field) => !builds.some((b) => [...b.present].some((seen) => matches(field, seen) && b.read.has(seen))));
    expect(unread, 'fields nothing reads while the site is built').toEqual([]);
  }, 120_000);
});
