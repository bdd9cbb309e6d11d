import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on :3000 (npm start); vite proxies API paths to it.
const api = 'http://localhost:3000';
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(['/wps', '/lgw', '/lotto', '/dev', '/healthz', '/docs'].map((p) => [p, api])),
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
});
