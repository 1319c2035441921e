import { publicPages, redirects } from '#catalogue/catalogue.ts';
import { expect, seriousAccessibilityViolations, test, watchConsole } from './support.ts';

test.describe('every public route', () => {
  for (const page of publicPages) {
    test(`${page.path} renders with status 200, its title, no console errors and no serious accessibility violations`, async ({ page: browserPage }) => {
      const problems = watchConsole(browserPage);
      const response = await browserPage.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(browserPage).toHaveTitle(new RegExp(page.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(await seriousAccessibilityViolations(browserPage)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('short paths and older category pages answer 301 to their canonical page', async ({ request }) => {
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('a short path lands on the canonical page in the browser, with its inputs', async ({ page }) => {
  await page.goto('/percentage?value1=40&value2=50&mode=change');
  await expect(page).toHaveURL(/\/percentage-calculator\?value1=40&value2=50&mode=change$/);
  await expect(page.locator('[data-result="percentage"]')).toHaveText('25%');
});

test('head tags are set per route after client navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'General' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Calculators' })).toBeVisible();
  await expect(page).toHaveTitle('General Calculators | CalcSuite');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/general-tools$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Everyday calculators/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'General Calculators | CalcSuite');
});

test('the legal pages show their date, the DMCA policy included', async ({ page }) => {
  for (const path of ['/terms', '/privacy', '/dmca']) {
    await page.goto(path);
    await expect(page.getByText('Last updated: January 16, 2025')).toBeVisible();
  }
});
