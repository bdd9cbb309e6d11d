import { defineConfig } from 'vitest/config';

/** Browser journeys: one platform (real server + embedded PostgreSQL) for the run, files one at a time. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // A guard against a hung page, not a speed check: these machines are shared, and under load a
    // journey of several pages with axe-core runs has taken close to a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
  },
});
