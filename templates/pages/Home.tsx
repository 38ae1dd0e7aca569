// The home page: everything a visitor needs to trust the shop and book, top to bottom. On a phone every
// list is shown whole, stacked or wrapped (PRODUCT.md 18: nothing hidden in a sideways row).
import { catalogueOf, PAGE_URLS, pricesUrl, serviceUrl } from '../../generator/site/index.ts';
import { Faqs, Hidden, PriceCard, Section, Stats, TextLink } from '../components.tsx';
import { useHref, usePage } from '../context.tsx';
import { Icon } from '../icons.tsx';
import { say } from '../lib/ui/index.ts';
import { Avatar } from '../photos.tsx';
import { ClosingCta, Emergencies, Visit } from '../sections.tsx';
import { Hero } from './HomeHero.tsx';

export function Home() {
  const { ui, home } = usePage().shop;
  return (
    <>
      <Hero />
      <ServiceCards />
      <Reasons />
      <Process />
      <Models />
      <Emergencies />
      <Stats tight />
      <FeaturedPrices />
      <Reviews />
      <Faqs heading={ui.faqHeading} tone="soft" faqs={home.faqs} group="home-faq" />
      <Visit />
      <ClosingCta />
    </>
  );
}

/** One card per service page, each linking to it. */
function ServiceCards() {
  const { shop } = usePage();
  const to = useHref();
  return (
    <Section id="services" heading={shop.ui.servicesHeading} intro={shop.ui.servicesIntro}>
      <ul className="cards service-list" role="list">
        {shop.services.map((service) => (
          <li key={service.slug}>
            <article className="card service-card">
              <span className="tile-icon">
                <Icon name={service.icon} size={24} />
              </span>
              <h3>{service.title}</h3>
              <p className="muted">{service.description}</p>
              {/* The whole card is the link's tap target (.stretch). */}
              <a className="text-link stretch" href={to(serviceUrl(service.slug))}>
                <span className="link-words">
                  {shop.ui.learnMore}
                  <Hidden>{say(shop.ui.learnMoreHidden, { title: service.title })}</Hidden>
                </span>{' '}
                <Icon name="arrow" size={16} />
              </a>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The reasons to choose the shop: a tile each. Each section below is left out when shop.yaml has nothing for it. */
function Reasons() {
  const { shop } = usePage();
  if (shop.home.reasons.length === 0) return null;
  return (
    <Section id="why" tone="soft" heading={say(shop.ui.whyChoose, { name: shop.business.name })}>
      <div className="cards tiles">
        {shop.home.reasons.map((reason) => (
          <article className="card tile" key={reason.title}>
            <span className="tile-icon">
              <Icon name={reason.icon} size={24} />
            </span>
            <h3>{reason.title}</h3>
            <p className="muted">{reason.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** The steps of a repair, numbered in order. */
function Process() {
  const { shop } = usePage();
  if (shop.home.process.length === 0) return null;
  return (
    <Section id="process" heading={shop.ui.processHeading} intro={say(shop.ui.processIntro, { count: shop.home.process.length })}>
      <ol className="cards tiles steps">
        {shop.home.process.map((step, i) => (
          <li className="step" key={step.title}>
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <span className="step-icon">
              <Icon name={step.icon} size={22} />
            </span>
            <p className="muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** "Devices we repair": a row of model chips per device, each a whole tap target leading to its prices; the chips wrap, two to a row on phones. */
function Models() {
  const { shop } = usePage();
  const to = useHref();
  const index = catalogueOf(shop);
  // A group's chip names the group in its address too, so that the finder shows each of its models (client/prices.ts).
  const groups = new Set(shop.catalogue.groups.map((group) => group.id));
  const named = shop.home.models.map((id) => ({ ...index.named(id), group: groups.has(id) ? id : undefined }));
  const rows = index.devices.map((device) => ({ device, chips: named.filter((chip) => chip.device === device) })).filter((row) => row.chips.length > 0);
  if (rows.length === 0) return null;
  return (
    <Section id="models" tone="soft" heading={shop.ui.modelsHeading} intro={shop.ui.modelsIntro}>
      <div className="model-rows">
        {rows.map(({ device, chips }) => (
          <div className="model-row" key={device.id}>
            <h3>
              <Icon name={device.icon} /> {device.name}
            </h3>
            <ul className="chips chips-links model-chips" aria-label={say(shop.ui.deviceModels, { device: device.name })} role="list">
              {chips.map((chip, i) => (
                <li key={i}>
                  <a href={to(pricesUrl(chip.first.id, chip.group))}>
                    {chip.name}
                    <Hidden>{shop.ui.pricesHidden}</Hidden>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The first price cards, with a link to the pricing page for the rest. */
function FeaturedPrices() {
  const { shop } = usePage();
  const featured = shop.prices.slice(0, shop.home.featuredPrices);
  if (featured.length === 0) return null;
  return (
    <Section id="prices" tone="soft" heading={shop.ui.popularPrices} intro={shop.pricing.intro}>
      <ul className="cards price-cards" role="list">
        {featured.map((item) => (
          <li key={item.name}>
            <PriceCard item={item} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <TextLink href={PAGE_URLS.pricing}>{shop.ui.seeAllPrices}</TextLink>
      </p>
    </Section>
  );
}

/** The customers' reviews. */
function Reviews() {
  const { shop } = usePage();
  if (shop.home.testimonials.length === 0) return null;
  return (
    <Section id="reviews" heading={shop.ui.reviewsHeading}>
      <ul className="cards" role="list" aria-label={shop.ui.reviewsLabel}>
        {shop.home.testimonials.map((t) => (
          <li key={t.name}>
            <figure className="card testimonial">
              <p className="stars" role="img" aria-label={say(shop.ui.stars, { rating: t.rating })}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon key={i} name="star" size={18} className={i < t.rating ? 'star-on' : 'star-off'} />
                ))}
              </p>
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
