import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../packages/web-shared/src/precompress.plugin';
import { frontEndBuild } from '../../packages/web-shared/src/vite-build';
// By path, not by package: vite bundles a relative import into its config, a workspace package it would load as raw TS.
import { API_PREFIXES } from '../../packages/contract/src/routes';

// In development the API runs on :3000 (npm start); vite proxies API paths to it.
const api = 'http://localhost:3000';
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      // The socket listener's websocket; first, because the first matching prefix wins.
      '/wps/socket': { target: api, ws: true },
      ...Object.fromEntries(
        // The contract's API prefixes, then the server's other paths (docs, artwork, gateways, operators, providers).
        [...API_PREFIXES, '/healthz', '/docs', '/art', '/pay', '/ops', '/provider'].map((p) => [p, api]),
      ),
    },
  },
  build: frontEndBuild((id) => {
    if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
    if (/node_modules\/(zod|react-hook-form|@hookform)\//.test(id)) return 'forms';
    // Not @tanstack/virtual: the game grids' chunk carries it, the home page does not need it.
    if (/node_modules\/(@tanstack\/(query-core|react-query)|i18next|react-i18next)\//.test(id)) return 'data';
    return undefined;
  }),
});
