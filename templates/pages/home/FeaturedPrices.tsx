// The first price cards on the home page, with a link to the pricing page for the rest.
import { PriceCard, Section } from '../../components.tsx';
import { useHref, usePage } from '../../context.tsx';
import { PAGE_URLS } from '../../../generator/site/index.ts';
import { Icon } from '../../icons.tsx';

export function FeaturedPrices() {
  const { shop } = usePage();
  const to = useHref();
  return (
    <Section id="prices" tone="soft" heading={shop.ui.popularPrices} intro={shop.pricing.intro}>
      <ul className="cards scroll-row price-cards" role="list">
        {shop.prices.slice(0, shop.home.featuredPrices).map((item) => (
          <li key={item.name}>
            <PriceCard item={item} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <a className="text-link" href={to(PAGE_URLS.pricing)}>
          {shop.ui.seeAllPrices} <Icon name="arrow" size={16} />
        </a>
      </p>
    </Section>
  );
}
