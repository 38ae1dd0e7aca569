// The catalogue's offers as the home, pricing and service pages show them: a price card for a shared
// price item (prices: in shop.yaml), a price row for a service page's repair, each with a Book Now.
import {
  catalogueOf,
  inspectionNote,
  offerOf,
  rangeOf,
  type Figure,
  type Offer,
  type PriceItem,
  type PriceRow,
  type Shop,
} from '../../generator/site/index.ts';
import { BookButton } from '../contact.tsx';
import { usePage } from '../context.tsx';
import { Hidden } from '../say.tsx';
import { Icon, iconForEmoji } from '../icons.tsx';
import { formatRupees } from '../lib/format.ts';

/** "₹7,999 onwards", with the amount large and "onwards" small; "On inspection" where no model has a number. */
export function Price({ figure }: { figure: Figure }) {
  const { ui } = usePage().shop;
  return (
    <p className="price">
      {figure.amount === undefined ? ui.priceOnInspection : formatRupees(figure.amount)}
      {figure.onwards && (
        <>
          {' '}
          <span className="onwards">{ui.onwards}</span>
        </>
      )}
    </p>
  );
}

/** Book Now for an offer, named for screen readers by what it books. */
function BookOffer({ offer, name }: { offer: Offer; name: string }) {
  return (
    <BookButton service={offer.book} device={offer.deviceType} variant="secondary" small>
      {usePage().shop.ui.bookNowSmall}
      <Hidden>: {name}</Hidden>
    </BookButton>
  );
}

/** The models a repair's price covers, from the catalogue: "iPhone 6 to 15 · newer models on inspection", or the note alone as a sentence. */
function coverageOf(shop: Shop, repairId: string): string | undefined {
  const repair = catalogueOf(shop).repair(repairId);
  const [models, note] = [rangeOf(shop, repair), inspectionNote(shop, repair)];
  return models && note ? `${models} · ${note}` : (models ?? (note && note.charAt(0).toUpperCase() + note.slice(1)));
}

export function PriceCard({ item }: { item: PriceItem }) {
  const { shop } = usePage();
  const offer = offerOf(shop, item.repairs);
  // Which models the "onwards" price is about, beside it: a card of one repair says so.
  const coverage = item.repairs.length === 1 ? coverageOf(shop, item.repairs[0]) : undefined;
  // The emoji in the same tile as every other icon: as its line icon, or as itself when none matches.
  const icon = iconForEmoji(item.emoji);
  return (
    <article className="card price-card">
      <span className="tile-icon" data-emoji={item.emoji} aria-hidden="true">
        {icon ? <Icon name={icon} size={24} /> : <span className="tile-emoji">{item.emoji}</span>}
      </span>
      <h3>{item.name}</h3>
      <Price figure={offer.figure} />
      {coverage && <p className="muted price-row-range">{coverage}</p>}
      {item.note && <p className="price-note">{item.note}</p>}
      <p className="muted">{item.description}</p>
      <BookOffer offer={offer} name={item.name} />
    </article>
  );
}

export function PriceRows({ rows }: { rows: readonly PriceRow[] }) {
  const { shop } = usePage();
  return (
    <ul className="price-rows" role="list">
      {rows.map((row) => {
        const repair = catalogueOf(shop).repair(row.repair);
        const offer = offerOf(shop, [row.repair]);
        const name = row.name ?? repair.name;
        const range = coverageOf(shop, row.repair);
        return (
          <li className="price-row" key={row.repair}>
            <span className="tile-icon">
              <Icon name={repair.icon ?? 'wrench'} size={22} />
            </span>
            <div className="price-row-main">
              <h3>{name}</h3>
              {range && <p className="muted price-row-range">{range}</p>}
              <p className="muted">{repair.description}</p>
              <p className="price-row-time">
                <Icon name="clock" size={16} /> {repair.time}
              </p>
            </div>
            <div className="price-row-side">
              <Price figure={offer.figure} />
              <BookOffer offer={offer} name={name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
