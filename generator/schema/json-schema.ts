// shop.schema.json, generated from the zod schema (never edited by hand). Editors read it to
// autocomplete shop.yaml; the test suite checks that the committed copy is current.
import { z } from 'zod';
import { ShopSchema } from './shop.ts';

export function shopJsonSchema(): string {
  const schema = z.toJSONSchema(ShopSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' });
  return `${JSON.stringify({ ...schema, title: 'shop.yaml', description: 'Everything the shop website shows. See README.md.' }, null, 2)}\n`;
}
