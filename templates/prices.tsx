// Prices as the pages show them: a card per shared price item, rows on the service pages.
import type { PriceItem, PriceRow } from '../generator/model/index.ts';
import { BookButton } from './buttons.tsx';
import { Hidden } from './hidden.tsx';
import { Icon } from './icons.tsx';
import { rupees } from './lib/format.ts';

export function PriceCard({ item }: { item: PriceItem }) {
  return (
    <article className="card price-card">
      <p className="price-emoji" aria-hidden="true">{item.emoji}</p>
      <h3>{item.name}</h3>
      <Price item={item} />
      {item.note && <p className="price-note">{item.note}</p>}
      <p className="muted">{item.description}</p>
      <BookButton service={item.book} variant="secondary" small>
        Book now<Hidden>: {item.name}</Hidden>
      </BookButton>
    </article>
  );
}

/** "₹7,999 onwards", with the amount large and "onwards" small. */
export function Price({ item }: { item: { price: number; onwards: boolean } }) {
  return (
    <p className="price">
      {rupees(item.price)}{item.onwards && <> <span className="onwards">onwards</span></>}
    </p>
  );
}

export function PriceRows({ rows }: { rows: readonly PriceRow[] }) {
  return (
    <ul className="price-rows" role="list">
      {rows.map((row) => (
        <li className="price-row" key={row.name}>
          <div className="price-row-main">
            <h3>{row.name}</h3>
            {(row.models ?? row.description) && <p className="muted">{row.models ?? row.description}</p>}
            {row.models && row.description && <p className="muted">{row.description}</p>}
            <p className="price-row-time"><Icon name="clock" size={16} /> {row.time}</p>
          </div>
          <div className="price-row-side">
            <Price item={row} />
            <BookButton service={row.book} device={row.device} variant="secondary" small>
              Book now<Hidden>: {row.name}</Hidden>
            </BookButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
