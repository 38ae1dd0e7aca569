import { ContactList, MapLink, PageHero, Section, Stats } from '../components.tsx';
import { Icon } from '../icons.tsx';
import { ClosingCta } from '../sections.tsx';
import { WithPhoto } from '../photos.tsx';
import { usePage } from '../context.tsx';
import { say } from '../lib/ui/index.ts';

export function About() {
  const { shop } = usePage();
  const { about, photos, ui } = shop;
  return (
    <>
      <PageHero
        title={say(ui.aboutTitle, { name: shop.business.name })}
        intro={say(ui.aboutIntro, { tagline: shop.business.tagline, years: shop.facts.yearsInBusiness, year: shop.facts.established })}
      />
      <Stats />
      <Section id="story" tone="soft" heading={ui.ourStory}>
        <WithPhoto photo={photos.team}>
          <div className="prose">
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </WithPhoto>
      </Section>
      {about.mission && (
        <Section id="mission" heading={ui.ourMission}>
          <WithPhoto photo={photos.workbench}>
            <p className="mission">{about.mission}</p>
          </WithPhoto>
        </Section>
      )}
      <Timeline />
      <Section id="store" heading={ui.visitTheStore}>
        <WithPhoto photo={photos.shopFront}>
          <div className="narrow">
            <ContactList />
            <MapLink />
          </div>
        </WithPhoto>
      </Section>
      <ClosingCta />
    </>
  );
}

/** The shop's milestones, oldest first; none without them. */
function Timeline() {
  const { about, ui } = usePage().shop;
  if (about.timeline.length === 0) return null;
  return (
    <Section id="timeline" tone="soft" heading={ui.ourJourney}>
      <ol className="timeline">
        {about.timeline.map((item) => (
          <li key={`${item.year}-${item.event}`}>
            <span className="tile-icon">
              <Icon name={item.icon} size={20} />
            </span>
            <div>
              <p className="timeline-year">{item.year}</p>
              <p>{item.event}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
