import { ButtonLink } from '../components.tsx';
import { PageHero } from './PageHero.tsx';
import { usePage } from '../site.tsx';

export function NotFound() {
  const { shop } = usePage();
  return (
    <PageHero title={shop.notFound.heading} intro={shop.notFound.text}>
      <div className="button-row">
        <ButtonLink href="/" icon="arrow">Go to the home page</ButtonLink>
        <ButtonLink href="/contact/" variant="secondary" icon="phone">Contact us</ButtonLink>
      </div>
    </PageHero>
  );
}
