import type { Service } from '../../generator/site/index.ts';
import { BookButton, Faqs, FinderLink, PageHero, PriceRows, Section, WhatsAppButton } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { ClosingCta } from '../sections.tsx';
import { BeforeAfter } from '../photos.tsx';
import { usePage } from '../context.tsx';
import { say } from '../lib/ui/index.ts';

export function ServicePage({ service }: { service: Service }) {
  const { shop } = usePage();
  const { ui } = shop;
  const pairs = shop.photos.beforeAfter.filter((pair) => pair.service === service.slug);
  return (
    <>
      <PageHero eyebrow={service.title} title={service.hero.heading} intro={service.hero.intro}>
        <div className="button-row">
          <BookButton service={service.book}>{ui.bookNow}</BookButton>
          <WhatsAppButton message={service.whatsappMessage}>{ui.whatsappUs}</WhatsAppButton>
        </div>
        <p className="hero-link">
          <FinderLink />
        </p>
      </PageHero>
      <Section id="included" heading={ui.whatsIncluded}>
        <ul className="checklist" role="list">
          {service.included.map((item) => (
            <li key={item}>
              <Icon name="check" /> {item}
            </li>
          ))}
        </ul>
      </Section>
      {pairs.length > 0 && (
        <Section id="before-after" tone="soft" heading={ui.beforeAndAfter}>
          <BeforeAfter pairs={pairs} />
        </Section>
      )}
      <Section id="prices" tone={pairs.length > 0 ? 'plain' : 'soft'} heading={say(ui.servicePrices, { service: service.title })}>
        <PriceRows rows={service.prices} />
        <p className="section-more">
          <FinderLink />
        </p>
      </Section>
      <Section id="faq" tone={pairs.length > 0 ? 'soft' : 'plain'} heading={ui.questionsAnswers}>
        <Faqs faqs={service.faqs} group={`${service.slug}-faq`} />
      </Section>
      <ClosingCta />
    </>
  );
}
