import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code, and real-browser tests that drive the
// built extension in Chromium and Firefox (one file at a time: they share the CPU).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/unit/**/*.test.ts'],
          environment: 'node',
          // One zone on every machine, neither UTC nor Japan (São Paulo has kept -03:00 all year
          // since 2019): what "the user's zone" means is then seen, and the same everywhere.
          env: { TZ: 'America/Sao_Paulo' },
          // A time limit only stops a test that hangs: a large file decoded twice on a machine
          // whose cores are busy with other work may take seconds, and passes all the same.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          fileParallelism: false,
          // Waiting for the browser is never a speed check: give every expect.poll room on a
          // busy machine (speed is measured by `npm run bench`).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
