// A price as every view of the catalogue shows it: the amount, "onwards" when some models cost more,
// or "On inspection". Its figure comes from the catalogue (generator/site/catalogue.ts).
import type { Figure } from '../../generator/site/index.ts';
import { usePage } from '../context.tsx';
import { rupees } from '../lib/format.ts';

/** "₹7,999 onwards", with the amount large and "onwards" small; "On inspection" where no model has a number. */
export function Price({ figure }: { figure: Figure }) {
  const { ui } = usePage().shop;
  return (
    <p className="price">
      {figure.amount === undefined ? ui.priceOnInspection : rupees(figure.amount)}
      {figure.onwards && (
        <>
          {' '}
          <span className="onwards">{ui.onwards}</span>
        </>
      )}
    </p>
  );
}
