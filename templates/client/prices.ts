// The price finder of the pricing page, and the booking dialog's model list and estimate, from the
// catalogue JSON. Elsewhere booking.ts imports it when the dialog first opens, so pages that never book
// never load it. Without it, the tables hold every price and the booking form works without a model.
import { closedOn } from '../lib/closed-days.ts';
import { estimate, fill as say, findModel, priceText, type CatalogueData, type DeviceData } from '../lib/estimate.ts';
import type { ClientText } from '../lib/ui/index.ts';

// The page's words and locale, read as main.ts reads them: this script shares no module with that one.
const words = JSON.parse(document.getElementById('ui-words')?.textContent || '{}') as ClientText;
const locale = `${document.documentElement.lang}-u-nu-latn`;

/** The catalogue, fetched once: the booking form and the price finder name the same file. */
let catalogue: Promise<CatalogueData> | undefined;

function load(url: string | undefined): Promise<CatalogueData> {
  if (!url) return Promise.reject(new Error('no catalogue'));
  return (catalogue ??= fetch(url).then((r) => r.json() as Promise<CatalogueData>));
}

/** Replaces a select's options (after its first, the prompt, when keep is set) by [value, label, …] lists. */
function fill(select: HTMLSelectElement, options: readonly (readonly string[])[], keep = true): void {
  select.length = keep ? 1 : 0;
  for (const [value, label] of options) select.add(new Option(label, value));
}

const control = (within: HTMLElement, name: string) => within.querySelector(`select[name="${name}"]`) as HTMLSelectElement;

// The booking dialog --------------------------------------------------------------------------------

/** Fills the dialog's model list for the chosen device type and shows the estimate once device, model and service are known. */
export async function enhanceBooking(form: HTMLFormElement, model?: string, repair?: string): Promise<void> {
  warnClosedDays(form);
  const data = await load(form.dataset.catalogue);
  const [device, models, service] = ['device', 'model', 'service'].map((name) => control(form, name));
  const output = form.querySelector<HTMLElement>('[data-estimate]')!;
  if (repair !== undefined) form.dataset.repair = repair;
  // The control's model, else the one the page's price finder shows (a header Book after the finder), else the draft's.
  const finder = document.querySelector<HTMLSelectElement>('[data-finder] select[name="model"]')?.value || undefined;
  const chosen = model ?? finder ?? (models.value || JSON.parse(sessionStorage.getItem('booking-draft') ?? '{}').model);
  const found = chosen ? findModel(data, chosen) : undefined;
  if (found && (model ?? finder)) device.value = found.type;
  const update = () => {
    const text = models.value && service.value ? estimate(data, models.value, service.value, form.dataset.repair, words) : '';
    output.querySelector('strong')!.textContent = text;
    output.hidden = !text;
  };
  const list = () => {
    const keep = models.value;
    fill(
      models,
      data.devices.flatMap((d) => d.models.filter((m) => m[2] === device.value)),
    );
    models.value = keep;
    if (models.selectedIndex < 0) models.value = '';
    (models.closest('[data-model-field]') as HTMLElement).hidden = models.length < 2;
  };
  if (!form.dataset.priced) {
    form.dataset.priced = '';
    device.addEventListener('change', () => {
      list();
      update();
    });
    models.addEventListener('change', update);
    // A service chosen by hand is no longer the finder's repair.
    service.addEventListener('change', () => {
      delete form.dataset.repair;
      update();
    });
  }
  list();
  if (found) models.value = found.device.models[found.index][0];
  update();
}

/** A preferred date on a day the shop is closed gets an inline message, and the form is not sent with it. */
function warnClosedDays(form: HTMLFormElement): void {
  const date = form.elements.namedItem('date') as HTMLInputElement;
  if (date.dataset.days !== undefined) return;
  date.dataset.days = '';
  const check = () => {
    const text = closedOn(date.value, (form.dataset.days ?? '').split(','), words, locale);
    if (!text) return;
    // As handoff.ts's showError, which this module does not import: sharing it would split the site's script in two.
    const message = document.getElementById(date.getAttribute('aria-describedby') ?? '')!;
    date.setCustomValidity(text);
    date.setAttribute('aria-invalid', 'true');
    message.textContent = text;
    message.hidden = false;
  };
  // After the dialog's own listener, which clears the message on every change.
  date.addEventListener('input', check);
  // On a slow network this module can arrive after the visitor has picked a date.
  check();
}

// The price finder -----------------------------------------------------------------------------------

function initFinder(): void {
  const finder = document.querySelector<HTMLElement>('[data-finder]');
  if (!finder) return;
  load(finder.dataset.catalogue)
    .then((data) => {
      const [device, model, repair] = ['device', 'model', 'repair'].map((name) => control(finder, name));
      const result = finder.querySelector<HTMLElement>('[data-finder-result]')!;
      const book = finder.querySelector<HTMLTemplateElement>('template')!;
      const current = (): DeviceData => data.devices.find((d) => d.id === device.value) ?? data.devices[0];
      const chooseDevice = () => {
        fill(model, current().models);
        fill(
          repair,
          current().repairs.map((r) => [r.id, r.name]),
        );
      };
      /** The repairs and prices of the chosen model, or of each model of a group (a home chip's ?group=…). */
      const show = (group?: string[]) => {
        result.replaceChildren();
        for (const id of group ?? [model.value]) one(id);
      };
      const one = (id: string) => {
        const found = id ? findModel(data, id) : undefined;
        if (!found) return;
        const list = document.createElement('ul');
        list.className = 'finder-list';
        list.role = 'list';
        for (const item of found.device.repairs) {
          const price = item.prices[found.index];
          if (price === null || (repair.value && item.id !== repair.value)) continue;
          const row = book.content.firstElementChild!.cloneNode(true) as HTMLElement;
          const [name, facts, amount] = row.querySelectorAll<HTMLElement>('[data-slot]');
          name.textContent = item.name;
          facts.textContent = say(words.finderFacts, { time: item.time, warranty: item.warranty });
          amount.textContent = priceText(price, words);
          const link = row.querySelector<HTMLElement>('[data-book]')!;
          Object.assign(link.dataset, { book: item.book, device: found.type, model: id, repair: item.id });
          link.querySelector('[data-for]')!.textContent = say(words.finderBookFor, { repair: item.name, model: found.name });
          list.append(row);
        }
        const heading = document.createElement('h4');
        heading.textContent = found.name;
        result.append(heading, list);
      };
      /** /pricing/#iphone-13 opens the finder on that model; /pricing/?group=iphone-12-series#iphone-12-pro-max shows each model of the group. */
      const follow = () => {
        const found = findModel(data, decodeURIComponent(location.hash.slice(1)));
        if (!found) return;
        device.value = found.device.id;
        chooseDevice();
        model.value = found.device.models[found.index][0];
        const group = data.groups[new URLSearchParams(location.search).get('group') ?? ''];
        show(group?.includes(model.value) ? group : undefined);
        finder.scrollIntoView({ block: 'start' });
      };
      fill(
        device,
        data.devices.map((d) => [d.id, d.name]),
        false,
      );
      chooseDevice();
      device.addEventListener('change', () => {
        chooseDevice();
        show();
      });
      model.addEventListener('change', () => show());
      repair.addEventListener('change', () => show());
      addEventListener('hashchange', follow);
      finder.hidden = false;
      follow();
    })
    .catch(() => undefined);
}

initFinder();
