// The shared layout of every page: head, sticky header with menu, footer, floating WhatsApp link and
// the booking dialog. Works without JavaScript; the script only enhances what is here.
import type { ReactNode } from 'react';
import { SelectField } from './components.tsx';
import { Footer } from './Footer.tsx';
import { Head } from './Head.tsx';
import { Header } from './Header.tsx';
import { Icon } from './icons.tsx';
import { dayParts } from './lib/format.ts';
import { PICKUP, WALK_IN } from './lib/whatsapp.ts';
import { Once, useHref, usePage } from './context.tsx';
import { LANGUAGE_TAGS } from './lib/ui/index.ts';

export function Document({ children }: { children: ReactNode }) {
  const { shop } = usePage();
  return (
    <html lang={LANGUAGE_TAGS[shop.site.lang]}>
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

function BookingDialog() {
  return (
    <Once as="dialog" attributes={{ id: 'booking', className: 'dialog', 'aria-labelledby': 'booking-title' }} cacheKey="booking dialog">
      <BookingForm />
    </Once>
  );
}

function BookingForm() {
  const { shop, assets } = usePage();
  const { hours } = shop.business;
  const to = useHref();
  return (
      <form className="form" id="booking-form" data-booking-form data-whatsapp={shop.business.whatsapp} data-catalogue={to(assets.catalogue)} data-prices={to(assets.prices)}
        data-days={hours.days.join(',')}>
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
          <input name="phone" type="tel" autoComplete="tel" required aria-describedby="booking-phone-error" />
          <span className="field-error" id="booking-phone-error" hidden></span>
        </label>
        <SelectField label="Device type" name="device" prompt="Choose your device" options={shop.booking.deviceTypes} />
        {/* The models of the chosen device type, from the catalogue, once the price script has read it. */}
        <label className="field" data-model-field hidden>
          <span>Model <small>(optional)</small></span>
          <select name="model"><option value="">Choose your model</option></select>
        </label>
        <SelectField label="Service needed" name="service" prompt="Choose a service" options={shop.booking.services} />
        <p className="estimate" data-estimate hidden aria-live="polite">Estimate: <strong></strong></p>
        <label className="check">
          <input type="checkbox" name="priority" />
          <span>Same-day priority <small>(we confirm if a slot is free today)</small></span>
        </label>
        <label className="field">
          <span>Preferred date <small>(optional)</small></span>
          <input name="date" type="date" aria-describedby="booking-date-error" />
          <span className="field-error" id="booking-date-error" hidden></span>
        </label>
        <label className="field">
          <span>Preferred time <small>(optional)</small></span>
          <select name="time">
            <option value="">Any time</option>
            {dayParts(hours.opens, hours.closes).map((part) => <option key={part} value={part}>{part}</option>)}
          </select>
        </label>
        {/* The area list shows once "Pickup & delivery" is chosen (CSS :has), no script needed. */}
        <fieldset className="field choice">
          <legend>Walk-in or pickup? <small>(optional)</small></legend>
          <label className="check"><input type="radio" name="visit" value={WALK_IN} /> <span>I will bring it to the shop</span></label>
          <label className="check"><input type="radio" name="visit" value={PICKUP} className="pickup" /> <span>Pickup &amp; delivery <small>(in our service areas)</small></span></label>
          <label className="field pickup-area">
            <span>Your area</span>
            <select name="area" defaultValue="">
              <option value="">Choose your area</option>
              {shop.serviceAreas.map((area) => <option key={area} value={area}>{area}</option>)}
            </select>
          </label>
        </fieldset>
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
