import { ContactList, MapLink, Section, StatGrid } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { PageHero } from './PageHero.tsx';
import { ClosingCta } from '../sections.tsx';
import { WithPhoto } from '../photos.tsx';
import { usePage } from '../context.tsx';

export function About() {
  const { shop } = usePage();
  const { about, photos } = shop;
  return (
    <>
      <PageHero title={`About ${shop.business.name}`} intro={`${shop.business.tagline}: ${shop.facts.yearsInBusiness} years in business, since ${shop.facts.established}.`} />
      <section className="section section-plain" aria-label="Our record">
        <div className="wrap"><StatGrid /></div>
      </section>
      <Section id="story" tone="soft" heading="Our story">
        <WithPhoto photo={photos.team}>
          <div className="prose">
            {about.story.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          </div>
        </WithPhoto>
      </Section>
      <Section id="mission" heading="Our mission">
        <WithPhoto photo={photos.workbench}>
          <p className="mission">{about.mission}</p>
        </WithPhoto>
      </Section>
      <Section id="timeline" tone="soft" heading="Our journey">
        <ol className="timeline">
          {about.timeline.map((item) => (
            <li key={`${item.year}-${item.event}`}>
              <span className="tile-icon"><Icon name={item.icon} size={20} /></span>
              <div>
                <p className="timeline-year">{item.year}</p>
                <p>{item.event}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="store" heading="Visit the store">
        <WithPhoto photo={photos.shopFront}>
          <div className="narrow">
            <ContactList />
            <div className="button-row"><MapLink /></div>
          </div>
        </WithPhoto>
      </Section>
      <ClosingCta />
    </>
  );
}
