import { Chips, ContactList, MapLink, Section, SelectField } from '../components.tsx';
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
      <section className="section section-plain" aria-label="Message and contact details">
        <div className="wrap grid grid-2 contact">
          <ContactForm />
          <div>
            <h2>Reach us directly</h2>
            <ContactList />
            <div className="button-row"><MapLink /></div>
            <PhotoFigure photo={shop.photos.shopFront} className="find-us" />
          </div>
        </div>
      </section>
      <Section id="areas" tone="soft" heading="Areas we serve" intro={shop.facts.pickupDelivery + '.'}>
        <Chips items={shop.serviceAreas} label="Service areas" />
      </Section>
    </>
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
        <input name="phone" type="tel" autoComplete="tel" required />
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
