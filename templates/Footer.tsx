// The footer: the shop's mark, quick links (a view of the model's navigation), contact details, the
// areas served, the floating WhatsApp button and the small print. The same on every page: Layout.tsx renders it once.
import { monogram, PAGE_URLS, quickLinks } from '../generator/site/index.ts';
import { CallButton, ContactList, WhatsAppButton, useWhatsApp } from './components.tsx';
import { Icon } from './icons.tsx';
import { useHref, usePage } from './context.tsx';
import { say } from './lib/ui/index.ts';

/** The footer's content: the same on every page (the spec lists its contact info and areas for every page, home included). */
export function Footer() {
  const { shop } = usePage();
  const { business } = shop;
  const to = useHref();
  // The trademarks named are the devices the catalogue has: a shop without watches names no Apple Watch.
  const marks = ['Apple', ...shop.catalogue.devices.map((device) => device.name)];
  const devices = say(shop.ui.daysAnd, { list: marks.slice(0, -1).join(', '), last: marks.at(-1)! });
  return (
    <>
      <div className="wrap footer-grid">
        <div className="footer-brand">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              {monogram(shop)}
            </span>{' '}
            {business.name}
          </p>
          <p className="muted">{business.tagline}</p>
          <div className="button-row">
            <WhatsAppButton message={shop.messages.footer} small>
              WhatsApp
            </WhatsAppButton>
            <CallButton small variant="light" />
          </div>
        </div>
        <nav className="footer-links" aria-label={shop.ui.quickLinks}>
          <h2>{shop.ui.quickLinks}</h2>
          <ul role="list">
            {quickLinks(shop).map((link) => (
              <li key={link.url}>
                <a href={to(link.url)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{shop.ui.navContact}</h2>
          <ContactList />
        </div>
        <AreasServed />
      </div>
      {/* Fixed at the bottom right of every page. On a phone it sits in a band of its own, with its words, and the
          page scrolls above the band (scroll-padding-bottom), so it covers no control or text a visitor needs. */}
      <div className="fab-band">
        <a className="fab" href={useWhatsApp()(shop.messages.chat)} target="_blank" rel="noopener">
          <span className="fab-text">{shop.ui.chatOnWhatsApp}</span>
          <Icon name="whatsapp" size={28} />
        </a>
      </div>
      <div className="wrap footer-base">
        <p>
          {say(shop.ui.smallPrint, {
            name: business.name,
            locality: business.address.locality,
            year: shop.facts.established,
            parts: shop.facts.parts,
            devices,
          })}
        </p>
      </div>
    </>
  );
}

/** The first areas (footerAreaCount), then a link to the whole list on the contact page. */
function AreasServed() {
  const { shop } = usePage();
  const to = useHref();
  const shown = shop.serviceAreas.slice(0, shop.footerAreaCount);
  const more = shop.serviceAreas.length - shown.length;
  return (
    <div>
      <h2>{shop.ui.areasWeServe}</h2>
      <p className="footer-areas">
        {shown.join(' · ')}
        {more > 0 && (
          <>
            {' '}
            <a href={to(`${PAGE_URLS.contact}#areas`)}>{say(shop.ui.moreAreas, { count: more })}</a>
          </>
        )}
      </p>
    </div>
  );
}
