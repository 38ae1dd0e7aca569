import type { Service } from '../../generator/model/index.ts';
import { BookButton, Faqs, FinderLink, PriceRows, Section, WhatsAppButton } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { PageHero } from './PageHero.tsx';
import { ClosingCta } from '../sections.tsx';
import { BeforeAfter } from '../photos.tsx';
import { usePage } from '../context.tsx';

export function ServicePage({ service }: { service: Service }) {
  const pairs = usePage().shop.photos.beforeAfter.filter((pair) => pair.service === service.slug);
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
      {pairs.length > 0 && (
        <Section id="before-after" tone="soft" heading="Before and after">
          <BeforeAfter pairs={pairs} />
        </Section>
      )}
      <Section id="prices" tone={pairs.length > 0 ? 'plain' : 'soft'} heading={`${service.title} prices`}>
        <PriceRows rows={service.prices} />
        <p className="section-more"><FinderLink /></p>
      </Section>
      <Section id="faq" tone={pairs.length > 0 ? 'soft' : 'plain'} heading="Questions and answers">
        <Faqs faqs={service.faqs} group={`${service.slug}-faq`} />
      </Section>
      <ClosingCta />
    </>
  );
}
