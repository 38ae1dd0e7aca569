// Run before each unit test file (vitest.config.ts): the temporary folders a file made are removed
// when it ends, after its own afterAll hooks (vitest runs them in reverse: this one is last).
import path from 'node:path';
import { afterAll } from 'vitest';
import { removeTempDirs, tempDir } from '../temp-dirs.ts';

afterAll(removeTempDirs);

// The pages a test file's builds render are kept in a file of its own (generator/kept-pages.ts), not
// in the project's .cache/, which the owner's builds use and other test files would share.
process.env.SHOP_PAGES_CACHE = path.join(await tempDir('pages-'), 'pages.bin');
