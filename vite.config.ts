/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { BUDGETS as FIRST_LOAD_BUDGETS } from './scripts/check-size.mjs';
import { compileHintsPlugin } from './scripts/compile-hints-plugin.ts';
import { preloadDepsPlugin } from './scripts/preload-deps-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderPlugin(),
    // A dynamic import preloads only what its chunk has not loaded already.
    preloadDepsPlugin(),
    // The dialogs whose first tap on a phone would otherwise compile their code.
    compileHintsPlugin({
      dialogs: [
        'src/features/billing/quotations/components/PayQuotationDialog.tsx',
        'src/features/billing/quotations/components/PayQuotationForm.tsx',
        'src/features/payment-methods/components/AddCardForm.tsx',
      ],
      // What the first loads bring besides the entry: those check-size measures.
      firstLoads: FIRST_LOAD_BUDGETS.flatMap((budget) => budget.modules),
    }),
  ],
  resolve: {
    // Only the path alias: toasts and variants are modules of their own (src/lib/toast,
    // src/lib/tailwind-variants.ts), so TypeScript shows exactly the API the build has.
    alias: [{ find: '@', replacement: src('.') }],
  },
  build: {
    manifest: true,
    sourcemap: false,
    // Every browser the build targets (baseline widely available) supports modulepreload.
    modulePreload: { polyfill: false },
    // Seven hash characters instead of eight (rolldown's least for this many chunks): the router's
    // preload list names every lazy chunk, and random characters do not compress, so each one is
    // paid by every first load.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // A group takes only its own modules (react stays where it was).
          includeDependenciesRecursively: false,
          groups: [
            // TanStack Query in one chunk with the app's client and the session check, loaded with the
            // first session (lib/query-client-store): split by usage they were six chunks and ~1.4 KB
            // more. Its context module stays apart: the entry's App provides the (late) client through it.
            // The signed-in area's paths (config/app-paths) come along: the area always loads with the
            // client (router.tsx), and on their own they were one more chunk on /app (~200 B).
            {
              name: 'query',
              test: (id) =>
                (/node_modules[\\/](@tanstack[\\/](query-core|react-query)|openapi-react-query)[\\/]/.test(id) &&
                  !id.endsWith('QueryClientProvider.js')) ||
                /src[\\/](app[\\/]query-client\.ts|lib[\\/]api[\\/]react-query\.ts|lib[\\/]session[\\/](user-query\.ts|SessionUserCheck\.tsx)|config[\\/]app-paths\.ts)$/.test(
                  id,
                ),
            },
            // A quotation's rules and the store of the one in view, which Inicio loads together: the lifecycle is
            // also read by the automatic-payment and notification wording, and split by sharing they were two
            // chunks on /app's first load (~180 bytes more).
            {
              name: 'quotation-lifecycle',
              test: (id) =>
                /src[\\/]features[\\/]billing[\\/]quotations[\\/](quotation-lifecycle(\.generated)?|quotation-store|totals)\.ts$/.test(id),
            },
            // The default card's look and the automatic-payment query, which Inicio's summary and Métodos de
            // pago load together: one chunk instead of three tiny ones (each named in every preload list).
            {
              name: 'card-summary',
              test: (id) =>
                /src[\\/]features[\\/]payment-methods[\\/](cards[\\/](card-display\.ts|CardBrandMark\.tsx)|auto-payment[\\/]get-auto-payment\.ts)$/.test(
                  id,
                ),
            },
            // Small kit pieces every signed-in screen shows (badges, spinners, links, skeletons): one chunk, not four.
            {
              name: 'ui-basics',
              test: (id) => /src[\\/]components[\\/]ui[\\/](Badge|Spinner|Link|Skeleton|States)\.tsx$/.test(id),
            },
            // What keeps server text in its place: isolate() and its renderer, and the one address
            // check (src/lib/server-text.ts, components/ui/ServerText.tsx, src/lib/safe-url.ts). Many
            // lazy screens share them: one chunk, so every preload list names one file, not three.
            {
              name: 'server-text',
              test: (id) => /src[\\/](lib[\\/](server-text|safe-url)\.ts|components[\\/]ui[\\/]ServerText\.tsx)$/.test(id),
            },
            // The merchant identity, the public footer and the aviso line: on every public first
            // load together, one chunk instead of three (docs/legal.md, docs/performance.md).
            {
              name: 'legal',
              test: (id) =>
                /src[\\/](config[\\/]merchant(\.ts|-sample\.json)|components[\\/]legal[\\/](PublicFooter|PrivacyNoticeLink)\.tsx)$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
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
    // Files share their worker's loaded packages (a third less CPU than a fresh worker each); what one
    // file leaves behind is cleared after it in src/test/setup.ts.
    isolate: false,
    // As the e2e suite: once more on CI, where a test that passed only on its retry is listed as flaky
    // in the output (one race was found so, the count of Historial landing after its rows).
    retry: process.env.CI ? 1 : 0,
    // Vitest's default in a run is one worker fewer than the cores: one, on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
