import { defineConfig, devices } from '@playwright/test';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Ports and build folder can be moved so that two runs do not collide.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4183);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4020);
const DIST = process.env.E2E_DIST ?? 'dist';
export const E2E_APP_URL = `http://127.0.0.1:${APP_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_APP_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/prism mock openapi.yaml -p ${MOCK_PORT} -h 127.0.0.1 --errors`,
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
  ],
});
