// Hands a message over to WhatsApp in a new tab. When the browser blocks the new tab, this tab
// goes to WhatsApp instead, so a typed message is never lost.
import type { ClientText } from '../lib/ui/index.ts';

export function openWhatsApp(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null; // what rel="noopener" does for a link
    return true;
  }
  window.location.assign(url);
  return false;
}

/** Shows `text` under a field (the element its aria-describedby names) and makes it the field's validity message; "" clears both. */
export function showError(input: HTMLInputElement, text: string): void {
  const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  input.setCustomValidity(text);
  if (text) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  if (message) {
    message.textContent = text;
    message.hidden = !text;
  }
}

/**
 * A phone number that cannot be an Indian one (under 10 digits without spaces, +91 and a leading 0) gets
 * an inline message and the focus; the field has no pattern, so any way of writing a number is accepted.
 */
export function phoneOk(form: HTMLFormElement, words: Pick<ClientText, 'phoneInvalid'>): boolean {
  const input = form.elements.namedItem('phone') as HTMLInputElement;
  let digits = input.value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.replace(/^0/, '').length >= 10) return true;
  showError(input, words.phoneInvalid);
  input.focus();
  input.addEventListener('input', () => showError(input, ''), { once: true });
  return false;
}
