import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code, and real-browser tests that drive the
// built extension in Chromium and Firefox, two files at a time (each file its own browsers,
// profiles and servers; a browser test waits for events, never for a time).
export default defineConfig({
  test: {
    // Two files at a time, on a machine of any size. Vitest's default, a worker for each core but
    // one, ran the whole suite one file at a time on a two-core machine (10.5 minutes); most of a
    // browser test is waiting for the browser.
    maxWorkers: 2,
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
          // Waiting for the browser is never a speed check: give every expect.poll, test and
          // hook room on a busy machine (speed is measured by `npm run bench`). Two files side by
          // side on two cores busy with other work, the slowest test, the sync of 300
          // subscriptions, took 31.5–38.7 s of the old 60 s limit (10.7 s alone on a quiet machine).
          expect: { poll: { timeout: 30_000, interval: 100 } },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
