// The home page's service cards: one per service page, each linking to it.
import { Hidden, Section } from '../../components.tsx';
import { useHref, usePage } from '../../context.tsx';
import { serviceUrl } from '../../../generator/site/index.ts';
import { Icon } from '../../icons.tsx';
import { say } from '../../lib/ui/index.ts';

export function ServiceCards() {
  const { shop } = usePage();
  const to = useHref();
  return (
    <Section id="services" heading={shop.ui.servicesHeading} intro={shop.ui.servicesIntro}>
      <ul className="cards service-list" role="list">
        {shop.services.map((service) => (
          <li key={service.slug}>
            <article className="card service-card">
              <span className="tile-icon">
                <Icon name={service.icon} size={24} />
              </span>
              <h3>{service.title}</h3>
              <p className="muted">{service.description}</p>
              {/* The whole card is the link's tap target (.stretch). */}
              <a className="text-link stretch" href={to(serviceUrl(service.slug))}>
                <span className="link-words">
                  {shop.ui.learnMore}
                  <Hidden>{say(shop.ui.learnMoreHidden, { title: service.title })}</Hidden>
                </span>{' '}
                <Icon name="arrow" size={16} />
              </a>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
