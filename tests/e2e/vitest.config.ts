import { defineConfig } from 'vitest/config';

// End-to-end journeys in Chromium against the real server (started in-process on a free port).
// Files run one after another: each starts its own server and browser, and the machine is small.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A browser journey is either right or wrong: a retry would hide flaky waits.
    retry: 0,
    // Waiting for what a user would see (a title, an attribute) can take a few seconds on a busy machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
