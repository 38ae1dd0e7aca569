// The contact form: after the browser's own validation, the fields become one WhatsApp message.
import type { ClientText } from '../lib/ui/index.ts';
import { contactMessage, whatsappUrl, type ContactFields } from '../lib/whatsapp.ts';
import { openWhatsApp, phoneOk } from './handoff.ts';

export function initContact(words: ClientText): void {
  const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');
  if (!form) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!phoneOk(form, words)) return;
    // Every named field as typed (contactMessage trims them); the visitor's own text is the field "text".
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const message = contactMessage({ ...values, message: values.text } as ContactFields, words);
    openWhatsApp(whatsappUrl(form.dataset.whatsapp ?? '', message));
  });
}
