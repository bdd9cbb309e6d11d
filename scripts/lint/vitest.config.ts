import { defineConfig } from 'vitest/config';

// Tests of the lint rules themselves (run from the repository root by npm test).
export default defineConfig({
  test: { root: '.', include: ['scripts/lint/**/*.test.ts'], testTimeout: 60_000 },
});
