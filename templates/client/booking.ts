// The booking dialog: every [data-book] control (a WhatsApp link without the script) opens it with its
// service and device chosen, the preferred date cannot be before today in India, and the form becomes
// a WhatsApp message. The draft is kept for the visit: closing the dialog or leaving the page loses nothing.
import { todayInIndia } from '../lib/clock.ts';
import type { ClientText } from '../lib/ui/index.ts';
import { bookingMessage, whatsappUrl, type BookingFields } from '../lib/whatsapp.ts';
import { openWhatsApp, phoneOk, showError } from './handoff.ts';

const DRAFT_KEY = 'booking-draft';

/** The dialog's parts, with the page's words and Intl locale (main.ts). */
type Parts = { dialog: HTMLDialogElement; form: HTMLFormElement; date: HTMLInputElement; words: ClientText; locale: string };

export function initBooking(words: ClientText, locale: string): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog#booking');
  const form = dialog?.querySelector<HTMLFormElement>('form[data-booking-form]');
  if (!dialog || !form || typeof dialog.showModal !== 'function') return;
  const date = form.elements.namedItem('date') as HTMLInputElement;
  const parts = { dialog, form, date, words, locale };
  restoreDraft(form);
  form.addEventListener('input', () => saveDraft(form));
  wireOpeners(parts);
  wireDate(parts);
  form.addEventListener('submit', (event) => submit(parts, event));
}

/** Every [data-book] control opens the dialog; closing it returns focus to the control. */
function wireOpeners({ dialog, form, date }: Parts): void {
  let opener: HTMLElement | null = null;
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element).closest<HTMLElement>('[data-book]');
    if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    opener = trigger;
    const { book, device, model, repair } = trigger.dataset;
    preselect(form, book, device);
    if ('priority' in trigger.dataset) (form.elements.namedItem('priority') as HTMLInputElement).checked = true;
    date.min = todayInIndia(new Date());
    showError(date, '');
    dialog.showModal();
    // The model list and the estimate come with the price finder's script, loaded when first needed
    // (its address is the form's, so the bundler leaves the import alone and adds no loader).
    import(/* @vite-ignore */ form.dataset.prices!)
      .then((prices: typeof import('./prices.ts')) => prices.enhanceBooking(form, model, repair))
      .catch(() => undefined);
  });
  dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    opener?.focus();
    opener = null;
  });
}

function wireDate({ form, date, words }: Parts): void {
  const time = form.elements.namedItem('time') as HTMLSelectElement;
  // The preferred times that fit the chosen date's day (0 is Sunday), or a usual day's before a date is chosen.
  const fitTimes = () => {
    const day = String(date.value ? new Date(date.value).getUTCDay() : time.dataset.day);
    for (const option of time.options) option.hidden = option.disabled = !(option.dataset.days ?? day).includes(day);
    if (time.selectedOptions[0]?.disabled) time.value = '';
  };
  fitTimes();
  date.addEventListener('input', () => {
    showError(date, '');
    fitTimes();
  });
  // Where the browser enforces min itself, say the same thing inline as the check on submit.
  date.addEventListener('invalid', () => {
    if (date.validity.rangeUnderflow) showError(date, words.dateInPast);
  });
}

function submit({ dialog, form, date, words, locale }: Parts, event: Event): void {
  event.preventDefault();
  if (!phoneOk(form, words)) return;
  // iOS date pickers ignore min, so the rule is checked again here.
  if (date.value && date.value < todayInIndia(new Date())) {
    showError(date, words.dateInPast);
    date.focus();
    return;
  }
  const model = form.elements.namedItem('model') as HTMLSelectElement;
  // Every named field as typed (bookingMessage trims them); the model by its name, the estimate as shown.
  const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
  const message = bookingMessage(
    {
      ...values,
      model: model.value ? model.selectedOptions[0].text : '',
      estimate: form.querySelector('[data-estimate]:not([hidden]) strong')?.textContent ?? '',
      priority: !!values.priority,
    } as BookingFields,
    words,
    locale,
  );
  // The draft is dropped only once WhatsApp opened in its own tab; if this tab has to go there
  // instead, coming back still finds the form filled.
  if (openWhatsApp(whatsappUrl(form.dataset.whatsapp ?? '', message))) {
    sessionStorage.removeItem(DRAFT_KEY);
    form.reset();
    dialog.close();
  }
}

function preselect(form: HTMLFormElement, service: string | undefined, device: string | undefined): void {
  const choose = (name: string, value: string | undefined) => {
    const select = form.elements.namedItem(name) as HTMLSelectElement | null;
    if (select && value && [...select.options].some((o) => o.value === value)) select.value = value;
  };
  choose('service', service);
  choose('device', device);
  saveDraft(form);
}

function saveDraft(form: HTMLFormElement): void {
  // Every named field as typed (an unticked box or choice is left out).
  const draft = Object.fromEntries(new FormData(form));
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be full or switched off; the draft then lives only as long as the page.
  }
}

function restoreDraft(form: HTMLFormElement): void {
  let draft: Record<string, string> = {};
  try {
    draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return;
  }
  for (const [name, value] of Object.entries(draft)) {
    // A ticked box's value is its own "on": setting it changes nothing.
    const element = form.elements.namedItem(name) as HTMLInputElement | null;
    if (element && typeof value === 'string' && value) element.value = value;
  }
}
