/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: src('.') },
      // First-load budget: in the app (not in vitest, whose tests mount react-toastify's own
      // container) `toast` is a facade that loads react-toastify on the first toast.
      ...(process.env.VITEST ? [] : [{ find: /^react-toastify$/, replacement: src('app/toasts/toast-facade.ts') }]),
      // The default build injects its CSS with a <style> element at run time, which the
      // Content-Security-Policy (style-src 'self') blocks; the unstyled build is the same API
      // without that. The stylesheet is imported as a file (src/app/toasts/toast-layer.tsx).
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
      // tv() with tailwind-merge as its merger instead of a second, bundled merge engine (~17 KB).
      { find: /^tailwind-variants$/, replacement: src('app/tailwind-variants.ts') },
    ],
  },
  build: {
    manifest: true,
    sourcemap: false,
    // Every browser the build targets (baseline widely available) supports modulepreload.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    testTimeout: 15000,
  },
});
