// Building blocks shared by the pages; every shop fact comes from usePage(). Buttons, form fields,
// prices (prices/) and contact details have modules of their own, re-exported here for the pages.
import type { ReactNode } from 'react';
import type { Shop } from '../generator/site/index.ts';
import { Icon } from './icons.tsx';
import { usePage } from './context.tsx';

export * from './contact.tsx';
export * from './fields.tsx';
export * from './prices/finder.tsx';
export * from './prices/offers.tsx';
export * from './prices/tables.tsx';
export * from './say.tsx';

interface SectionProps {
  id: string;
  tone?: 'plain' | 'soft' | 'dark';
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

export function Section({ id, tone = 'plain', heading, intro, children }: SectionProps) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={`${id}-title`}>
      <div className="wrap">
        <header className="section-head">
          <h2 id={`${id}-title`}>{heading}</h2>
          {intro && <p className="lead">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/** A section of questions and answers that open one at a time, with no script: <details name="…">; none without questions. */
export function Faqs({ heading, tone, faqs, group }: { heading: string; tone: SectionProps['tone']; faqs: Shop['home']['faqs']; group: string }) {
  if (faqs.length === 0) return null;
  return (
    <Section id="faq" tone={tone} heading={heading}>
      <div className="faqs">
        {faqs.map((faq) => (
          <details className="faq" name={group} key={faq.question}>
            <summary>
              <span>{faq.question}</span>
              <Icon name="chevron" className="faq-chevron" />
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** A section ticking off what is included; none when nothing is listed. */
export function Included({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Section id="included" heading={heading}>
      <ul className="checklist" role="list">
        {items.map((item) => (
          <li key={item}>
            <Icon name="check" /> {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="chips" aria-label={label} role="list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The shop's figures (shop.yaml's stats) in a band of their own; none without figures. */
export function Stats({ tight }: { tight?: boolean }) {
  const { shop } = usePage();
  if (shop.stats.length === 0) return null;
  return (
    <section className={`section section-plain${tight ? ' section-tight' : ''}`} aria-label={shop.ui.ourRecord}>
      <div className="wrap">
        <dl className="stats">
          {shop.stats.map((stat) => (
            <div className="stat" key={stat.label}>
              <dt>
                <Icon name={stat.icon} size={18} /> {stat.label}
              </dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The heading band at the top of every page but home. */
export function PageHero({ title, intro, eyebrow, children }: { title: string; intro?: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="wrap">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        {intro && <p className="lead">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
