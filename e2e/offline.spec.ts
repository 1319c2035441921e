/**
 * The installed site with the network cut: after one visit, every calculator page (opened from a
 * shared link with inputs never opened before), the scientific calculator, the home page, the
 * listings and the legal pages open and calculate, drawn from the app shell and the records the
 * service worker kept, and say they show records from an earlier visit. The admin and the API are
 * never answered from the worker's copy, and redirects (an editor's and the site's short paths) are
 * still answered by the server, or followed from the kept records offline.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config.ts';
import { chromiumFlags, chromiumPath } from '../bench/chromium.ts';
import { calculators, categories, staticPages } from '../web/src/catalogue/catalogue.ts';
import { corpora, expectCase, linkTo, sampleOf } from './reference-corpus.ts';
import { expect, result, test, waitUntilInteractive, watchConsole } from './support.ts';

/** A first visit: the service worker is installed, controls the page, and has kept the records. */
async function visitOnce(page: Page): Promise<void> {
  await page.goto('/');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          return (await caches.open('site-records').then((cache) => cache.keys())).length > 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function offline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(path);
}

const savedCopy = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline.' });

test.describe.configure({ mode: 'serial' });

// The suite blocks the service worker (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

test('the first visit installs the worker, which keeps the site but never the admin or the API', async ({ page }) => {
  await visitOnce(page);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/app-shell.html');
  expect(kept).toContain('/site-records.json');
  expect(kept.filter((path) => /^\/(admin|api|graphql)(\/|$)/.test(path))).toEqual([]);
  // No chunk of the admin's own code is kept: the admin never works offline.
  expect(kept.filter((path) => /\/assets\/(admin|dashboard|useLogin|password)-/.test(path))).toEqual([]);
});

test('the worker is served at the root, revalidated on every check; the manifest makes the site installable', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const app = (await manifest.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { sizes: string; purpose: string }[] };
  expect(app).toMatchObject({ name: 'CalcSuite', start_url: '/', display: 'standalone', theme_color: '#2563eb' });
  expect(app.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/icons/apple-touch-icon-180.png']) {
    expect((await request.get(icon)).headers()['content-type'], icon).toBe('image/png');
  }
});

test("Chromium's own installability check passes (what Lighthouse's audit asked)", async ({ baseURL }) => {
  // Playwright's contexts are private windows, where Chromium installs nothing: a profile of its own.
  const profile = await mkdtemp(join(tmpdir(), 'calc-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumFlags, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await visitOnce(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('every calculator opens from a link never opened before and calculates with the network cut', async ({ page, context }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await visitOnce(page);
  await context.setOffline(true);
  for (const { calculator, cases } of corpora) {
    if (calculator === 'scientific-calculator') continue;
    const entry = sampleOf(cases)[0];
    if (!entry) throw new Error(`No reference case for ${calculator}`);
    await test.step(calculator, async () => {
      await page.goto(linkTo(calculator, entry.inputs));
      await waitUntilInteractive(page);
      await expect(savedCopy(page)).toBeVisible();
      await expectCase(page, calculator, entry);
    });
  }
  expect(corpora.length).toBe(calculators.length + 1);
  // Failed requests while offline are expected; nothing else may go wrong.
  expect(problems.filter((problem) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
});

test('a calculator recalculates offline as the visitor types', async ({ page, context }) => {
  await visitOnce(page);
  await offline(context, page, '/percentage-calculator?value1=40&value2=50&mode=change');
  await waitUntilInteractive(page);
  // From 40 to 50 is a 25% change.
  await expect(result(page, 'percentage')).toHaveText(/^25(\.0+)?%/);
  await page.getByRole('textbox', { name: 'New value (V2)' }).fill('60');
  // From 40 to 60 is a 50% change.
  await expect(result(page, 'percentage')).toHaveText(/^50(\.0+)?%/);
});

test('the scientific calculator works offline', async ({ page, context }) => {
  await visitOnce(page);
  await offline(context, page, '/scientific-calculator');
  await waitUntilInteractive(page);
  await page.getByRole('group', { name: 'Scientific calculator' }).focus();
  await page.keyboard.type('2+3*4');
  await page.keyboard.press('Enter');
  await expect(result(page, 'result')).toHaveText('14');
});

test('the home page, the listings and the legal pages open offline', async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  for (const path of ['/', ...categories.map((category) => category.path), ...staticPages.map((entry) => entry.path)]) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitUntilInteractive(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(savedCopy(page)).toBeVisible();
    });
  }
  // A listing lists its calculators from the kept records.
  await page.goto('/general-tools');
  await waitUntilInteractive(page);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Percentage/ })
      .first(),
  ).toBeVisible();
});

test('a link followed offline is drawn from the kept records', async ({ page, context }) => {
  await visitOnce(page);
  await page.goto('/general-tools');
  await context.setOffline(true);
  await page
    .getByRole('main')
    .getByRole('link', { name: /TV Height/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tv-height-calculator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/TV Height/);
  await expect(savedCopy(page)).toBeVisible();
});

test('online, pages come from the network and say nothing about an earlier visit', async ({ page }) => {
  await visitOnce(page);
  await page.goto('/percentage-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(savedCopy(page)).toHaveCount(0);
});

test('the admin is never drawn from the worker offline', async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  const response = await page.goto('/admin').catch(() => null);
  expect(response?.ok() ?? false).toBe(false);
});

/** An editor's redirect from a fresh path to `toPath`, made through the API as the e2e admin. */
async function editorRedirect(request: APIRequestContext, toPath: string): Promise<string> {
  const login = await request.post('/graphql', {
    data: { query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success } }', variables: { u: 'admin', p: e2eAdminPassword } },
  });
  expect((await login.json()).data?.login?.success).toBe(true);
  const fromPath = `/moved-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const created = await request.post('/graphql', {
    data: {
      query: 'mutation($input: RedirectInput!) { createRedirect(input: $input) { fromPath } }',
      variables: { input: { fromPath, toPath, statusCode: 301, isActive: true } },
    },
  });
  expect((await created.json()).errors).toBeUndefined();
  return fromPath;
}

test('with the worker installed, a redirect is still the server’s: an editor’s and a short path’s', async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await visitOnce(page);
  // Made after the worker was installed and kept the records: only the server knows it.
  const moved = await editorRedirect(admin, '/tv-height-calculator');
  await admin.dispose();

  const answer = await page.goto(`${moved}?tvSize=65`);
  expect(new URL(page.url()).pathname).toBe('/tv-height-calculator');
  expect(page.url()).toContain('tvSize=65');
  expect(answer?.request().redirectedFrom()?.url()).toContain(moved);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/TV Height/);
  // The navigation reached the server: the page is its, not drawn from the kept records.
  await expect(savedCopy(page)).toHaveCount(0);

  await page.goto('/percentage?value1=40&value2=50&mode=change');
  expect(new URL(page.url()).pathname).toBe('/percentage-calculator');
  await expect(result(page, 'percentage')).toHaveText(/^25(\.0+)?%/);
});

test('offline, a redirect the kept records know is followed', async ({ page, context, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  const moved = await editorRedirect(admin, '/percentage-calculator');
  await admin.dispose();
  // The first visit keeps the records with the redirect in them.
  await visitOnce(page);
  await offline(context, page, `${moved}?value1=40&value2=50&mode=change`);
  await expect(page).toHaveURL(/\/percentage-calculator\?/);
  await waitUntilInteractive(page);
  await expect(savedCopy(page)).toBeVisible();
  await expect(result(page, 'percentage')).toHaveText(/^25(\.0+)?%/);
});

test('the API and GraphQL are answered by the server, never by the worker', async ({ page, context }) => {
  await visitOnce(page);
  /** Each API door asked from the page, as its own scripts would: the status, or null when nothing answered. */
  const ask = () =>
    page.evaluate(async () => {
      const status = (response: Promise<Response>) =>
        response.then(
          (answer) => answer.status,
          () => null,
        );
      const query = JSON.stringify({ query: '{ activeCalculators(first: 1) { totalCount } }' });
      return {
        site: await status(fetch('/api/site?path=/terms')),
        graphql: await status(fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: query })),
        rest: await status(fetch('/api/admin/calculators')),
      };
    });
  // Online, the server's answers (the admin's REST door refuses a visitor).
  expect(await ask()).toEqual({ site: 200, graphql: 200, rest: 401 });
  // Offline, nothing: no copy stands in for them.
  await context.setOffline(true);
  expect(await ask()).toEqual({ site: null, graphql: null, rest: null });
});
