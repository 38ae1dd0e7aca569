// Sections that more than one page shows: the urgent-repair cards, the visit block, the closing call to action.
import { BookButton, Chips, ContactList, Hidden, MapLink, Section, WhatsAppButton, useWhatsApp } from './components.tsx';
import { Icon } from './icons.tsx';
import { usePage } from './context.tsx';

export function Emergencies() {
  const { shop } = usePage();
  const wa = useWhatsApp();
  return (
    <Section id="emergency" tone="dark" heading="Urgent repair?" intro="We prioritise emergencies. Reach us now and we will tell you what to do next.">
      <ul className="grid grid-3" role="list">
        {shop.home.emergencies.map((item) => (
          <li key={item.title}>
            <article className="card emergency">
              <span className="tile-icon"><Icon name={item.icon} size={24} /></span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              {item.action === 'book'
                ? <BookButton service={item.book} priority={item.priority} small>{item.title}<Hidden>: book now</Hidden></BookButton>
                : (
                  <a className="btn btn-whatsapp btn-sm" href={wa(item.whatsappMessage ?? shop.messages.chat)} target="_blank" rel="noopener">
                    <Icon name="whatsapp" /> <span>{item.title}<Hidden>: message us on WhatsApp</Hidden></span>
                  </a>
                )}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Visit() {
  const { shop } = usePage();
  const { business } = shop;
  return (
    <Section id="visit" heading="Visit our store" intro={`${business.address.locality}, ${business.address.city}. ${shop.facts.pickupDelivery}.`}>
      <div className="grid grid-2 visit">
        <div>
          <ContactList />
          <div className="button-row"><MapLink /></div>
          <h3 className="areas-title">Areas we serve</h3>
          <Chips items={shop.serviceAreas} label="Service areas" />
        </div>
        <iframe
          className="map"
          src={business.mapEmbedUrl}
          title={`Map showing ${business.name} in ${business.address.locality}`}
          loading="lazy"
          width="600"
          height="450"
          referrerPolicy="no-referrer"
          allowFullScreen
        />
      </div>
    </Section>
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
          <BookButton variant="light">Book Appointment</BookButton>
          <WhatsAppButton message={shop.messages.book}>WhatsApp</WhatsAppButton>
        </div>
      </div>
    </section>
  );
}
