// The home page: everything a visitor needs to trust the shop and book, top to bottom, in about eight
// phone screens: long lists become rows that scroll sideways or short lists with a link to the rest.
import {
  BookButton,
  Faqs,
  FinderLink,
  Hidden,
  LinkChips,
  IconTile,
  OpenBadge,
  PriceCard,
  Say,
  Section,
  Stars,
  StatGrid,
  WhatsAppButton,
} from '../components.tsx';
import { Icon } from '../icons.tsx';
import { baseOf, catalogueOf, PAGE_URLS, pricesUrl, serviceUrl } from '../../generator/site/index.ts';
import { Picture } from '../picture.tsx';
import { Avatar } from '../photos.tsx';
import { ClosingCta, Emergencies, Visit } from '../sections.tsx';
import { useHref, usePage } from '../context.tsx';
import { say } from '../lib/ui/index.ts';

export function Home() {
  const { ui } = usePage().shop;
  return (
    <>
      <Hero />
      <ServiceCards />
      <Reasons />
      <Process />
      <Models />
      <Emergencies />
      <section className="section section-plain section-tight" aria-label={ui.ourRecord}>
        <div className="wrap">
          <StatGrid />
        </div>
      </section>
      <FeaturedPrices />
      <Reviews />
      <Section id="faq" tone="soft" heading={ui.faqHeading}>
        <Faqs faqs={usePage().shop.home.faqs} group="home-faq" />
      </Section>
      <Visit />
      <ClosingCta />
    </>
  );
}

function Hero() {
  const { shop, assets } = usePage();
  const { hero } = shop.home;
  const { facts, ui } = shop;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Picture picture={assets.hero} alt={shop.business.heroImage.alt} base={baseOf(shop)} className="hero-image" priority />
      <div className="wrap hero-inner">
        <div className="hero-copy">
          <OpenBadge />
          <h1 id="hero-title">{hero.heading}</h1>
          <p className="hero-intro">{hero.intro}</p>
          <div className="button-row">
            <BookButton>{ui.bookNow}</BookButton>
            <WhatsAppButton message={shop.messages.hero}>{ui.whatsappUs}</WhatsAppButton>
          </div>
          <ul className="hero-facts" role="list">
            <li>
              <Icon name="star" size={18} className="star-on" />{' '}
              <span>
                <Say text={ui.heroRating} values={{ rating: facts.rating, source: facts.ratingSource }} />
              </span>
            </li>
            <li>
              <Icon name="shield" size={18} />{' '}
              <span>
                <Say text={ui.heroWarranty} values={{ days: facts.warrantyDays }} />
              </span>
            </li>
            <li>
              <Icon name="clock" size={18} />{' '}
              <span>
                <Say text={ui.heroSameDay} values={{ turnaround: facts.turnaround }} />
              </span>
            </li>
          </ul>
        </div>
        <DevicePrices />
      </div>
    </section>
  );
}

/** The straight way to a price: each device with its lowest price, linking to its table. */
function DevicePrices() {
  const { shop } = usePage();
  const to = useHref();
  const index = catalogueOf(shop);
  return (
    <nav className="hero-prices" aria-labelledby="hero-prices-title">
      <h2 id="hero-prices-title">{shop.ui.pricesForDevice}</h2>
      <ul role="list">
        {index.devices.map((device) => {
          return (
            <li key={device.id}>
              <a href={to(pricesUrl(device.id))}>
                <Icon name={device.icon} size={22} />
                <span className="hero-device">
                  {device.name}
                  <Hidden>{shop.ui.pricesHidden}</Hidden>
                </span>
                <span className="hero-from">
                  {device.models.length === 1 ? shop.ui.modelCountOne : say(shop.ui.modelCount, { count: device.models.length })}
                </span>
                <Icon name="arrow" size={16} />
              </a>
            </li>
          );
        })}
      </ul>
      <p className="hero-finder">
        <FinderLink />
      </p>
    </nav>
  );
}

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

function Reasons() {
  const { shop } = usePage();
  return (
    <Section id="why" tone="soft" heading={say(shop.ui.whyChoose, { name: shop.business.name })}>
      <div className="cards tiles">
        {shop.home.reasons.map((r) => (
          <IconTile key={r.title} icon={r.icon} title={r.title}>
            {r.text}
          </IconTile>
        ))}
      </div>
    </Section>
  );
}

function Process() {
  const { shop } = usePage();
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

/** "Devices we repair": a row of model chips per device, each linking to its prices; the row scrolls sideways on phones. */
function Models() {
  const { shop } = usePage();
  const index = catalogueOf(shop);
  const chips = shop.home.models.map((id) => ({ id, ...index.named(id) }));
  const devices = index.devices.filter((device) => chips.some((chip) => chip.device === device));
  return (
    <Section id="models" tone="soft" heading={shop.ui.modelsHeading} intro={shop.ui.modelsIntro}>
      <div className="model-rows">
        {devices.map((device) => (
          <div className="model-row" key={device.id}>
            <h3>
              <Icon name={device.icon} /> {device.name}
            </h3>
            <LinkChips
              items={chips.filter((chip) => chip.device === device).map((chip) => ({ name: chip.name, url: pricesUrl(chip.first.id) }))}
              label={say(shop.ui.deviceModels, { device: device.name })}
              hidden={shop.ui.pricesHidden}
              scroll
            />
          </div>
        ))}
      </div>
    </Section>
  );
}

function FeaturedPrices() {
  const { shop } = usePage();
  const to = useHref();
  return (
    <Section id="prices" tone="soft" heading={shop.ui.popularPrices} intro={shop.pricing.intro}>
      <ul className="cards scroll-row price-cards" role="list">
        {shop.prices.slice(0, shop.home.featuredPrices).map((item) => (
          <li key={item.name}>
            <PriceCard item={item} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <a className="text-link" href={to(PAGE_URLS.pricing)}>
          {shop.ui.seeAllPrices} <Icon name="arrow" size={16} />
        </a>
      </p>
    </Section>
  );
}

function Reviews() {
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
