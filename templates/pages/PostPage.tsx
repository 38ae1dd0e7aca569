import { baseOf, blogPageUrl, type Post } from '../../generator/model/index.ts';
import { BookButton, WhatsAppButton } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { renderMarkdown } from '../lib/markdown.ts';
import { PostMeta } from './Blog.tsx';
import { useHref, usePage } from '../context.tsx';

export function PostPage({ post }: { post: Post }) {
  const { shop, assets } = usePage();
  const to = useHref();
  return (
    <article className="article" aria-labelledby="page-title">
      <header className="page-hero">
        <div className="wrap narrow">
          <p><a className="text-link" href={to(blogPageUrl(1))}><Icon name="arrow" size={16} className="flip" /> All articles</a></p>
          <h1 id="page-title">{post.title}</h1>
          <p className="lead">{post.excerpt}</p>
          <PostMeta post={post} />
        </div>
      </header>
      <div className="section section-plain">
        <div className="wrap narrow prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body, baseOf(shop), assets.pictures) }} />
        <div className="wrap narrow">
          <aside className="post-cta" aria-label="Book a repair">
            <p>Need a hand with your device? {shop.home.cta.text}</p>
            <div className="button-row">
              <BookButton>Book a repair</BookButton>
              <WhatsAppButton message={shop.messages.chat}>Ask on WhatsApp</WhatsAppButton>
            </div>
          </aside>
        </div>
      </div>
    </article>
  );
}
