import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where the PGlite
    // suites (one busy core each) and the browser tests (mostly waiting on Chromium and the server) then never overlap.
    maxWorkers: Math.max(2, os.availableParallelism()),
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every file builds its own app on its own database; sharing a worker's module cache across files spares
          // re-importing Fastify, drizzle and the contract for each (the API suites took 490 s isolated, 205 s not).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Files share a worker's modules (React, MUI, the app's own), as the API suites do: importing them again for
          // each of ~80 files cost more than the tests (the web and contract suites took 96 s on two workers, against
          // 410 s on one in three isolated shards). src/test/setup.ts resets the app's shared state after each test.
          isolate: false,
          // Above the 15 s that findBy/waitFor may wait (src/test/setup.ts), so a missing element fails with its own message.
          testTimeout: 45_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
