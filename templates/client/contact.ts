// The contact form: after the browser's own validation, the fields become one WhatsApp message.
import { contactMessage, whatsappUrl } from '../lib/whatsapp.ts';
import { field, openWhatsApp, phoneOk } from './handoff.ts';

export function initContact(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');
  if (!form) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!phoneOk(form)) return;
    const message = contactMessage({
      name: field(form, 'name'),
      email: field(form, 'email'),
      phone: field(form, 'phone'),
      subject: field(form, 'subject'),
      message: field(form, 'text'),
    });
    openWhatsApp(whatsappUrl(form.dataset.whatsapp ?? '', message));
  });
}
