// npm run schema: writes shop.schema.json beside shop.yaml from the zod schema, and what check knows of the sample shop.yaml.
import { readFile, writeFile } from 'node:fs/promises';
import { shopJsonSchema } from '../generator/shop/schema/json-schema.ts';
import { sampleValuesModule } from '../generator/shop/sample.ts';

await writeFile('shop.schema.json', shopJsonSchema());
await writeFile('generator/shop/sample-values.ts', sampleValuesModule(await readFile('shop.yaml', 'utf8')));
console.log('Wrote shop.schema.json and generator/shop/sample-values.ts');
