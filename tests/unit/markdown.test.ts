// An article's body (templates/lib/markdown.ts) depends on its text, the language's folder and the
// shop's pictures, and on nothing kept from another build or another language's page.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { pictureKey, type Picture } from '../../generator/site/index.ts';

/** The module as a build first loads it: nothing rendered yet. */
async function fresh(): Promise<typeof import('../../templates/lib/markdown.ts')> {
  vi.resetModules();
  return import('../../templates/lib/markdown.ts');
}

const picture: Picture = {
  src: '/assets/bench-640.webp',
  width: 640,
  height: 480,
  sources: [{ type: 'image/avif', srcset: '/assets/bench-640.avif 640w' }],
  sizes: '100vw',
};

describe('an article body', () => {
  it('renders the same HTML rendered anew or again, after any other bodies, folders and pictures', async () => {
    const body = fc
      .array(
        fc.constantFrom(
          '## Battery',
          'A *90-day* warranty.',
          '- one\n- two',
          '[prices](/pricing/)',
          '[maps](https://maps.example/x)',
          '![the bench](images/bench.jpg)',
          '"Quoted" -- text',
          '> note',
          '',
        ),
        { maxLength: 6 },
      )
      .map((lines) => lines.join('\n\n'));
    const base = fc.constantFrom('/', '/shop/', '/a/b/');
    const pictures = fc.constantFrom(undefined, new Map([[pictureKey('article', 'images/bench.jpg'), picture]]));
    const kept = await fresh();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(body, base, pictures), { minLength: 1, maxLength: 8 }), async (renders) => {
        const again = renders.map(([text, folder, shown]) => kept.renderMarkdown(text, folder, shown));
        const anew = await fresh();
        renders.forEach(([text, folder, shown], i) => expect(again[i]).toBe(anew.renderMarkdown(text, folder, shown)));
      }),
      { numRuns: 60 },
    );
  });

  it("depends on the site's folder and on the pictures as well as on the text", async () => {
    const { renderMarkdown } = await fresh();
    const text = '[prices](/pricing/)\n\n![the bench](images/bench.jpg)';
    const shown = new Map([[pictureKey('article', 'images/bench.jpg'), picture]]);
    expect(renderMarkdown(text, '/')).toContain('href="/pricing/"');
    expect(renderMarkdown(text, '/shop/')).toContain('href="/shop/pricing/"');
    expect(renderMarkdown(text, '/')).not.toContain('<picture');
    expect(renderMarkdown(text, '/', shown)).toContain('<picture');
    expect(renderMarkdown(text, '/', new Map())).not.toContain('<picture');
  });
});
