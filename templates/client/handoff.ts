// Hands a message over to WhatsApp in a new tab. When the browser blocks the new tab, this tab
// goes to WhatsApp instead, so a typed message is never lost.
export function openWhatsApp(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null; // what rel="noopener" does for a link
    return true;
  }
  window.location.assign(url);
  return false;
}

/** The trimmed value of a named field of a form, or "". */
export function field(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  return element && 'value' in element ? String(element.value).trim() : '';
}
