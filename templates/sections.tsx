// Sections of the pages: the home page's urgent-repair cards and visit block, the map, the closing call to action.
import { BookButton, Chips, ContactList, Hidden, MapLink, Section, WhatsAppButton, useWhatsApp } from './components.tsx';
import { Icon } from './icons.tsx';
import { usePage } from './context.tsx';
import { say } from './lib/ui/index.ts';

export function Emergencies() {
  const { shop } = usePage();
  const wa = useWhatsApp();
  if (shop.home.emergencies.length === 0) return null;
  return (
    <Section id="emergency" tone="dark" heading={shop.ui.urgentHeading} intro={shop.ui.urgentIntro}>
      <ul className="cards" role="list">
        {shop.home.emergencies.map((item) => (
          <li key={item.title}>
            <article className="card emergency">
              <span className="tile-icon">
                <Icon name={item.icon} size={24} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              {item.action === 'book' ? (
                <BookButton service={item.book} priority={item.priority} small>
                  {item.priority ? shop.ui.urgentBookPriority : shop.ui.bookNowSmall}
                  <Hidden>: {item.title}</Hidden>
                </BookButton>
              ) : (
                <>
                  {/* When the shop is closed, when a message will be answered (client/badge.ts). */}
                  <p className="reply-note" data-reply-note hidden></p>
                  <a className="btn btn-whatsapp btn-sm" href={wa(item.whatsappMessage ?? shop.messages.chat)} target="_blank" rel="noopener">
                    <Icon name="whatsapp" />{' '}
                    <span>
                      {shop.ui.urgentChat}
                      <Hidden>: {item.title}</Hidden>
                    </span>
                  </a>
                </>
              )}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The address, hours and ways to reach the shop, the map, and every service area. */
export function Visit() {
  const { shop } = usePage();
  const { business } = shop;
  return (
    <Section id="visit" heading={shop.ui.visitHeading} intro={`${business.address.locality}, ${business.address.city}. ${shop.facts.pickupDelivery}.`}>
      <div className="visit">
        <div>
          <ContactList />
          <MapLink />
          <h3 className="areas-head">{shop.ui.areasWeServe}</h3>
          <Chips items={shop.serviceAreas} label={shop.ui.serviceAreas} />
        </div>
        <MapFrame />
      </div>
    </Section>
  );
}

/** The spec's embedded map, loaded only when it scrolls near. */
export function MapFrame() {
  const { business, ui } = usePage().shop;
  const title = say(ui.mapTitle, { name: business.name, locality: business.address.locality });
  return (
    <iframe className="map" src={business.mapEmbedUrl} title={title} loading="lazy" width="600" height="450" referrerPolicy="no-referrer" allowFullScreen />
  );
}

export function ClosingCta() {
  const { shop } = usePage();
  return (
    <section className="section cta" aria-labelledby="cta-title">
      <div className="wrap cta-inner">
        <h2 id="cta-title">{shop.home.cta.heading}</h2>
        <p className="lead">{shop.home.cta.text}</p>
        <div className="button-row">
          <BookButton variant="light">{shop.ui.bookAppointment}</BookButton>
          <WhatsAppButton message={shop.messages.book}>WhatsApp</WhatsAppButton>
        </div>
      </div>
    </section>
  );
}
