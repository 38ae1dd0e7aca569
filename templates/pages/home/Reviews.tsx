// The customers' reviews on the home page, in a row that scrolls sideways.
import { Section, Stars } from '../../components.tsx';
import { usePage } from '../../context.tsx';
import { Avatar } from '../../photos.tsx';

export function Reviews() {
  const { shop } = usePage();
  return (
    <Section id="reviews" heading={shop.ui.reviewsHeading}>
      {/* Scrolls sideways on phones; focusable so a keyboard can scroll it too. */}
      <ul className="cards scroll-row" role="list" tabIndex={0} aria-label={shop.ui.reviewsLabel}>
        {shop.home.testimonials.map((t) => (
          <li key={t.name}>
            <figure className="card testimonial">
              <Stars rating={t.rating} />
              <blockquote>
                <p>{t.text}</p>
              </blockquote>
              <figcaption>
                <Avatar src={t.photo} />
                <span>
                  <strong>{t.name}</strong>, {t.location}
                  <br />
                  <span className="muted">{t.service}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
