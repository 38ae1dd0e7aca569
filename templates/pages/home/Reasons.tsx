// The reasons to choose the shop, on the home page: a tile each.
import { IconTile, Section } from '../../components.tsx';
import { usePage } from '../../context.tsx';
import { say } from '../../lib/ui/index.ts';

export function Reasons() {
  const { shop } = usePage();
  return (
    <Section id="why" tone="soft" heading={say(shop.ui.whyChoose, { name: shop.business.name })}>
      <div className="cards tiles">
        {shop.home.reasons.map((r) => (
          <IconTile key={r.title} icon={r.icon} title={r.title}>
            {r.text}
          </IconTile>
        ))}
      </div>
    </Section>
  );
}
