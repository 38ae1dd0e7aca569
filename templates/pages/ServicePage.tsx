import type { Service } from '../../generator/site/index.ts';
import { BookButton, CallButton, Faqs, FinderLink, Included, OpenBadge, PageHero, PriceRows, Section, WhatsAppButton } from '../components.tsx';
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
      {/* An urgent visitor sees whether the shop is open and can call or message from the first screen. */}
      <PageHero eyebrow={service.title} title={service.hero.heading} intro={service.hero.intro}>
        <OpenBadge />
        <div className="button-row">
          <BookButton service={service.book}>{ui.bookNow}</BookButton>
          <WhatsAppButton message={service.whatsappMessage}>{ui.whatsappUs}</WhatsAppButton>
          <CallButton />
        </div>
        <FinderLink className="hero-link" />
      </PageHero>
      <Included heading={ui.whatsIncluded} items={service.included} />
      {pairs.length > 0 && (
        <Section id="before-after" tone="soft" heading={ui.beforeAndAfter}>
          <BeforeAfter pairs={pairs} />
        </Section>
      )}
      {/* No rows when every repair they named left the catalogue (shop/removed.ts warns of each). */}
      {service.prices.length > 0 && (
        <Section id="prices" tone={pairs.length > 0 ? 'plain' : 'soft'} heading={say(ui.servicePrices, { service: service.title })}>
          <PriceRows rows={service.prices} />
          <FinderLink className="section-more" />
        </Section>
      )}
      <Faqs heading={ui.questionsAnswers} tone={pairs.length > 0 ? 'soft' : 'plain'} faqs={service.faqs} group={`${service.slug}-faq`} />
      <ClosingCta />
    </>
  );
}
