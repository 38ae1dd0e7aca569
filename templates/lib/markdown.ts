// Article bodies are Markdown from shop.yaml. Raw HTML is off, so text can never become markup, and
// links may only go to https:, mailto:, tel: or a page of the site.
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
const SAFE_LINK = /^(?:https:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
md.validateLink = (url) => SAFE_LINK.test(url.trim());

// Links that leave the site open in a new tab without giving it a handle on this one.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = String(tokens[i].attrGet('href') ?? '');
  // A link to a page of the site ("/pricing/") follows the site into its folder.
  if (href.startsWith('/') && !href.startsWith('//')) tokens[i].attrSet('href', `${(env as { base?: string } | undefined)?.base ?? '/'}${href.slice(1)}`);
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

export function renderMarkdown(source: string, base = '/'): string {
  return md.render(source, { base });
}
