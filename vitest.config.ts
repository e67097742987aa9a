import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every test's temporary folders live under one private root that must be empty at the end.
    globalSetup: ['test/support/tempRoot.ts'],
    // Engine property tests pair thousands of tournaments; give them room on slow CI machines.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
