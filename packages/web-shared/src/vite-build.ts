import type { BuildEnvironmentOptions } from 'vite';

/**
 * The production build both front ends use: no source maps, a warning above 400 KB a chunk, and
 * libraries in chunks of their own (`manualChunks` names them), which change less often than our
 * code and so stay cached longer.
 */
export const frontEndBuild = (manualChunks: (id: string) => string | undefined): BuildEnvironmentOptions => ({
  outDir: 'dist',
  sourcemap: false,
  chunkSizeWarningLimit: 400,
  rollupOptions: { output: { manualChunks } },
});
