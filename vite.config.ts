import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './electron/csp.ts';
import { samplesPlugin } from './scripts/samplesPlugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/** Puts the CSP in index.html too, so it holds wherever the files are served from. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'skirmish-csp',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  root: path.join(root, 'renderer'),
  base: './',
  publicDir: path.join(root, 'renderer', 'public'),
  plugins: [react(), contentSecurityPolicy(), samplesPlugin(path.join(root, 'scenarios'))],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: path.join(root, 'dist', 'renderer'),
    emptyOutDir: true,
    target: 'chrome120',
    chunkSizeWarningLimit: 2000,
    modulePreload: { polyfill: false },
  },
  logLevel: 'warn',
});
