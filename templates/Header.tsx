// The sticky header: the shop's mark, the menu (from the model's navigation tree), the phone number,
// Book Repair and, on phones, the menu button. Rendered once per menu state and reused.
import type { ReactNode } from 'react';
import { isGroup, menuPosition, monogram, navigation, PAGE_URLS, type NavGroup, type NavLink } from '../generator/site/index.ts';
import { BookButton, CallButton, HoursText, OpenBadge, WhatsAppButton } from './components.tsx';
import { Icon } from './icons.tsx';
import { displayPhone, telHref } from './lib/format.ts';
import { Once, useHref, usePage } from './context.tsx';
import { say } from './lib/ui/index.ts';

export function Header() {
  const { shop, route } = usePage();
  // The header differs between pages only by which menu item is lit: one rendering per answer.
  const lit = navigation(shop)
    .flatMap((item) => (isGroup(item) ? item.links : [item]))
    .map((link) => menuPosition(route.url, link) ?? '-');
  return (
    <>
      {/* A slim row above the header at every width, so a phone reaches the other languages in one tap; it scrolls away, the header stays. */}
      <Languages />
      <header className="site-header">
        <Once as="div" attributes={{ className: 'wrap bar' }} cacheKey={`header ${lit.join(' ')}`}>
          <HeaderBar />
        </Once>
      </header>
    </>
  );
}

function HeaderBar() {
  const { shop } = usePage();
  const to = useHref();
  const { business } = shop;
  return (
    <>
      <a className="brand" href={to(PAGE_URLS.home)}>
        <span className="brand-mark" aria-hidden="true">
          {monogram(shop)}
        </span>
        <span className="brand-name">{business.name}</span>
      </a>
      <nav id="site-menu" className="nav" aria-label={shop.ui.mainMenu}>
        <ul className="nav-list" role="list">
          {navigation(shop).map((item) =>
            isGroup(item) ? (
              <MenuGroup key={item.label} group={item} />
            ) : (
              <li key={item.label}>
                <MenuLink link={item}>{item.label}</MenuLink>
              </li>
            ),
          )}
        </ul>
        {/* On phones the open menu also offers a call, a chat and today's hours. */}
        <div className="menu-contact">
          <OpenBadge />
          <p className="menu-hours">
            <Icon name="clock" size={18} /> <HoursText />
          </p>
          <div className="button-row">
            <CallButton small />
            <WhatsAppButton message={shop.messages.chat} small>
              WhatsApp
            </WhatsAppButton>
          </div>
        </div>
        {/* Without the script, the open menu is the URL's target: this link, drawn over the menu
              button as its ✕, closes it. With the script the button itself turns into the ✕. */}
        <a className="menu-close" href="#main" data-menu-close>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{shop.ui.closeMenu}</span>
        </a>
      </nav>
      <a className="header-phone" href={telHref(business.phone)} aria-label={say(shop.ui.callNumber, { phone: displayPhone(business.phone) })}>
        <Icon name="phone" size={18} />
        <span className="header-phone-number">{displayPhone(business.phone)}</span>
      </a>
      {/* On narrow phones the English button reads "Book"; its name stays "Book Repair". */}
      <BookButton small>
        {shop.ui.headerBook}
        <span className="book-more">{shop.ui.headerBookMore}</span>
      </BookButton>
      <a className="menu-toggle" href="#site-menu" aria-controls="site-menu" data-menu-toggle>
        <Icon name="menu" size={24} className="when-closed" />
        <Icon name="close" size={24} className="when-open" />
        <span className="visually-hidden">{shop.ui.menu}</span>
      </a>
    </>
  );
}

/**
 * The page in each of the site's languages, each named in its own, the current one marked; nothing for
 * a site in one language. Outside the memoised bar, since its links differ from page to page.
 */
function Languages() {
  const { alternates, shop } = usePage();
  if (alternates.length < 2) return null;
  return (
    <nav className="languages" aria-label={shop.ui.language}>
      <ul role="list">
        {alternates.map((a) => (
          <li key={a.lang}>
            {a.current ? (
              <span aria-current="true" lang={a.tag}>
                {a.name}
              </span>
            ) : (
              <a href={a.href} hrefLang={a.tag} lang={a.tag}>
                {a.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A group (Services): a button that opens its list on phones, lit when one of its pages is open. */
function MenuGroup({ group }: { group: NavGroup }) {
  const { route } = usePage();
  const lit = group.links.some((link) => menuPosition(route.url, link) === 'page');
  return (
    <li className="has-sub">
      <button type="button" className={`sub-toggle${lit ? ' is-current' : ''}`} aria-controls={group.id} data-sub-toggle>
        {group.label} <Icon name="chevron" size={16} />
      </button>
      <ul id={group.id} className="sub-list" role="list">
        {group.links.map((link) => (
          <li key={link.url}>
            <MenuLink link={link}>
              {link.icon && <Icon name={link.icon} size={18} />} {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({ link, children }: { link: NavLink; children: ReactNode }) {
  const { route } = usePage();
  const to = useHref();
  const position = menuPosition(route.url, link);
  return (
    <a href={to(link.url)} aria-current={position === 'page' ? 'page' : undefined} className={position === 'within' ? 'is-current' : undefined}>
      {children}
    </a>
  );
}
