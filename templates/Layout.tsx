// The shared layout of every page: head, sticky header with menu, footer, floating WhatsApp link and
// the booking dialog. Works without JavaScript; the script only enhances what is here.
import type { ReactNode } from 'react';
import { BookButton, CallButton, ContactList, SelectField, WhatsAppButton, useWhatsApp } from './components.tsx';
import { Head } from './Head.tsx';
import { Icon } from './icons.tsx';
import { displayPhone, initial, telHref } from './lib/format.ts';
import { Once, useHref, useSite } from './site.tsx';

export function Document({ children }: { children: ReactNode }) {
  const { shop } = useSite();
  return (
    <html lang={shop.site.language}>
      <Head />
      <body>
        <a className="skip-link" href="#main">Skip to main content</a>
        <Header />
        <main id="main" tabIndex={-1}>{children}</main>
        <Footer />
        <BookingDialog />
      </body>
    </html>
  );
}

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const { route } = useSite();
  const to = useHref();
  const current = route.url === href;
  // An article lights up "Blog" without claiming to be that page.
  const within = !current && href !== '/' && route.url.startsWith(href);
  return <a href={to(href)} aria-current={current ? 'page' : undefined} className={within ? 'is-current' : undefined}>{children}</a>;
}

/** Which menu item a page lights up: the header is the same for every page with the same answer. */
function currentItem(url: string): string {
  return url.startsWith('/blog/') && url !== '/blog/' ? 'within:/blog/' : url;
}

function Header() {
  const { route } = useSite();
  return (
    <header className="site-header">
      <Once as="div" attributes={{ className: 'wrap bar' }} cacheKey={`header ${currentItem(route.url)}`}>
        <HeaderBar />
      </Once>
    </header>
  );
}

function HeaderBar() {
  const { shop, route } = useSite();
  const to = useHref();
  const s = shop.business;
  const onService = route.kind === 'service';
  return (
    <>
        <a className="brand" href={to('/')}>
          <span className="brand-mark" aria-hidden="true">{initial(s.name)}</span>
          <span>{s.name}</span>
        </a>
        <nav id="site-menu" className="nav" aria-label="Main">
          <ul className="nav-list" role="list">
            <li><NavLink href="/">Home</NavLink></li>
            <li><NavLink href="/about/">About</NavLink></li>
            <li className="has-sub">
              <button type="button" className={`sub-toggle${onService ? ' is-current' : ''}`} aria-controls="services-list" data-sub-toggle>
                Services <Icon name="chevron" size={16} />
              </button>
              <ul id="services-list" className="sub-list" role="list">
                {shop.services.map((service) => (
                  <li key={service.slug}>
                    <NavLink href={`/services/${service.slug}/`}>
                      <Icon name={service.icon} size={18} /> {service.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li><NavLink href="/pricing/">Pricing</NavLink></li>
            <li><NavLink href="/blog/">Blog</NavLink></li>
            <li><NavLink href="/contact/">Contact</NavLink></li>
          </ul>
          <a className="menu-close" href="#main" data-menu-close>Close menu</a>
        </nav>
        <a className="header-phone" href={telHref(s.phone)} aria-label={`Call ${displayPhone(s.phone)}`}>
          <Icon name="phone" size={18} />
          <span className="header-phone-number">{displayPhone(s.phone)}</span>
        </a>
        <BookButton small>Book Repair</BookButton>
        <a className="menu-toggle" href="#site-menu" aria-controls="site-menu" data-menu-toggle>
          <Icon name="menu" size={22} />
          <span className="visually-hidden">Menu</span>
        </a>
    </>
  );
}

function Footer() {
  return <Once as="footer" attributes={{ className: 'site-footer' }} cacheKey="footer"><FooterContent /></Once>;
}

function FooterContent() {
  const { shop } = useSite();
  const to = useHref();
  const s = shop.business;
  const shown = shop.serviceAreas.slice(0, shop.footerAreaCount);
  const more = shop.serviceAreas.length - shown.length;
  const since = shop.facts.established;
  return (
    <>
      <div className="wrap footer-grid">
        <div className="footer-brand">
          <p className="brand"><span className="brand-mark" aria-hidden="true">{initial(s.name)}</span> {s.name}</p>
          <p className="muted">{s.tagline}</p>
          <div className="button-row">
            <WhatsAppButton message={shop.messages.footer} small>WhatsApp</WhatsAppButton>
            <CallButton small variant="light" />
          </div>
        </div>
        <nav className="footer-links" aria-label="Quick links">
          <h2>Quick links</h2>
          <ul role="list">
            <li><a href={to('/')}>Home</a></li>
            <li><a href={to('/about/')}>About</a></li>
            {shop.services.slice(0, 2).map((service) => (
              <li key={service.slug}><a href={to(`/services/${service.slug}/`)}>{service.title}</a></li>
            ))}
            <li><a href={to('/pricing/')}>Pricing</a></li>
            <li><a href={to('/contact/')}>Contact</a></li>
          </ul>
        </nav>
        <div>
          <h2>Contact</h2>
          <ContactList />
        </div>
        <div>
          <h2>Areas we serve</h2>
          <p className="footer-areas">
            {shown.join(' · ')}
            {more > 0 && <> <a href={to('/contact/#areas')}>and {more} more areas</a></>}
          </p>
        </div>
      </div>
      <FloatingWhatsApp />
      <div className="wrap footer-base">
        <p>© {s.name}, serving {s.address.locality} since {since}. We fit {shop.facts.parts}. Apple, iPhone, iPad, MacBook and Apple Watch are trademarks of Apple Inc.; {s.name} is an independent repair shop.</p>
      </div>
    </>
  );
}

function FloatingWhatsApp() {
  const { shop } = useSite();
  const wa = useWhatsApp();
  return (
    <a className="fab" href={wa(shop.messages.chat)} target="_blank" rel="noopener" aria-label="Chat with us on WhatsApp">
      <Icon name="whatsapp" size={28} />
    </a>
  );
}

function BookingDialog() {
  return (
    <Once as="dialog" attributes={{ id: 'booking', className: 'dialog', 'aria-labelledby': 'booking-title' }} cacheKey="booking dialog">
      <BookingForm />
    </Once>
  );
}

function BookingForm() {
  const { shop } = useSite();
  return (
      <form className="form" id="booking-form" data-booking-form data-whatsapp={shop.business.whatsapp}>
        <div className="dialog-head">
          <h2 id="booking-title">Book a repair</h2>
          <button type="button" className="icon-button" data-dialog-close commandfor="booking" command="close" aria-label="Close booking form">
            <Icon name="close" size={22} />
          </button>
        </div>
        <p className="muted">Send us your details and we confirm your slot on WhatsApp.</p>
        <label className="field">
          <span>Full name</span>
          <input name="name" type="text" autoComplete="name" required />
        </label>
        <label className="field">
          <span>Phone number</span>
          <input name="phone" type="tel" autoComplete="tel" required />
        </label>
        <SelectField label="Device type" name="device" prompt="Choose your device" options={shop.booking.deviceTypes} />
        <SelectField label="Service needed" name="service" prompt="Choose a service" options={shop.booking.services} />
        <label className="field">
          <span>Preferred date <small>(optional)</small></span>
          <input name="date" type="date" aria-describedby="booking-date-error" />
          <span className="field-error" id="booking-date-error" hidden></span>
        </label>
        <label className="field">
          <span>Additional notes <small>(optional)</small></span>
          <textarea name="notes" rows={3}></textarea>
        </label>
        <button type="submit" className="btn btn-whatsapp btn-block">
          <Icon name="whatsapp" /> <span>Send booking on WhatsApp</span>
        </button>
      </form>
  );
}
