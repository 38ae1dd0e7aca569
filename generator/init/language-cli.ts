// Entry point of `npm run language` (generator/init/language.ts).
import { main } from './language.ts';

process.exitCode = await main(process.argv.slice(2));
