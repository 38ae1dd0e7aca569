// Building blocks shared by the pages. Layout and UI labels live here; every shop fact comes from usePage().
// Buttons, prices (prices/) and contact details have modules of their own, re-exported here for the pages.
import type { ReactNode } from 'react';
import type { Shop } from '../generator/site/index.ts';
import { Icon, type IconName } from './icons.tsx';
import { useHref, usePage } from './context.tsx';
import { Hidden } from './hidden.tsx';
import { say } from './lib/ui/index.ts';

export * from './buttons.tsx';
export * from './hidden.tsx';
export * from './contact.tsx';
export * from './prices/card.tsx';
export * from './prices/figure.tsx';
export * from './prices/finder.tsx';
export * from './prices/rows.tsx';
export * from './prices/tables.tsx';
export { Say } from './say.tsx';

export function Section({
  id,
  tone = 'plain',
  heading,
  intro,
  children,
  eyebrow,
}: {
  id: string;
  tone?: 'plain' | 'soft' | 'dark';
  heading: ReactNode;
  intro?: ReactNode;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={`${id}-title`}>
      <div className="wrap">
        <header className="section-head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{heading}</h2>
          {intro && <p className="lead">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/** Questions and answers that open one at a time, with no script: <details name="…">. */
export function Faqs({ faqs, group }: { faqs: Shop['home']['faqs']; group: string }) {
  return (
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
  );
}

export function Chips({ items, label, scroll }: { items: readonly string[]; label: string; scroll?: boolean }) {
  return (
    <ul className={`chips${scroll ? ' chips-scroll' : ''}`} aria-label={label} role="list" tabIndex={scroll ? 0 : undefined}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Chips that lead somewhere, such as a model's prices; each is a whole tap target. */
export function LinkChips({
  items,
  label,
  hidden,
  scroll,
}: {
  items: readonly { name: string; url: string }[];
  label: string;
  hidden?: string;
  scroll?: boolean;
}) {
  const to = useHref();
  return (
    <ul className={`chips chips-links${scroll ? ' chips-scroll' : ''}`} aria-label={label} role="list">
      {items.map((item, i) => (
        <li key={i}>
          <a href={to(item.url)}>
            {item.name}
            {hidden && <Hidden>{hidden}</Hidden>}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Stars({ rating }: { rating: number }) {
  const { ui } = usePage().shop;
  return (
    <p className="stars" role="img" aria-label={say(ui.stars, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < rating ? 'star-on' : 'star-off'} />
      ))}
    </p>
  );
}

export function IconTile({ icon, title, children }: { icon: IconName; title: ReactNode; children: ReactNode }) {
  return (
    <article className="card tile">
      <span className="tile-icon">
        <Icon name={icon} size={24} />
      </span>
      <h3>{title}</h3>
      <p className="muted">{children}</p>
    </article>
  );
}

export function StatGrid() {
  const { shop } = usePage();
  return (
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
  );
}

/** A labelled drop-down whose first entry asks for a choice, so "required" means a real choice. */
export function SelectField({ label, name, prompt, options }: { label: string; name: string; prompt: string; options: readonly string[] }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} required defaultValue="">
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}
