import { defineConfig } from 'vitest/config';

// The web's unit tests: pure modules beside their sources, no browser (journeys: e2e/vitest.config.ts).
export default defineConfig({
  test: { root: new URL('.', import.meta.url).pathname, include: ['src/**/*.test.ts'], environment: 'node' },
});
