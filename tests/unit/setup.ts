// Run before each unit test file (vitest.config.ts): the temporary folders a file made are removed
// when it ends, after its own afterAll hooks (vitest runs them in reverse: this one is last).
import { afterAll } from 'vitest';
import { removeTempDirs } from '../temp-dirs.ts';

afterAll(removeTempDirs);

// The command line's builds keep no copy of their pages (generator/kept-pages.ts) unless a test asks
// for one: a build that renders every page is what the others compare with, and the project's
// .cache/ is the owner's.
process.env.SHOP_PAGES_CACHE = '';
// Nor of their last check (generator/checked.ts): tests/unit/checked.test.ts names its own.
process.env.SHOP_CHECKED_CACHE = '';
// Nor of the large parts of their shop files (generator/plain-parts.ts): the tests of the copy name their own.
process.env.SHOP_PARTS_CACHE = '';
