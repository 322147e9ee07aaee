import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the built renderer (dist/, built by `npm test`'s setup step) served by the
 * same static server as `npm start`, driven in Debian's Chromium. Playwright's own browser
 * download is not used (it is unreachable here); `SPINDLE_CHROMIUM` overrides the executable.
 * With `SPINDLE_E2E_TARGET=electron` the fixture in e2e/fixtures/app.ts launches the Electron app
 * instead and no web server is started.
 */
// SPINDLE_E2E_PORT lets two checkouts on one machine run their e2e suites side by side.
const PORT = Number(process.env.SPINDLE_E2E_PORT) || 4173;
const CI = Boolean(process.env.CI);
const electron = process.env.SPINDLE_E2E_TARGET === 'electron';

export default defineConfig({
  testDir: 'e2e/specs',
  outputDir: 'e2e/output',
  // Two shared cores: one test at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.SPINDLE_CHROMIUM || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: electron
    ? undefined
    : {
        command: `node scripts/start.mjs --browser --no-setup --port ${PORT}`,
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: !CI,
        timeout: 60_000,
      },
});
