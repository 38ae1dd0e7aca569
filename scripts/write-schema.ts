// npm run schema: writes shop.schema.json beside shop.yaml from the zod schema, and what check knows of the sample shop.yaml.
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { shopJsonSchema } from '../generator/shop/schema/json-schema.ts';
import { SAMPLE_NAME, sampleValuesModule } from '../generator/shop/sample.ts';

await writeFile('shop.schema.json', shopJsonSchema());
const shop = await readFile('shop.yaml', 'utf8');
// Once shop.yaml is an owner's shop, its values are theirs: taken as the sample's, check would call all of them leftovers.
if (parse(shop)?.business?.name === SAMPLE_NAME) {
  await writeFile('generator/shop/sample-values.ts', sampleValuesModule(shop));
  console.log('Wrote shop.schema.json and generator/shop/sample-values.ts');
} else console.log(`Wrote shop.schema.json; shop.yaml is no longer the sample (${SAMPLE_NAME}), so generator/shop/sample-values.ts was left as it was`);
