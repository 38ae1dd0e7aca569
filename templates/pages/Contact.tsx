import { CallButton, Chips, ContactList, Field, MapLink, OpenBadge, PageHero, Section, SelectField, WhatsAppButton } from '../components.tsx';
import { MapFrame } from '../sections.tsx';
import { whatsappUrl } from '../lib/whatsapp.ts';
import { Icon } from '../icons.tsx';
import { usePage } from '../context.tsx';
import { PhotoFigure } from '../photos.tsx';

export function Contact() {
  const { shop } = usePage();
  const { contact, ui } = shop;
  return (
    <>
      {/* Open or closed, and a call or a message, in the first screen. */}
      <PageHero title={ui.contactTitle} intro={contact.intro}>
        <OpenBadge />
        <div className="button-row">
          <WhatsAppButton message={contact.whatsappMessage}>{ui.whatsappUs}</WhatsAppButton>
          <CallButton />
        </div>
      </PageHero>
      <section className="section section-plain" aria-label={ui.contactDetails}>
        {/* Phones show the details and the way here first, then the form. */}
        <div className="wrap contact">
          <div className="contact-details">
            <h2>{ui.reachUs}</h2>
            <ContactList message={contact.whatsappMessage} full />
            <PhotoFigure photo={shop.photos.shopFront} className="find-us-photo" />
          </div>
          <ContactForm />
        </div>
      </section>
      <FindUs />
      <Section id="areas" tone="soft" heading={ui.areasWeServe} intro={`${shop.facts.pickupDelivery}.`}>
        <Chips items={shop.serviceAreas} label={ui.serviceAreas} />
      </Section>
    </>
  );
}

/** The owner's directions (a landmark, parking, the nearest station), the map and its open-in-maps link. */
function FindUs() {
  const { shop } = usePage();
  const { findUs } = shop.contact;
  const { ui } = shop;
  const directions = [
    ['landmark', ui.landmark, findUs?.landmark],
    ['car', ui.parking, findUs?.parking],
    ['train', ui.station, findUs?.station],
  ] as const;
  return (
    // The address itself is in the contact details above: given once. Without directions, the map has the width.
    <Section id="find-us" tone="soft" heading={ui.howToFind}>
      <div className={findUs && 'find-us'}>
        {findUs && (
          <div>
            <dl className="directions">
              {directions.map(
                ([icon, label, text]) =>
                  text && (
                    <div key={icon}>
                      <dt>
                        <Icon name={icon} size={20} /> {label}
                      </dt>
                      <dd>{text}</dd>
                    </div>
                  ),
              )}
            </dl>
          </div>
        )}
        <div>
          <MapFrame />
          <MapLink />
        </div>
      </div>
    </Section>
  );
}

/**
 * Without JavaScript the browser sends the message text straight to WhatsApp (wa.me reads "text");
 * the script replaces that with a message that lists every field.
 */
function ContactForm() {
  const { shop } = usePage();
  const { ui } = shop;
  return (
    <form
      className="card form"
      id="contact-form"
      data-contact-form
      aria-labelledby="contact-form-title"
      action={whatsappUrl(shop.business.whatsapp, '').replace(/\?text=$/, '')}
      method="get"
      target="_blank"
      data-whatsapp={shop.business.whatsapp}
      rel="noopener"
    >
      <h2 id="contact-form-title">{ui.sendMessage}</h2>
      <Field label={ui.fullName}>
        <input name="name" type="text" autoComplete="name" required />
      </Field>
      <Field label={ui.email} optional>
        <input name="email" type="email" autoComplete="email" />
      </Field>
      <Field label={ui.phone} error="contact-phone-error">
        <input name="phone" type="tel" autoComplete="tel" required aria-describedby="contact-phone-error" />
      </Field>
      <SelectField label={ui.subject} name="subject" prompt={ui.chooseSubject} options={shop.contact.subjects} />
      <Field label={ui.message}>
        <textarea name="text" rows={5} required></textarea>
      </Field>
      <button type="submit" className="btn btn-whatsapp btn-block">
        <Icon name="whatsapp" /> <span>{ui.sendOnWhatsApp}</span>
      </button>
      <p className="muted form-note">{ui.sendingOpens}</p>
    </form>
  );
}
