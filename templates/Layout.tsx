// The shared layout of every page: head, sticky header with menu, footer, floating WhatsApp link and
// the booking dialog. Works without JavaScript; the script only enhances what is here.
import type { ReactNode } from 'react';
import { Field, SelectField } from './components.tsx';
import { Footer } from './Footer.tsx';
import { Head } from './Head.tsx';
import { Header } from './Header.tsx';
import { Icon } from './icons.tsx';
import { daysByHours, openDays, weekOf } from './lib/clock.ts';
import { timeChoices } from './lib/format.ts';
import { Once, useHref, usePage } from './context.tsx';
import { LANGUAGE_TAGS } from './lib/ui/index.ts';
import { ClientText } from './client-text.tsx';

export function Document({ children }: { children: ReactNode }) {
  const { shop } = usePage();
  return (
    <html lang={LANGUAGE_TAGS[shop.site.lang]}>
      <Head />
      <body>
        <a className="skip-link" href="#main">
          {shop.ui.skipLink}
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Once as="footer" attributes={{ className: 'site-footer' }} cacheKey="footer">
          <Footer />
        </Once>
        <Once as="dialog" attributes={{ id: 'booking', className: 'dialog', 'aria-labelledby': 'booking-title' }} cacheKey="booking dialog">
          <BookingForm />
        </Once>
        <ClientText />
      </body>
    </html>
  );
}

function BookingForm() {
  const { shop, assets } = usePage();
  const { hours } = shop.business;
  const { ui } = shop;
  const to = useHref();
  return (
    <form
      className="form"
      id="booking-form"
      data-booking-form
      data-whatsapp={shop.business.whatsapp}
      data-catalogue={to(assets.catalogue)}
      data-prices={to(assets.prices)}
      data-days={openDays(hours).join(',')}
    >
      <div className="dialog-head">
        <h2 id="booking-title">{ui.bookARepair}</h2>
        <button type="button" className="icon-button" data-dialog-close commandfor="booking" command="close" aria-label={ui.closeBooking}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <p className="muted">{ui.bookingIntro}</p>
      <Field label={ui.fullName}>
        <input name="name" type="text" autoComplete="name" required />
      </Field>
      <Field label={ui.phoneNumber} error="booking-phone-error">
        <input name="phone" type="tel" autoComplete="tel" required aria-describedby="booking-phone-error" />
      </Field>
      <SelectField label={ui.deviceType} name="device" prompt={ui.chooseDevice} options={shop.booking.deviceTypes} />
      {/* The models of the chosen device type, from the catalogue, once the price script has read it. */}
      <label className="field" data-model-field hidden>
        <span>
          {ui.model} <small>{ui.optional}</small>
        </span>
        <select name="model">
          <option value="">{ui.chooseModel}</option>
        </select>
      </label>
      <SelectField label={ui.serviceNeeded} name="service" prompt={ui.chooseService} options={shop.booking.services} />
      <p className="estimate" data-estimate hidden aria-live="polite">
        {ui.estimateLabel} <strong></strong>
      </p>
      <label className="check">
        <input type="checkbox" name="priority" />
        <span>
          {ui.sameDayPriority} <small>{ui.sameDayNote}</small>
        </span>
      </label>
      <Field label={ui.preferredDate} optional error="booking-date-error">
        <input name="date" type="date" aria-describedby="booking-date-error" />
      </Field>
      <Field label={ui.preferredTime} optional>
        {/* Each choice says the days it fits (0 is Sunday); the script offers those of the chosen date, or of a usual day. */}
        <select name="time" data-day={weekOf(hours).indexOf(daysByHours(hours)[0][1])}>
          <option value="">{ui.anyTime}</option>
          {timeChoices(weekOf(hours), shop.ui).map(([part, days]) => (
            <option key={part} value={part} data-days={days}>
              {part}
            </option>
          ))}
        </select>
      </Field>
      {/* The area list shows once "Pickup & delivery" is chosen (CSS :has), no script needed. */}
      <fieldset className="field choice">
        <legend>
          {ui.walkInOrPickup} <small>{ui.optional}</small>
        </legend>
        <label className="check">
          <input type="radio" name="visit" value={ui.visitWalkIn} /> <span>{ui.walkInChoice}</span>
        </label>
        <label className="check">
          <input type="radio" name="visit" value={ui.visitPickup} className="pickup" />{' '}
          <span>
            {ui.pickupChoice} <small>{ui.pickupNote}</small>
          </span>
        </label>
        <label className="field pickup-area">
          <span>{ui.yourArea}</span>
          <select name="area" defaultValue="">
            <option value="">{ui.chooseArea}</option>
            {shop.serviceAreas.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <Field label={ui.notes} optional>
        <textarea name="notes" rows={3}></textarea>
      </Field>
      <button type="submit" className="btn btn-whatsapp btn-block">
        <Icon name="whatsapp" /> <span>{ui.sendBooking}</span>
      </button>
    </form>
  );
}
