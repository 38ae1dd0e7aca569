import { Faqs, FinderLink, PageHero, PriceCard, PriceFinder, PriceTables, Section, WhatsAppButton } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { usePage } from '../context.tsx';

export function Pricing() {
  const { shop } = usePage();
  const { pricing, ui } = shop;
  return (
    <>
      <PageHero title={ui.pricingTitle} intro={pricing.intro}>
        <p className="hero-link">
          <FinderLink />
        </p>
      </PageHero>
      <Section id="prices" heading={ui.allRepairs}>
        <ul className="cards price-cards" role="list">
          {shop.prices.map((item) => (
            <li key={item.name}>
              <PriceCard item={item} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="finder" tone="soft" heading={ui.priceForModel} intro={ui.priceForModelIntro}>
        <PriceFinder />
        <PriceTables />
      </Section>
      <Section id="included" heading={ui.everyRepairIncludes}>
        <ul className="checklist" role="list">
          {pricing.inclusions.map((item) => (
            <li key={item}>
              <Icon name="check" /> {item}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" tone="soft" heading={ui.pricingQuestions}>
        <Faqs faqs={pricing.faqs} group="pricing-faq" />
      </Section>
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
