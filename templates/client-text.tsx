// The words of the browser script (templates/lib/ui/client.ts, with the owner's ui: overrides) in the
// page's language, as JSON the script reads once at start (templates/client/main.ts and prices.ts
// read the element by this id). Data, never run: the page's security policy allows no inline script,
// and JSON is not one.
import { memo, usePage } from './context.tsx';
import { serialize } from './jsonld.ts';
import { clientText } from './lib/ui/index.ts';

/** The element's id, as the script looks it up. */
export const CLIENT_TEXT_ID = 'ui-words';

/** `<script type="application/json" id="ui-words">{…}</script>`; no text can end the element (`<` is written \u003c). */
export function ClientText() {
  const { shop, routes } = usePage();
  const json = memo(routes, `client text ${shop.site.lang}`, () => serialize(clientText(shop.ui)));
  return <script type="application/json" id={CLIENT_TEXT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
