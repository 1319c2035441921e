import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './bench/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

const dataDir = join(tmpdir(), `calc-e2e-${port}`);

/** The admin account the server creates on its first start in the e2e data folder. */
export const e2eAdminPassword = 'e2e admin password 1';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The service worker downloads the whole public site after every first visit, and every test is
    // a first visit: only the specs about the installed site (offline, embeds) let it install.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: no browser download happens here.
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }, testIgnore: /phone\.spec\.ts/ },
    // The phone runs its own spec and the specs that check every width (visitor, axe, the admin's
    // webhooks, the installed app offline). The embeds' spec loops over both widths itself: its tests take turns.
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /(phone|visitor|axe|admin-webhooks|offline)\.spec\.ts/ },
  ],
  webServer: {
    // A fresh embedded database every run, so the admin account is the one set below.
    command: `rm -rf "${dataDir}" && npm start`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Every browser of the suite comes from this address, opening hundreds of new pages in minutes:
    // the suite tests the pages, not the render budget (its own server tests do). The webhook test's
    // receiver listens on loopback, which webhooks may reach only when allowed (the refusal has server tests).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: e2eAdminPassword,
      PAGE_RENDER_BUDGET: 'off',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
    },
  },
});
