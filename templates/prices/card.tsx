// A price card: a shared price item (prices: in shop.yaml) with its emoji, its lowest price and a
// Book Now, on the home and pricing pages.
import { offerOf, type PriceItem } from '../../generator/site/index.ts';
import { BookButton } from '../buttons.tsx';
import { usePage } from '../context.tsx';
import { Hidden } from '../hidden.tsx';
import { Icon, iconForEmoji } from '../icons.tsx';
import { Price } from './figure.tsx';

export function PriceCard({ item }: { item: PriceItem }) {
  const { shop } = usePage();
  const { ui } = shop;
  const offer = offerOf(shop, item.repairs);
  return (
    <article className="card price-card">
      <PriceTile emoji={item.emoji} />
      <h3>{item.name}</h3>
      <Price figure={offer.figure} />
      {item.note && <p className="price-note">{item.note}</p>}
      <p className="muted">{item.description}</p>
      <BookButton service={offer.book} device={offer.deviceType} variant="secondary" small>
        {ui.bookNowSmall}
        <Hidden>: {item.name}</Hidden>
      </BookButton>
    </article>
  );
}

/** The card's emoji in the same tile as every other icon: as its line icon, or as itself when none matches. */
function PriceTile({ emoji }: { emoji: string }) {
  const icon = iconForEmoji(emoji);
  return (
    <span className="tile-icon" data-emoji={emoji} aria-hidden="true">
      {icon ? <Icon name={icon} size={24} /> : <span className="tile-emoji">{emoji}</span>}
    </span>
  );
}
