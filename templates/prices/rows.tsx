// The price rows of a service page: each names a catalogue repair and shows its models, description,
// time and price, with a Book Now.
import { catalogueOf, inspectionNote, offerOf, rangeOf, type PriceRow } from '../../generator/site/index.ts';
import { BookButton } from '../buttons.tsx';
import { usePage } from '../context.tsx';
import { Hidden } from '../hidden.tsx';
import { Icon } from '../icons.tsx';
import { Price } from './figure.tsx';

export function PriceRows({ rows }: { rows: readonly PriceRow[] }) {
  const { shop } = usePage();
  const index = catalogueOf(shop);
  return (
    <ul className="price-rows" role="list">
      {rows.map((row) => {
        const repair = index.repair(row.repair);
        const offer = offerOf(shop, [row.repair]);
        const name = row.name ?? repair.name;
        // "iPhone 6 to 15 · newer models on inspection", or the note alone as a sentence.
        const [models, note] = [rangeOf(shop, repair), inspectionNote(shop, repair)];
        const range = models && note ? `${models} · ${note}` : (models ?? (note && note.charAt(0).toUpperCase() + note.slice(1)));
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
              <BookButton service={offer.book} device={offer.deviceType} variant="secondary" small>
                {shop.ui.bookNowSmall}
                <Hidden>: {name}</Hidden>
              </BookButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
