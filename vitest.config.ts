import { defineConfig } from 'vitest/config';

// SWISSPAIR_PROPERTY_RUNS (a percentage of each property test's runs, default 100) multiplies their work in a
// sweep: the time limit grows with it, so that a long sweep fails on an assertion, never on the clock.
const sweep = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? '100');
const scale = Number.isFinite(sweep) && sweep > 100 ? sweep / 100 : 1;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every test's temporary folders live under one private root that must be empty at the end.
    globalSetup: ['test/support/tempRoot.ts'],
    // Engine property tests pair thousands of tournaments; give them room on slow CI machines.
    testTimeout: 120_000 * scale,
    hookTimeout: 120_000,
  },
});
