import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only the unit and in-memory build tests; the browser tests run under Playwright.
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
