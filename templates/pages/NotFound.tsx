import { PAGE_URLS } from '../../generator/site/index.ts';
import { ButtonLink, PageHero } from '../components.tsx';
import { usePage } from '../context.tsx';

export function NotFound() {
  const { shop } = usePage();
  return (
    <PageHero title={shop.notFound.heading} intro={shop.notFound.text}>
      <div className="button-row">
        <ButtonLink href={PAGE_URLS.home} icon="arrow">
          {shop.ui.goHome}
        </ButtonLink>
        <ButtonLink href={PAGE_URLS.contact} variant="secondary" icon="phone">
          {shop.ui.contactTitle}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
