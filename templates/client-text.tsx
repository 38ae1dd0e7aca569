// The browser script's words in the page's language (lib/ui/client.ts and the owner's ui:), as JSON the
// scripts read at start by this id: data, never run, as the page's security policy allows no inline script.
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
