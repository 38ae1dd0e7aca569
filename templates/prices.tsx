// Prices as the pages show them: a card per shared price item, rows on the service pages, and the
// pricing page's table of every model. Every figure comes from the catalogue (generator/site/catalogue.ts).
import {
  catalogueOf,
  inspectionNote,
  offerOf,
  priceTables,
  rangeOf,
  type Figure,
  type Price as CataloguePrice,
  type PriceItem,
  type PriceRow,
  type PriceTable,
} from '../generator/site/index.ts';
import { BookButton } from './buttons.tsx';
import { useHref, usePage } from './context.tsx';
import { Hidden } from './hidden.tsx';
import { Icon, iconForEmoji } from './icons.tsx';
import { rupees } from './lib/format.ts';
import { say } from './lib/ui/index.ts';

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

/** "₹7,999 onwards", with the amount large and "onwards" small; "On inspection" where no model has a number. */
export function Price({ figure }: { figure: Figure }) {
  const { ui } = usePage().shop;
  return (
    <p className="price">
      {figure.amount === undefined ? ui.priceOnInspection : rupees(figure.amount)}
      {figure.onwards && (
        <>
          {' '}
          <span className="onwards">{ui.onwards}</span>
        </>
      )}
    </p>
  );
}

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

/** A table cell's price: the amount, "On inspection", or a dash where the model does not have the repair. */
function Cell({ price }: { price: CataloguePrice | undefined }) {
  const { ui } = usePage().shop;
  if (price === undefined)
    return (
      <td className="price-none">
        <span aria-hidden="true">–</span>
        <Hidden>{ui.notOffered}</Hidden>
      </td>
    );
  if (typeof price === 'number') return <td>{rupees(price)}</td>;
  return <td className="price-inspection">{ui.priceOnInspection}</td>;
}

/** One table per device: a row per model (its id is the row's address, /pricing/#iphone-13), a column per repair. */
export function PriceTables() {
  const { shop } = usePage();
  return (
    <div className="price-tables">
      {priceTables(shop).map((table) => (
        <DeviceTable key={table.device.id} table={table} />
      ))}
    </div>
  );
}

function DeviceTable({ table }: { table: PriceTable }) {
  const { ui } = usePage().shop;
  const { device, columns, rows, flat } = table;
  const title = `${device.id}-prices-title`;
  return (
    <div className="device-prices" id={device.id}>
      <h3 id={title}>
        <Icon name={device.icon} /> {device.name}
      </h3>
      {columns.length > 2 && <p className="table-hint">{ui.swipeHint}</p>}
      {columns.length > 0 && (
        <section className="table-scroll" aria-labelledby={title} tabIndex={0}>
          <table className="price-table">
            <caption className="visually-hidden">{say(ui.pricesCaption, { device: device.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{ui.model}</th>
                {columns.map((repair) => (
                  <th scope="col" key={repair.id}>
                    {repair.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ model, prices }) => (
                <tr id={model.id} key={model.id}>
                  <th scope="row">{model.name}</th>
                  {prices.map((price, i) => (
                    <Cell key={columns[i].id} price={price} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {flat.length > 0 && (
        <p className="price-flat">
          <strong>{say(ui.everyDevice, { device: device.name })}</strong>{' '}
          {flat.map(({ repair, price }, i) => (
            <span key={repair.id}>
              {i > 0 && ' · '}
              {repair.name} {typeof price === 'number' ? rupees(price) : ui.onInspection}
            </span>
          ))}
        </p>
      )}
      <ul className="repair-notes" role="list">
        {[...columns, ...flat.map((f) => f.repair)].map((repair) => (
          <li key={repair.id}>
            <strong>{repair.name}</strong>: {say(ui.repairAbout, { time: repair.time, warranty: repair.warranty ?? '' })}{' '}
            <span className="muted">{repair.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The price finder: device, model and repair, and the price, time and warranty of each repair the
 * model has, with a Book Now that fills the booking form. The script (client/prices.ts) fills and
 * shows it; without JavaScript it stays hidden and the tables below hold the same facts.
 */
export function PriceFinder() {
  const {
    assets,
    shop: { ui },
  } = usePage();
  const to = useHref();
  return (
    <div className="card finder" role="group" data-finder data-catalogue={to(assets.catalogue)} hidden aria-labelledby="price-finder-title">
      <h3 id="price-finder-title">{ui.findYourPrice}</h3>
      <div className="finder-fields">
        <label className="field">
          <span>{ui.device}</span>
          <select name="device"></select>
        </label>
        <label className="field">
          <span>{ui.model}</span>
          <select name="model">
            <option value="">{ui.chooseModel}</option>
          </select>
        </label>
        <label className="field">
          <span>{ui.repair}</span>
          <select name="repair">
            <option value="">{ui.allRepairs}</option>
          </select>
        </label>
      </div>
      <div className="finder-result" data-finder-result aria-live="polite"></div>
      <template>
        <li className="finder-item">
          <div className="finder-main">
            <strong data-slot="name"></strong>
            <span className="muted" data-slot="facts"></span>
          </div>
          <div className="finder-side">
            <span className="finder-price" data-slot="price"></span>
            <BookButton variant="primary" small>
              {ui.bookNowSmall}
              <span className="visually-hidden" data-for=""></span>
            </BookButton>
          </div>
        </li>
      </template>
    </div>
  );
}
