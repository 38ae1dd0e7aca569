import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only the unit and in-memory build tests; the browser tests run under Playwright.
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time. Vitest's default is one fewer than the cores, one file at a time on CI's
    // two, yet much of a file's time is spent waiting: on a build it spawned, on a lock going stale
    // (output-folder.test.ts waits out 10 s twice), on a child's exit. The tests that time or race
    // something (interrupted, picture-swap, the lock tests) wait for what they measure rather than
    // for a fixed time, and passed on a machine far busier than two files make it.
    maxWorkers: 2,
  },
});
