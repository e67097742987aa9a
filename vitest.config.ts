import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Engine property tests pair thousands of tournaments; give them room on slow CI machines.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
