// The pricing page's prices of every model: one closed <details> per device, opened by a tap or by a
// link to one of its models, so that the page stays short and every price is there without JavaScript.
// Inside, a row per model and a column per repair; on phones and tablets each row is a card that names
// its repairs beside their prices (the column headings as labels) and leaves out what the model lacks.
import { priceTables, type Price as CataloguePrice, type PriceTable, type Repair } from '../../generator/site/index.ts';
import { usePage } from '../context.tsx';
import { Hidden } from '../say.tsx';
import { Icon } from '../icons.tsx';
import { formatRupees } from '../lib/format.ts';
import { say } from '../lib/ui/index.ts';

/** A table cell's price: the amount, "On inspection", or a dash where the model does not have the repair. */
function Cell({ price, repair }: { price: CataloguePrice | undefined; repair: Repair }) {
  const { ui } = usePage().shop;
  if (price === undefined)
    return (
      <td className="price-none">
        <span aria-hidden="true">–</span>
        <Hidden>{ui.notOffered}</Hidden>
      </td>
    );
  return (
    <td className={typeof price === 'number' ? undefined : 'price-inspection'} data-label={repair.name}>
      {typeof price === 'number' ? formatRupees(price) : ui.priceOnInspection}
    </td>
  );
}

/** One disclosure per device: a row per model (its id is the row's address, /pricing/#iphone-13), a column per repair. */
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
    <details className="device-prices">
      <summary>
        <h3 id={title}>
          <Icon name={device.icon} /> {device.name}
        </h3>
        <span className="muted">{say(ui.modelCount, { count: rows.length })}</span>
        <Icon name="chevron" className="faq-chevron" />
      </summary>
      {/* The device's address (/pricing/#mac) is inside, so that following it opens the disclosure. */}
      <div id={device.id}>
        {columns.length > 0 && (
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
                    <Cell key={columns[i].id} price={price} repair={columns[i]} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {flat.length > 0 && (
          <p className="price-flat">
            <strong>{say(ui.everyDevice, { device: device.name })}</strong>{' '}
            {flat.map(({ repair, price }, i) => (
              <span key={repair.id}>
                {i > 0 && ' · '}
                {repair.name} {typeof price === 'number' ? formatRupees(price) : ui.onInspection}
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
    </details>
  );
}
