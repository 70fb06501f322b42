import { defineConfig } from 'vitest/config';

// Unit and integration tests. End-to-end tests in Chromium have their own config (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/build/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: [
            'apps/shell/src/**/*.test.{ts,tsx}',
            'parts/*/src/**/*.test.{ts,tsx}',
            'packages/ui/src/**/*.test.tsx',
            'packages/part-kit/src/**/*.test.tsx',
          ],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
