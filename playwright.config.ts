import { defineConfig, devices } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import {
  devApiAppPort,
  devApiDist,
  devApiPort,
  devStackPort,
  specShapeApiPort,
  specShapeAppPort,
  specShapeDist,
  specShapeStackPort,
} from './tests/e2e/quality-ports.mjs';

// The screen states axe has scanned clean, shared by this run's workers (tests/e2e/support.ts). The
// runner reads this file first and its workers inherit its environment: only the runner makes it.
if (!process.env.E2E_AXE_SCANNED) {
  rmSync('.tmp/axe-scanned', { recursive: true, force: true });
  mkdirSync('.tmp/axe-scanned', { recursive: true });
  process.env.E2E_AXE_SCANNED = mkdtempSync('.tmp/axe-scanned/run-');
}

// Ports and build folder can be moved so that two runs do not collide.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4183);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4020);
const DIST = process.env.E2E_DIST ?? 'dist';
export const E2E_APP_URL = `http://127.0.0.1:${APP_PORT}`;
// Every call that reaches the mock, or the development API's Prism, is logged here, for the
// contract coverage report.
const COVERAGE_LOG = `.tmp/contract-coverage/mock-${MOCK_PORT}.jsonl`;
const DEV_API_LOG = `.tmp/contract-coverage/dev-api-${devStackPort()}.jsonl`;
const SPEC_SHAPE_LOG = `.tmp/contract-coverage/dev-api-${specShapeStackPort()}.jsonl`;
// tests/e2e/api/: the app built against the development API (which keeps state), behind Prism.
export const E2E_DEV_API_APP_URL = `http://127.0.0.1:${devApiAppPort()}`;
const DEV_API = '**/api/**/*.spec.ts';
// The same app on the development API answering in the spec's shape (numeric ids, the user's token,
// `{ token }` on sign-in, `{}` on confirmations): the key flows run there too, so a backend built from
// the spec can never again be refused (tests/e2e/api/support.ts picks the stack by project name).
export const E2E_SPEC_SHAPE_APP_URL = `http://127.0.0.1:${specShapeAppPort()}`;
// Tags: @phone, a test whose steps depend on the width, runs on the phone projects too; @seed, one
// flow per screen family, runs in the spec's shape too (the translation itself is unit-tested in
// src/lib/api/answers.test.ts; spec-shape.spec.ts runs there whole).
const PHONE = /@phone/;
const SEED = /@seed/;
const SPEC_SHAPE_FLOWS = [
  '**/api/session.spec.ts',
  '**/api/spec-shape.spec.ts',
  '**/api/quotations.spec.ts',
  '**/api/payments.spec.ts',
  '**/api/profile.spec.ts',
  '**/api/employees.spec.ts',
  '**/api/payment-methods.spec.ts',
];

// The projects' two screens: a desktop, and a phone's width with touch (Chromium's desktop build, not emulated mobile).
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const PHONE_SCREEN = { ...DESKTOP, viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // One more than the cores: a browser test waits on timers and the network part of its time (measured:
  // 3 workers on 2 cores left them idle under 5 % of the run, 2 left 10–20 %).
  workers: availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The coverage reporter writes reports/contract-coverage.md and fails a full run when the app
  // uses an operation of openapi.yaml that no test exercised, or makes a call outside it.
  reporter: [
    ['list'],
    ['./tests/contract/coverage-reporter.mjs', { logFile: COVERAGE_LOG, devApiLogFiles: [DEV_API_LOG, SPEC_SHAPE_LOG] }],
  ],
  use: {
    baseURL: E2E_APP_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', testIgnore: DEV_API, use: DESKTOP },
    {
      name: 'phone',
      // Only the tests whose steps depend on the width (tagged @phone: drawer, cards for rows, a bar
      // at the foot…). layout.spec.ts and server-text.spec.ts set their own widths, once, on desktop.
      testIgnore: [DEV_API, '**/layout.spec.ts', '**/server-text.spec.ts'],
      grep: PHONE,
      use: PHONE_SCREEN,
    },
    {
      name: 'desktop-api',
      testMatch: DEV_API,
      testIgnore: '**/api/spec-shape.spec.ts',
      use: { ...DESKTOP, baseURL: E2E_DEV_API_APP_URL },
    },
    {
      name: 'phone-api',
      testMatch: DEV_API,
      grep: PHONE,
      use: { ...PHONE_SCREEN, baseURL: E2E_DEV_API_APP_URL },
      testIgnore: '**/api/spec-shape.spec.ts',
    },
    {
      name: 'desktop-api-seed',
      testMatch: SPEC_SHAPE_FLOWS,
      grep: [SEED, /spec-shape\.spec\.ts/],
      use: { ...DESKTOP, baseURL: E2E_SPEC_SHAPE_APP_URL },
    },
    {
      name: 'phone-api-seed',
      testMatch: ['**/api/spec-shape.spec.ts'],
      grep: PHONE,
      use: { ...PHONE_SCREEN, baseURL: E2E_SPEC_SHAPE_APP_URL },
    },
  ],
  webServer: [
    {
      // Prism's mock with --errors behind a pass-through that logs each call (contract coverage).
      command: `node tests/contract/recording-mock.mjs --port ${MOCK_PORT} --log ${COVERAGE_LOG}`,
      port: MOCK_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${APP_PORT} --strictPort --outDir ${DIST}`,
      port: APP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The development API with Prism (proxy, --errors) in front, as `npm run dev` runs it. Its app
      // is the build on devApiAppPort(): e-mail links and the 3-D Secure return lead there.
      command: `node --import tsx scripts/dev-api/stack.mjs --port ${devStackPort()} --api-port ${devApiPort()} --app-origin ${E2E_DEV_API_APP_URL} --log ${DEV_API_LOG}`,
      port: devStackPort(),
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${devApiAppPort()} --strictPort --outDir ${devApiDist()}`,
      port: devApiAppPort(),
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx scripts/dev-api/stack.mjs --shape seed --port ${specShapeStackPort()} --api-port ${specShapeApiPort()} --app-origin ${E2E_SPEC_SHAPE_APP_URL} --log ${SPEC_SHAPE_LOG}`,
      port: specShapeStackPort(),
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${specShapeAppPort()} --strictPort --outDir ${specShapeDist()}`,
      port: specShapeAppPort(),
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
