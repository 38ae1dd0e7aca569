// npm run preview: serves a built site on 127.0.0.1 exactly as a static host would.
//   npm run preview [-- DIR] [--port N]
import { parseArgs } from 'node:util';
import { serve } from './lib/serve.ts';

const { values, positionals } = parseArgs({ options: { port: { type: 'string', default: '4173' } }, allowPositionals: true });
const dir = positionals[0] ?? 'dist';
const server = await serve(dir, Number(values.port));
console.log(`Serving ${dir}/ at ${server.url}/ (Ctrl+C to stop)`);
