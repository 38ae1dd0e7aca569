// npm run schema: writes shop.schema.json beside shop.yaml from the zod schema.
import { writeFile } from 'node:fs/promises';
import { shopJsonSchema } from '../generator/shop/schema/json-schema.ts';

await writeFile('shop.schema.json', shopJsonSchema());
console.log('Wrote shop.schema.json');
