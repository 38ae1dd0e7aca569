// The steps of a repair on the home page, numbered in order.
import { Section } from '../../components.tsx';
import { usePage } from '../../context.tsx';
import { Icon } from '../../icons.tsx';
import { say } from '../../lib/ui/index.ts';

export function Process() {
  const { shop } = usePage();
  return (
    <Section id="process" heading={shop.ui.processHeading} intro={say(shop.ui.processIntro, { count: shop.home.process.length })}>
      <ol className="cards tiles steps">
        {shop.home.process.map((step, i) => (
          <li className="step" key={step.title}>
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <span className="step-icon">
              <Icon name={step.icon} size={22} />
            </span>
            <p className="muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
