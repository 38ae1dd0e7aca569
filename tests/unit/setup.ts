// Run before each unit test file (vitest.config.ts): the temporary folders a file made are removed
// when it ends, after its own afterAll hooks (vitest runs them in reverse: this one is last).
import { afterAll } from 'vitest';
import { removeTempDirs } from '../temp-dirs.ts';

afterAll(removeTempDirs);
