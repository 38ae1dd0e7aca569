import { Faqs, Included, PageHero, PriceCard, PriceFinder, PriceTables, Section, WhatsAppButton } from '../components.tsx';
import { usePage } from '../context.tsx';

export function Pricing() {
  const { shop } = usePage();
  const { pricing, ui } = shop;
  return (
    <>
      <PageHero title={ui.pricingTitle} intro={pricing.intro} />
      {/* The finder is the way in; without JavaScript, each device's prices open below it. */}
      <Section id="finder" heading={ui.priceForModel} intro={ui.priceForModelIntro}>
        <PriceFinder />
        <PriceTables />
      </Section>
      {shop.prices.length > 0 && (
        <Section id="prices" tone="soft" heading={ui.allRepairs}>
          <ul className="cards price-cards" role="list">
            {shop.prices.map((item) => (
              <li key={item.name}>
                <PriceCard item={item} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Included heading={ui.everyRepairIncludes} items={pricing.inclusions} />
      <Faqs heading={ui.pricingQuestions} tone="soft" faqs={pricing.faqs} group="pricing-faq" />
      <section className="section cta" aria-labelledby="quote-title">
        <div className="wrap cta-inner">
          <h2 id="quote-title">{ui.notSure}</h2>
          <p className="lead">{ui.notSureText}</p>
          <div className="button-row">
            <WhatsAppButton message={pricing.whatsappMessage}>{ui.getQuote}</WhatsAppButton>
          </div>
        </div>
      </section>
    </>
  );
}
