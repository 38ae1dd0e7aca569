import { PAGE_URLS } from '../../generator/model/index.ts';
import { ButtonLink } from '../components.tsx';
import { PageHero } from './PageHero.tsx';
import { usePage } from '../context.tsx';

export function NotFound() {
  const { shop } = usePage();
  return (
    <PageHero title={shop.notFound.heading} intro={shop.notFound.text}>
      <div className="button-row">
        <ButtonLink href={PAGE_URLS.home} icon="arrow">Go to the home page</ButtonLink>
        <ButtonLink href={PAGE_URLS.contact} variant="secondary" icon="phone">Contact us</ButtonLink>
      </div>
    </PageHero>
  );
}
