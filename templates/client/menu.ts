// The phone menu and the services dropdown. Without the script the menu opens as a link target and the
// dropdown on hover and focus; the script adds a toggle with aria-expanded, Escape, and closing on a link.

export function initMenu(): void {
  const toggle = document.querySelector<HTMLAnchorElement>('[data-menu-toggle]');
  const menu = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  toggle.setAttribute('role', 'button');
  const opened = `#${menu.id}`;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
    // Opened by the link before the script ran, the menu is also the URL's target (CSS :target),
    // which no script can unset: data-closed overrides it, and the URL loses the #site-menu.
    menu.toggleAttribute('data-closed', !open);
    if (!open && location.hash === opened) history.replaceState(history.state, '', location.pathname + location.search);
  };
  setOpen(location.hash === opened);
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!menu.hasAttribute('data-open'));
  });
  // A link that acts as a button answers the space bar too.
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    toggle.click();
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.hasAttribute('data-open')) {
      setOpen(false);
      toggle.focus();
    }
  });
}

export function initServicesMenu(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sub-toggle]')) {
    const item = button.parentElement;
    if (!item) continue;
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      item.toggleAttribute('data-closed', !open);
    };
    const hoverable = () => window.matchMedia('(hover: hover) and (min-width: 1000px)').matches;
    // After Escape, focus goes back to the button; it must not reopen the list by focusing it.
    let dismissed = false;
    setOpen(false);
    // A mouse's click on a list its hover opened keeps it open; Enter and Space, a tap or a pen toggle it.
    button.addEventListener('click', (event) =>
      setOpen(((event as PointerEvent).pointerType === 'mouse' && hoverable()) || button.getAttribute('aria-expanded') !== 'true'),
    );
    item.addEventListener('mouseenter', () => hoverable() && setOpen(true));
    item.addEventListener('mouseleave', () => {
      dismissed = false;
      if (hoverable()) setOpen(false);
    });
    item.addEventListener('focusin', () => !dismissed && hoverable() && setOpen(true));
    item.addEventListener('focusout', (event) => {
      if (item.contains(event.relatedTarget as Node | null)) return;
      dismissed = false;
      setOpen(false);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        event.stopPropagation();
        dismissed = true;
        setOpen(false);
        button.focus();
      }
    });
  }
}
