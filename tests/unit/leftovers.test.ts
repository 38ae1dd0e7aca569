// Warnings about what the sample left behind (generator/shop/leftovers.ts): each at its line, saying
// what to do, silenced where it stands, and never failing a build. Run on the full fixture, a shop
// in Powai written like the sample, and on copies of it an owner has half made their own.
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parse } from '../../generator/shop/load.ts';
import { sampleDomain, sampleLeft, sampleMarked, sampleName, samplePhone, samplePlaces, sampleTestimonial } from '../../generator/messages/index.ts';
import { SAMPLE, SAMPLE_NAME, fingerprint, sampleKey, sampleValuesModule } from '../../generator/shop/sample.ts';
import { validate } from '../../generator/shop/validate.ts';
import { rewriteShop, rewriteText } from '../any-shop.ts';
import { EMBEDDED, FULL, ROOT, besideLeftovers, runCli, tempDir } from '../helpers.ts';

const full = readFileSync(FULL, 'utf8');

/** The warnings for a shop file's text, as "line:column field message". */
function warnings(text: string): string[] {
  return validate(parse(FULL, text)).warnings.map((w) => `${w.line}:${w.column} ${w.field} ${w.message}`);
}

/** The 1-based line and column of the nth (0-based) occurrence of `needle` in `text`. */
function at(text: string, needle: string, nth = 0): string {
  let index = -1;
  for (let i = 0; i <= nth; i += 1) index = text.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`${needle} is not in the text`);
  const before = text.slice(0, index).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

const unmarked = full.replaceAll('SAMPLE CONTENT:', 'Written for this shop:');

/** The full fixture moved to Koramangala, Bengaluru with its own areas, as an owner does first. */
function inKoramangala(text: string): string {
  const doc = parseDocument(text);
  doc.setIn(['business', 'address', 'street'], 'No. 12, 80 Feet Road, 4th Block');
  doc.setIn(['business', 'address', 'locality'], 'Koramangala');
  doc.setIn(['business', 'address', 'city'], 'Bengaluru');
  doc.setIn(['business', 'address', 'state'], 'Karnataka');
  doc.set('serviceAreas', doc.createNode(['Koramangala', 'HSR Layout', 'BTM Layout', 'Indiranagar', 'Ejipura']));
  return doc.toString();
}

describe('warnings about the sample left behind', () => {
  it('every part still marked SAMPLE CONTENT is reported at its comment, named by the field under it', () => {
    const marks = full.split('\n').flatMap((line, index) => (line.includes('SAMPLE CONTENT:') ? [index + 1] : []));
    expect(marks.length).toBeGreaterThan(5);
    const found = warnings(full).filter((w) => w.endsWith(sampleMarked()));
    expect(found.map((w) => Number(w.split(':')[0]))).toEqual(marks);
    expect(found).toContain(`${at(full, 'SAMPLE CONTENT: replace with real reviews')} home.testimonials ${sampleMarked()}`);
    expect(found).toContain(`${at(full, 'SAMPLE CONTENT: the four articles')} blog ${sampleMarked()}`);
  });

  it('inside a marked part only the mark is reported: the testimonials of the sample are under it', () => {
    expect(warnings(inKoramangala(full)).filter((w) => w.endsWith(sampleTestimonial()))).toEqual([]);
  });

  it("the sample's phone, name and made-up .example addresses are reported at their values", () => {
    const text = full
      .replace('phone: +91 91234 56789', 'phone: 98765 43210')
      .replace('whatsapp: 099887 76655', 'whatsapp: "+91 98765 43210"')
      .replace('name: Fruit Fixers', 'name: ReviveLab');
    const found = warnings(text);
    expect(found).toContain(`${at(text, '98765 43210')} business.phone ${samplePhone()}`);
    expect(found).toContain(`${at(text, '"+91 98765 43210"')} business.whatsapp ${samplePhone()}`);
    expect(found).toContain(`${at(text, 'ReviveLab', 1)} business.name ${sampleName()}`);
    expect(found).toContain(`${at(text, 'https://fruitfixers.example')} site.url ${sampleDomain('fruitfixers.example')}`);
    expect(found).toContain(`${at(text, 'care@fruitfixers.example')} business.email ${sampleDomain('fruitfixers.example')}`);
  });

  it('a shop that is all its own has no warning', () => {
    // The rewrite keeps a domain's last label: .example, made up, becomes a real one.
    expect(warnings(rewriteShop(unmarked).replaceAll('.example', '.in'))).toEqual([]);
  });

  it("moved to Koramangala, texts naming the old shop's places and its testimonials are reported", () => {
    const text = inKoramangala(unmarked);
    const found = warnings(text);
    expect(found).toContain(`${at(text, 'Hiranandani Gardens')} home.testimonials.0.location ${samplePlaces(['Hiranandani'])}`);
    expect(found).toContain(`${at(text, 'Chandivali')} home.testimonials.1.location ${samplePlaces(['Chandivali'])}`);
    expect(found).toContain(`${at(text, 'Dropped my iPhone 14')} home.testimonials.0.text ${sampleTestimonial()}`);
    // In Powai, Powai's places are the shop's own: the same texts raise nothing.
    expect(warnings(unmarked).filter((w) => w.includes('a place of the sample shop'))).toEqual([]);
  });

  it("moved by hand with the sample's areas kept, the areas are one warning, and places they name are not the shop's", () => {
    const doc = parseDocument(unmarked);
    doc.setIn(['business', 'address', 'locality'], 'Koramangala');
    doc.setIn(['business', 'address', 'city'], 'Bengaluru');
    doc.setIn(['business', 'address', 'state'], 'Karnataka');
    doc.setIn(['business', 'address', 'street'], 'No. 12, 80 Feet Road');
    const text = doc.toString();
    const found = warnings(text);
    const areas = found.filter((w) => w.includes(' serviceAreas '));
    expect(areas).toHaveLength(1);
    expect(areas[0]).toMatch(/lists 20 areas of the sample shop \(/);
    expect(found.some((w) => w.includes('home.testimonials.1.location'))).toBe(true);
  });

  it('"# keep" at the end of a line silences its warning, and only its', () => {
    const text = inKoramangala(unmarked).replace('location: Chandivali', 'location: Chandivali # keep');
    const found = warnings(text);
    expect(found.some((w) => w.includes('home.testimonials.1.location'))).toBe(false);
    expect(found.some((w) => w.includes('home.testimonials.0.location'))).toBe(true);
  });

  it("knows the sample's testimonials by their text, whatever the spacing and capitals", () => {
    const texts = (parseDocument(full).toJS().home.testimonials as { text: string }[]).map((t) => t.text);
    expect(texts.filter((text) => SAMPLE.has(sampleKey('review', text)))).toHaveLength(3);
    expect(fingerprint(`  ${texts[0].toUpperCase().replaceAll(' ', '   ')} `)).toBe(fingerprint(texts[0]));
    expect(SAMPLE.has(sampleKey('review', `${texts[0]} Thanks!`))).toBe(false);
  });

  it('check and build print them and still pass; the site is built', async () => {
    const text = full.replace('phone: +91 91234 56789', 'phone: 98765 43210');
    // Beside the fixture, whose pictures it names.
    const file = path.join(path.dirname(FULL), `.leftovers-${process.pid}.yaml`);
    await writeFile(file, text);
    try {
      const checked = await runCli(['check', '--config', file]);
      expect(checked.code).toBe(0);
      expect(checked.err).toContain(`${file}:${at(text, '98765 43210')}  business.phone  ${samplePhone()}`);
      expect(checked.err).toMatch(new RegExp(`has ${warnings(text).length} warnings: the site is built and usable`));
      expect(besideLeftovers(checked.err)).toBe('');
      const out = path.join(await tempDir(), 'dist');
      const built = await runCli(['build', '--config', file, '--out', out]);
      expect(built.code).toBe(0);
      expect(built.err).toContain(samplePhone());
      expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    } finally {
      await rm(file, { force: true });
    }
  });
});

// The sample is the shipped shop.yaml, while it is (an owner's own file is not): check knows it by
// its values' fingerprints in sample-values.ts, which npm run schema writes.
const sample = readFileSync(EMBEDDED, 'utf8');
const stillTheSample = parseDocument(sample).getIn(['business', 'name']) === SAMPLE_NAME;

/** The sample with every comment removed, and every value rewritten but those `restore` puts back. */
function sampleWith(restore: (doc: ReturnType<typeof parseDocument>, original: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(rewriteShop(sample).replaceAll('.example', '.in'));
  restore(doc, parseDocument(sample));
  visit(doc, { Node: (_, node) => void Object.assign(node, { comment: null, commentBefore: null }) });
  doc.commentBefore = doc.comment = null;
  return doc.toString({ lineWidth: 0 });
}
const copy =
  (...at: (string | number)[]) =>
  (doc: ReturnType<typeof parseDocument>, original: ReturnType<typeof parseDocument>) =>
    doc.setIn(at, doc.createNode(original.getIn(at)));

describe.skipIf(!stillTheSample)('the sample known by its values, not its comments', () => {
  it('sample-values.ts is what npm run schema makes of the sample shop.yaml', () => {
    expect(readFileSync(path.join(ROOT, 'generator/shop/sample-values.ts'), 'utf8')).toBe(sampleValuesModule(sample));
  });

  it('the sample with every value replaced by another has no warning', () => {
    expect(warnings(sampleWith(() => {}))).toEqual([]);
  });

  it.each([
    [
      'a price',
      'catalogue.repairs.0.prices',
      (doc: ReturnType<typeof parseDocument>, original: ReturnType<typeof parseDocument>) => {
        // A price is the sample's for the sample's repair and model: their ids are put back where the rewrite changed them.
        const repair = original.getIn(['catalogue', 'repairs', 0]) as { get(key: string): unknown };
        const model = String((original.getIn(['catalogue', 'repairs', 0, 'prices']) as { items: { key: { value: string } }[] }).items[1].key.value);
        const text = [String(repair.get('id')), model].reduce((t, id) => t.replaceAll(rewriteText(id), id), doc.toString({ lineWidth: 0 }));
        doc.contents = parseDocument(text).contents;
        copy('catalogue', 'repairs', 0, 'prices', model)(doc, original);
      },
      sampleLeft('price', 1, []),
    ],
    ['a figure', 'facts.successRate', copy('facts', 'successRate'), sampleLeft('figure', 1, [])],
    ['an article', 'blog.posts.0.title', copy('blog', 'posts', 0, 'title'), sampleLeft('article', 1, [])],
    ['a text', 'blog.comingSoon.text', copy('blog', 'comingSoon', 'text'), sampleLeft('text', 1, [])],
    ['a review', 'home.testimonials.0.text', copy('home', 'testimonials', 0, 'text'), sampleTestimonial()],
    ['a place', 'home.testimonials.0.location', copy('home', 'testimonials', 0, 'location'), 'a place of the sample shop'],
  ])('%s left alone is warned about at its line, every comment removed', (_, field, restore, message) => {
    const found = warnings(sampleWith(restore));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^\\d+:\\d+ ${field.replaceAll('.', '\\.')}`));
    expect(found[0]).toContain(message.split(': ')[0].replace(/^is one of/, ''));
  });
});
