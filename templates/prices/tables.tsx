// The pricing page's tables of every model: one per device, a row per model and a column per repair,
// then the repairs priced alike for every model and a note on each repair.
import { priceTables, type Price as CataloguePrice, type PriceTable } from '../../generator/site/index.ts';
import { usePage } from '../context.tsx';
import { Hidden } from '../say.tsx';
import { Icon } from '../icons.tsx';
import { rupees } from '../lib/format.ts';
import { say } from '../lib/ui/index.ts';

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
