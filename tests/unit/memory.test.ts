// What a build keeps in memory once it no longer needs it. The parsed document of shop.yaml is about
// fifteen times the file's size: kept through rendering by mistake, it cost a 10,000-article shop in
// three languages 130 MB for the whole build.
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { lightened, load } from '../../generator/load.ts';
import { placeAt } from '../../generator/locate.ts';
import { FULL } from '../helpers.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Collects garbage once the current job is over: a WeakRef's target lives at least until then. */
async function collected(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}

describe('memory', () => {
  it('a checked shop lets go of its parsed document and data, and parses the text again only to place a later problem', async () => {
    const { light, doc, data, source, placed } = await (async () => {
      const loaded = await load(FULL);
      const placed = placeAt(loaded, ['business', 'phone'], 'a later problem');
      return { light: lightened(loaded), doc: new WeakRef(loaded.doc), data: new WeakRef(loaded.data as object), source: loaded.source, placed };
    })();
    await collected();
    expect(doc.deref()).toBeUndefined();
    expect(data.deref()).toBeUndefined();
    expect(light.source).toBe(source);
    // A problem found after checking (a picture, a redirect) is still placed at its line.
    expect(placeAt(light, ['business', 'phone'], 'a later problem')).toEqual(placed);
    expect(source.split('\n')[placed.line - 1]).toMatch(/^ +phone: /);
  });
});
