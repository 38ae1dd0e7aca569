import { CallButton, Chips, ContactList, MapLink, Section, SelectField, WhatsAppButton } from '../components.tsx';
import { MapFrame } from '../sections.tsx';
import { whatsappUrl } from '../lib/whatsapp.ts';
import { Icon } from '../icons.tsx';
import { PageHero } from './PageHero.tsx';
import { usePage } from '../context.tsx';
import { PhotoFigure } from '../photos.tsx';

export function Contact() {
  const { shop } = usePage();
  const { contact } = shop;
  return (
    <>
      <PageHero title="Contact us" intro={contact.intro} />
      <section className="section section-plain" aria-label="Contact details and message">
        {/* Phones show the details and the way here first, then the form. */}
        <div className="wrap contact">
          <div className="contact-details">
            <h2>Reach us directly</h2>
            <ContactList message={contact.whatsappMessage} />
            <div className="button-row">
              <WhatsAppButton message={contact.whatsappMessage}>WhatsApp us</WhatsAppButton>
              <CallButton />
            </div>
            <PhotoFigure photo={shop.photos.shopFront} className="find-us-photo" />
          </div>
          <ContactForm />
        </div>
      </section>
      <FindUs />
      <Section id="areas" tone="soft" heading="Areas we serve" intro={shop.facts.pickupDelivery + '.'}>
        <Chips items={shop.serviceAreas} label="Service areas" />
      </Section>
    </>
  );
}

/** The owner's directions, the map and its open-in-maps link, and a photo of the shop front. */
function FindUs() {
  const { shop } = usePage();
  const { findUs } = shop.contact;
  const { address } = shop.business;
  return (
    <Section id="find-us" tone="soft" heading="How to find us" intro={`${address.street}, ${address.locality}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`}>
      <div className="find-us">
        <div>
          {findUs && (
            <dl className="directions">
              <div><dt><Icon name="landmark" size={20} /> Landmark</dt><dd>{findUs.landmark}</dd></div>
              {findUs.parking && <div><dt><Icon name="car" size={20} /> Parking</dt><dd>{findUs.parking}</dd></div>}
              {findUs.station && <div><dt><Icon name="train" size={20} /> Nearest station</dt><dd>{findUs.station}</dd></div>}
            </dl>
          )}
        </div>
        <div>
          <MapFrame />
          <div className="button-row"><MapLink /></div>
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
  return (
    <form className="card form" id="contact-form" data-contact-form aria-labelledby="contact-form-title"
      action={whatsappUrl(shop.business.whatsapp, '').replace(/\?text=$/, '')} method="get" target="_blank"
      data-whatsapp={shop.business.whatsapp}>
      <h2 id="contact-form-title">Send a message</h2>
      <label className="field">
        <span>Full name</span>
        <input name="name" type="text" autoComplete="name" required />
      </label>
      <label className="field">
        <span>E-mail <small>(optional)</small></span>
        <input name="email" type="email" autoComplete="email" />
      </label>
      <label className="field">
        <span>Phone</span>
        <input name="phone" type="tel" autoComplete="tel" required aria-describedby="contact-phone-error" />
        <span className="field-error" id="contact-phone-error" hidden></span>
      </label>
      <SelectField label="Subject" name="subject" prompt="Choose a subject" options={shop.contact.subjects} />
      <label className="field">
        <span>Message</span>
        <textarea name="text" rows={5} required></textarea>
      </label>
      <button type="submit" className="btn btn-whatsapp btn-block"><Icon name="whatsapp" /> <span>Send on WhatsApp</span></button>
      <p className="muted form-note">Sending opens WhatsApp with your message, ready to send.</p>
    </form>
  );
}
