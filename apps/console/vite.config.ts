import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// By path, not by package: vite bundles a relative import into its config, a workspace package it would load as raw TS.
import { precompress } from '../../packages/web-shared/src/precompress.plugin';
import { frontEndBuild } from '../../packages/web-shared/src/vite-build';

// The console is served at /console by the platform; in development its calls go to :3000 (npm start).
/**
 * sonner writes its stylesheet into a <style> element when it loads, which the console's policy
 * refuses; the console links sonner's own styles.css instead (main.tsx), and this drops the write.
 */
const sonnerStylesAsFile: Plugin = {
  name: 'sonner-styles-as-file',
  transform(code, id) {
    if (!/node_modules\/sonner\/dist\/index\.mjs$/.test(id)) return null;
    const call = /\n__insertCSS\(/;
    if (!call.test(code)) throw new Error('sonner no longer injects its styles as expected: check sonner-styles-as-file');
    return code.replace(call, '\nvoid (');
  },
};

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress(), sonnerStylesAsFile],
  server: { port: 5174, proxy: { '/ops': 'http://localhost:3000' } },
  build: frontEndBuild((id) => {
    if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
    if (/node_modules\/(zod|react-hook-form|@hookform)\//.test(id)) return 'forms';
    if (/node_modules\/@tanstack\//.test(id)) return 'tanstack';
    if (/node_modules\/(@radix-ui|cmdk|sonner|i18next|react-i18next)\//.test(id)) return 'ui';
    return undefined;
  }),
});
