// The price finder of the pricing page: device, model and repair, and the price, time and warranty of
// each repair the model has, with a Book Now that fills the booking form. The script (client/prices.ts)
// fills and shows it; without JavaScript it stays hidden and the tables below hold the same facts.
import { BookButton } from '../contact.tsx';
import { useHref, usePage } from '../context.tsx';
import { Field } from '../fields.tsx';

export function PriceFinder() {
  const { assets, shop } = usePage();
  const { ui } = shop;
  const to = useHref();
  return (
    <div className="card finder" role="group" data-finder data-catalogue={to(assets.catalogue)} hidden aria-labelledby="price-finder-title">
      <h3 id="price-finder-title">{ui.findYourPrice}</h3>
      <div className="finder-fields">
        <Field label={ui.device}>
          <select name="device"></select>
        </Field>
        <Field label={ui.model}>
          <select name="model">
            <option value="">{ui.chooseModel}</option>
          </select>
        </Field>
        <Field label={ui.repair}>
          <select name="repair">
            <option value="">{ui.allRepairs}</option>
          </select>
        </Field>
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
