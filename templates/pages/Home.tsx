// The home page: everything a visitor needs to trust the shop and book, top to bottom, in about eight
// phone screens: long lists become rows that scroll sideways or short lists with a link to the rest.
// Each section of its own is in home/.
import { Faqs, Section, StatGrid } from '../components.tsx';
import { usePage } from '../context.tsx';
import { ClosingCta, Emergencies, Visit } from '../sections.tsx';
import { FeaturedPrices } from './home/FeaturedPrices.tsx';
import { Hero } from './home/Hero.tsx';
import { Models } from './home/Models.tsx';
import { Process } from './home/Process.tsx';
import { Reasons } from './home/Reasons.tsx';
import { Reviews } from './home/Reviews.tsx';
import { ServiceCards } from './home/ServiceCards.tsx';

export function Home() {
  const { ui } = usePage().shop;
  return (
    <>
      <Hero />
      <ServiceCards />
      <Reasons />
      <Process />
      <Models />
      <Emergencies />
      <section className="section section-plain section-tight" aria-label={ui.ourRecord}>
        <div className="wrap">
          <StatGrid />
        </div>
      </section>
      <FeaturedPrices />
      <Reviews />
      <Section id="faq" tone="soft" heading={ui.faqHeading}>
        <Faqs faqs={usePage().shop.home.faqs} group="home-faq" />
      </Section>
      <Visit />
      <ClosingCta />
    </>
  );
}
