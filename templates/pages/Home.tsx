// The home page: everything a visitor needs to trust the shop and book, top to bottom.
import {
  BookButton, Faqs, FinderLink, Hidden, LinkChips, IconTile, PriceCard, Section, Stars, StatGrid, WhatsAppButton,
} from '../components.tsx';
import { Icon } from '../icons.tsx';
import { baseOf, catalogueOf, href, PAGE_URLS, pricesUrl, serviceUrl } from '../../generator/model/index.ts';
import { Picture } from '../picture.tsx';
import { Avatar } from '../photos.tsx';
import { ClosingCta, Emergencies, Visit } from '../sections.tsx';
import { useHref, usePage } from '../context.tsx';

export function Home() {
  return (
    <>
      <Hero />
      <ServiceCards />
      <Reasons />
      <Process />
      <Models />
      <Emergencies />
      <section className="section section-plain" aria-label="Our record">
        <div className="wrap"><StatGrid /></div>
      </section>
      <FeaturedPrices />
      <Reviews />
      <Section id="faq" tone="soft" heading="Frequently asked questions">
        <Faqs faqs={usePage().shop.home.faqs} group="home-faq" />
      </Section>
      <Visit />
      <ClosingCta />
    </>
  );
}

function ServiceCards() {
  const { shop } = usePage();
  const to = useHref();
  return (
    <Section id="services" heading="Repair services" intro="Every Apple device we fix, with the parts and care it deserves.">
      <ul className="grid grid-3" role="list">
        {shop.services.map((service) => (
          <li key={service.slug}>
            <article className="card service-card">
              <span className="tile-icon"><Icon name={service.icon} size={24} /></span>
              <h3>{service.title}</h3>
              <p className="muted">{service.description}</p>
              <a className="text-link" href={to(serviceUrl(service.slug))}>
                Learn more<Hidden> about {service.title}</Hidden> <Icon name="arrow" size={16} />
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
    <Section id="why" tone="soft" heading={`Why choose ${shop.business.name}`}>
      <div className="grid grid-4">
        {shop.home.reasons.map((r) => <IconTile key={r.title} icon={r.icon} title={r.title}>{r.text}</IconTile>)}
      </div>
    </Section>
  );
}

function Process() {
  const { shop } = usePage();
  return (
    <Section id="process" heading="How a repair works" intro="Four simple steps, and you know the price before we start.">
      <ol className="steps">
        {shop.home.process.map((step, i) => (
          <li className="step" key={step.title}>
            <span className="step-number" aria-hidden="true">{i + 1}</span>
            <h3><Icon name={step.icon} size={20} /> {step.title}</h3>
            <p className="muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** "Devices we repair": a card per device, its model chips linking to their prices. */
function Models() {
  const { shop } = usePage();
  const index = catalogueOf(shop);
  const chips = shop.home.models.map((id) => ({ id, ...index.named(id) }));
  const devices = index.devices.filter((device) => chips.some((chip) => chip.device === device));
  return (
    <Section id="models" tone="soft" heading="Devices we repair" intro="Tap your model to see what each repair costs.">
      <div className="grid grid-2">
        {devices.map((device) => (
          <article className="card" key={device.id}>
            <h3><Icon name={device.icon} /> {device.name}</h3>
            <LinkChips
              items={chips.filter((chip) => chip.device === device).map((chip) => ({ name: chip.name, url: pricesUrl(chip.first.id) }))}
              label={`${device.name} models`}
              hidden=" prices"
            />
          </article>
        ))}
      </div>
    </Section>
  );
}

function FeaturedPrices() {
  const { shop } = usePage();
  const to = useHref();
  return (
    <Section id="prices" tone="soft" heading="Popular repairs and prices" intro={shop.pricing.intro}>
      <ul className="grid grid-4" role="list">
        {shop.prices.slice(0, shop.home.featuredPrices).map((item) => <li key={item.name}><PriceCard item={item} /></li>)}
      </ul>
      <p className="section-more"><a className="text-link" href={to(PAGE_URLS.pricing)}>See all prices <Icon name="arrow" size={16} /></a></p>
    </Section>
  );
}

function Reviews() {
  const { shop } = usePage();
  return (
    <Section id="reviews" heading="What customers say">
      <ul className="grid grid-3" role="list">
        {shop.home.testimonials.map((t) => (
          <li key={t.name}>
            <figure className="card testimonial">
              <Stars rating={t.rating} />
              <blockquote><p>{t.text}</p></blockquote>
              <figcaption><Avatar src={t.photo} /><span><strong>{t.name}</strong>, {t.location}<br /><span className="muted">{t.service}</span></span></figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Hero() {
  const { shop, assets } = usePage();
  const { hero, facts } = { hero: shop.home.hero, facts: shop.facts };
  const image = assets.hero;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Picture picture={image} alt={shop.business.heroImage.alt} base={baseOf(shop)} className="hero-image" priority />
      <div className="wrap hero-inner">
        <p className="open-badge" data-open-badge hidden data-opens={shop.business.hours.opens} data-closes={shop.business.hours.closes}
          data-days={shop.business.hours.days.join(',')}></p>
        <h1 id="hero-title">{hero.heading}</h1>
        <p className="hero-intro">{hero.intro}</p>
        <div className="button-row">
          <BookButton>Book Now</BookButton>
          <WhatsAppButton message={shop.messages.hero}>WhatsApp Us</WhatsAppButton>
        </div>
        <p className="hero-link"><FinderLink /></p>
        <ul className="hero-facts" role="list">
          <li><Icon name="star" size={18} /> {facts.rating} on {facts.ratingSource}</li>
          <li><Icon name="shield" size={18} /> {facts.warrantyDays}-day warranty</li>
          <li><Icon name="clock" size={18} /> Most repairs in {facts.turnaround}</li>
        </ul>
      </div>
    </section>
  );
}
