import { Faqs, FinderLink, PriceCard, PriceFinder, PriceTables, Section, WhatsAppButton } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { PageHero } from './PageHero.tsx';
import { usePage } from '../context.tsx';

export function Pricing() {
  const { shop } = usePage();
  const { pricing } = shop;
  return (
    <>
      <PageHero title="Repair prices" intro={pricing.intro}>
        <p className="hero-link"><FinderLink /></p>
      </PageHero>
      <Section id="prices" heading="All repairs">
        <ul className="cards price-cards" role="list">
          {shop.prices.map((item) => <li key={item.name}><PriceCard item={item} /></li>)}
        </ul>
      </Section>
      <Section id="finder" tone="soft" heading="The price for your model" intro="Every model we repair, with the price of each repair. Prices include parts, labour and the warranty.">
        <PriceFinder />
        <PriceTables />
      </Section>
      <Section id="included" heading="Every repair includes">
        <ul className="checklist" role="list">
          {pricing.inclusions.map((item) => <li key={item}><Icon name="check" /> {item}</li>)}
        </ul>
      </Section>
      <Section id="faq" tone="soft" heading="Pricing questions">
        <Faqs faqs={pricing.faqs} group="pricing-faq" />
      </Section>
      <section className="section cta" aria-labelledby="quote-title">
        <div className="wrap cta-inner">
          <h2 id="quote-title">Not sure what it will cost?</h2>
          <p className="lead">Send us the model and the problem, and we reply with a quote.</p>
          <div className="button-row">
            <WhatsAppButton message={pricing.whatsappMessage}>Get a quote on WhatsApp</WhatsAppButton>
          </div>
        </div>
      </section>
    </>
  );
}
