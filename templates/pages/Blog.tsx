import { articleUrl, blogPageUrl, type Post, type Shop } from '../../generator/site/index.ts';
import { Field, Hidden, PageHero, Section, TextLink } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { longDate } from '../lib/format.ts';
import { useHref, usePage } from '../context.tsx';
import { say } from '../lib/ui/index.ts';

export function PostMeta({ post }: { post: Post }) {
  const { shop } = usePage();
  return (
    // Spaced apart, not joined by "·": a wrapped line never starts or ends with a lone dot.
    <p className="post-meta">
      <span className="tag">{post.category}</span> <time dateTime={post.date}>{longDate(post.date, shop.site.lang)}</time> <span>{post.author}</span>{' '}
      <span>{say(shop.ui.minRead, { count: post.readTime })}</span>
    </p>
  );
}

export function Blog({ posts, page, pages }: { posts: readonly Post[]; page: number; pages: number }) {
  const { shop } = usePage();
  const to = useHref();
  const { ui } = shop;
  const blog = shop.blog!; // its pages exist only when it has articles (routes.ts)
  return (
    <>
      <PageHero title={page === 1 ? ui.blogTitle : say(ui.blogTitlePage, { page })} intro={blog.intro} />
      <Section id="articles" heading={page === 1 ? ui.latestArticles : say(ui.articlesPage, { page, pages })}>
        <ul className="cards post-cards" role="list">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="card post-card">
                <PostMeta post={post} />
                <h3>
                  <a className="post-title" href={to(articleUrl(post.slug))}>
                    {post.title}
                  </a>
                </h3>
                <p className="muted">{post.excerpt}</p>
                <TextLink href={articleUrl(post.slug)}>
                  {ui.readMore}
                  <Hidden>: {post.title}</Hidden>
                </TextLink>
              </article>
            </li>
          ))}
        </ul>
        {pages > 1 && <Pagination page={page} pages={pages} />}
      </Section>
      {blog.comingSoon && (
        <Section id="coming-soon" tone="soft" heading={blog.comingSoon.heading}>
          <p className="lead">{blog.comingSoon.text}</p>
        </Section>
      )}
      {blog.newsletter && <Newsletter newsletter={blog.newsletter} />}
    </>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const to = useHref();
  const { ui } = usePage().shop;
  return (
    <nav className="pagination" aria-label={ui.blogPages}>
      {page > 1 && (
        <a className="btn btn-secondary btn-sm" href={to(blogPageUrl(page - 1))} rel="prev">
          {ui.newerArticles}
        </a>
      )}
      <p>{say(ui.pageOf, { page, pages })}</p>
      {page < pages && (
        <a className="btn btn-secondary btn-sm" href={to(blogPageUrl(page + 1))} rel="next">
          {ui.olderArticles}
        </a>
      )}
    </nav>
  );
}

/** No backend: the browser's own mail app sends the address to the shop. */
function Newsletter({ newsletter }: { newsletter: NonNullable<NonNullable<Shop['blog']>['newsletter']> }) {
  const { shop } = usePage();
  return (
    <Section id="newsletter" heading={newsletter.heading} intro={newsletter.text}>
      <form className="newsletter" action={`mailto:${shop.business.email}`} method="get">
        <input type="hidden" name="subject" value={newsletter.subject} />
        <Field label={shop.ui.yourEmail}>
          <input type="email" name="body" autoComplete="email" required />
        </Field>
        <button type="submit" className="btn btn-primary">
          <Icon name="mail" /> <span>{shop.ui.subscribe}</span>
        </button>
      </form>
    </Section>
  );
}
