// The top of the home page: the heading, the Book and WhatsApp buttons, the rating, warranty and
// turnaround, and beside them each device with a link to its prices.
import { BookButton, FinderLink, Hidden, OpenBadge, Say, WhatsAppButton } from '../components.tsx';
import { useHref, usePage } from '../context.tsx';
import { baseOf, catalogueOf, pricesUrl } from '../../generator/site/index.ts';
import { Icon } from '../icons.tsx';
import { say } from '../lib/ui/index.ts';
import { Picture } from '../picture.tsx';

export function Hero() {
  const { shop, assets } = usePage();
  const { hero } = shop.home;
  const { facts, ui } = shop;
  const heroFacts = [
    { icon: 'star', text: ui.heroRating, values: { rating: facts.rating, source: facts.ratingSource } },
    { icon: 'shield', text: ui.heroWarranty, values: { days: facts.warrantyDays } },
    { icon: 'clock', text: ui.heroSameDay, values: { turnaround: facts.turnaround } },
  ] as const;
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
            {heroFacts.map(({ icon, text, values }) => (
              <li key={icon}>
                <Icon name={icon} size={18} className={icon === 'star' ? 'star-on' : undefined} />{' '}
                <span>
                  <Say text={text} values={values} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <DevicePrices />
      </div>
    </section>
  );
}

/** The straight way to a price: each device with its number of models, linking to its table. */
function DevicePrices() {
  const { shop } = usePage();
  const to = useHref();
  const index = catalogueOf(shop);
  return (
    <nav className="hero-prices" aria-labelledby="hero-prices-title">
      <h2 id="hero-prices-title">{shop.ui.pricesForDevice}</h2>
      <ul role="list">
        {index.devices.map((device) => (
          <li key={device.id}>
            <a href={to(pricesUrl(device.id))}>
              <Icon name={device.icon} size={22} />
              <span className="hero-device">
                {device.name}
                <Hidden>{shop.ui.pricesHidden}</Hidden>
              </span>
              <span className="hero-from">{device.models.length === 1 ? shop.ui.modelCountOne : say(shop.ui.modelCount, { count: device.models.length })}</span>
              <Icon name="arrow" size={16} />
            </a>
          </li>
        ))}
      </ul>
      <FinderLink className="hero-finder" />
    </nav>
  );
}
