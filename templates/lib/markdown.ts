// Article bodies are Markdown from shop.yaml. Raw HTML is off, so text can never become markup, and
// links may only go to https:, mailto:, tel: or a page of the site. A picture (![what it shows](images/x.jpg))
// is the picture pipeline's, shown as a responsive <picture>.
import MarkdownIt from 'markdown-it';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pictureKey, routesFor, type Picture as PictureData, type Shop } from '../../generator/site/index.ts';
import { perShop } from '../../generator/site/per-shop.ts';
import { Picture } from '../picture.tsx';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
const SAFE_LINK = /^(?:https:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
// Any address parses, so that a picture's path reaches the checks (which name the article's line)
// instead of staying literal text; a link to an unsafe address loses its link below.
md.validateLink = () => true;

/** The site's folder, the pictures, and the page's language: its folder ("hi/") and the addresses of its pages. */
type Env = { base?: string; pictures?: ReadonlyMap<string, PictureData>; prefix?: string; pages?: ReadonlySet<string> };

md.core.ruler.push('safe_links', (state) => {
  for (const block of state.tokens) {
    if (!block.children) continue;
    // Links do not nest in Markdown: a link_close closes the last link_open.
    let dropping = false;
    block.children = block.children.filter((token) => {
      if (token.type === 'link_open') dropping = !SAFE_LINK.test(String(token.attrGet('href') ?? '').trim());
      else if (token.type !== 'link_close') return true;
      const keep = !dropping;
      if (token.type === 'link_close') dropping = false;
      return keep;
    });
  }
});

/** A picture as the pipeline made it, or its description alone when it has none (checked before rendering). */
md.renderer.rules.image = (tokens, i, _options, rendering) => {
  const env = rendering as Env | undefined;
  const token = tokens[i];
  const alt = token.children ? md.renderer.renderInlineAsText(token.children, md.options, {}) : token.content;
  const picture = env?.pictures?.get(pictureKey('article', String(token.attrGet('src') ?? '')));
  if (!picture) return md.utils.escapeHtml(alt);
  return renderToStaticMarkup(createElement(Picture, { picture, alt, base: env?.base ?? '/' }));
};

// Links that leave the site open in a new tab without giving it a handle on this one.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = String(tokens[i].attrGet('href') ?? '');
  const { base = '/', prefix = '', pages } = (env as Env | undefined) ?? {};
  // A link to a page of the site ("/pricing/") follows the site into its folder, and into the page's
  // language when the language has that page ("/hi/pricing/"). A file, an old address under redirects:
  // or any other address stays, so a link never leads where the first language's would not.
  if (href.startsWith('/') && !href.startsWith('//'))
    tokens[i].attrSet('href', `${base}${pages?.has(href.replace(/[?#].*$/, '')) ? prefix : ''}${href.slice(1)}`);
  if (/^https:/i.test(href)) {
    tokens[i].attrSet('target', '_blank');
    tokens[i].attrSet('rel', 'noopener');
  }
  return defaultLinkOpen(tokens, i, options, env, self);
};

/** Article headings start at h2: the page's h1 is the title. */
md.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

/** The article's HTML, its links and pictures under the site's folder `base`, its links to pages of the site in `shop`'s language. */
export function renderMarkdown(source: string, base = '/', pictures?: ReadonlyMap<string, PictureData>, shop?: Shop): string {
  return md.render(source, { base, pictures, prefix: shop?.site.prefix, pages: shop && pagesOf(shop) } satisfies Env);
}

/** The addresses of a language's pages ("/", "/pricing/", "/blog/some-article/"), made once per shop. */
const pagesOf = perShop((shop: Shop): ReadonlySet<string> => new Set(routesFor(shop).map((route) => route.url)));

/** Every picture an article shows, with the line it is on (counted from 0), for the picture pipeline and its messages. */
export function markdownPictures(source: string) {
  const found: { src: string; alt: string; line: number }[] = [];
  if (!source.includes('![')) return found;
  for (const block of md.parse(source, {})) {
    // A paragraph's line is its first; the line breaks inside it before a picture count on from there.
    let breaks = 0;
    for (const token of block.children ?? []) {
      if (token.type === 'softbreak' || token.type === 'hardbreak') breaks += 1;
      if (token.type !== 'image') continue;
      const alt = md.renderer.renderInlineAsText(token.children ?? [], md.options, {});
      found.push({ src: String(token.attrGet('src') ?? ''), alt, line: (block.map?.[0] ?? 0) + breaks });
    }
  }
  return found;
}
