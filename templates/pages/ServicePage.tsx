import type { Service } from '../../generator/model/index.ts';
import { BookButton, Faqs, FinderLink, PriceRows, Section, WhatsAppButton } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { PageHero } from './PageHero.tsx';
import { ClosingCta } from '../sections.tsx';

export function ServicePage({ service }: { service: Service }) {
  return (
    <>
      <PageHero eyebrow={service.title} title={service.hero.heading} intro={service.hero.intro}>
        <div className="button-row">
          <BookButton service={service.book}>Book Now</BookButton>
          <WhatsAppButton message={service.whatsappMessage}>WhatsApp Us</WhatsAppButton>
        </div>
        <p className="hero-link"><FinderLink /></p>
      </PageHero>
      <Section id="included" heading="What's included">
        <ul className="checklist" role="list">
          {service.included.map((item) => <li key={item}><Icon name="check" /> {item}</li>)}
        </ul>
      </Section>
      <Section id="prices" tone="soft" heading={`${service.title} prices`}>
        <PriceRows rows={service.prices} />
        <p className="section-more"><FinderLink /></p>
      </Section>
      <Section id="faq" heading="Questions and answers">
        <Faqs faqs={service.faqs} group={`${service.slug}-faq`} />
      </Section>
      <ClosingCta />
    </>
  );
}
