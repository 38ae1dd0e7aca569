import { baseOf, blogPageUrl, type Post } from '../../generator/site/index.ts';
import { BookButton, WhatsAppButton } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { renderMarkdown } from '../lib/markdown.ts';
import { PostMeta } from './Blog.tsx';
import { useHref, usePage } from '../context.tsx';
import { isFallback, unmarked } from '../lib/fallback.ts';
import { LANGUAGE_TAGS } from '../lib/ui/index.ts';

export function PostPage({ post }: { post: Post }) {
  const { shop, assets } = usePage();
  const to = useHref();
  return (
    <article className="article" aria-labelledby="page-title">
      <header className="page-hero">
        <div className="wrap narrow">
          <p>
            <a className="text-link" href={to(blogPageUrl(1))}>
              <Icon name="arrow" size={16} className="flip" /> {shop.ui.allArticles}
            </a>
          </p>
          <h1 id="page-title">{post.title}</h1>
          <p className="lead">{post.excerpt}</p>
          <PostMeta post={post} />
        </div>
      </header>
      <div className="section section-plain">
        {/* A body missing in the page's language is the first language's, and says so. */}
        <div
          className="wrap narrow prose"
          lang={isFallback(post.body) ? LANGUAGE_TAGS[shop.site.languages[0]] : undefined}
          dangerouslySetInnerHTML={{ __html: renderMarkdown(unmarked(post.body), baseOf(shop), assets.pictures, shop) }}
        />
        <div className="wrap narrow">
          <aside className="post-cta" aria-label={shop.ui.bookARepair}>
            <p>
              {shop.ui.needHand} {shop.home.cta.text}
            </p>
            <div className="button-row">
              <BookButton>{shop.ui.bookARepair}</BookButton>
              <WhatsAppButton message={shop.messages.chat}>{shop.ui.askOnWhatsApp}</WhatsAppButton>
            </div>
          </aside>
        </div>
      </div>
    </article>
  );
}
