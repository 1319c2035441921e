/**
 * The records are the site, in a real browser: a shared link is served with
 * its own values and results and taken over with no hydration warning and no other value shown on
 * the way; a page reached by a link after an edit shows the edit, in its body and its head; an
 * admin's 'View on site' opens the record's page.
 */
import type { APIRequestContext } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config.ts';
import { expect, isBlockedWorkerWarning, result, test } from './support.ts';

const sharedLink = '/student-loan-calculator?principalAmount=40000&interestRate=6.8&loanTerm=10&gracePeriod=0';
// 40,000 at 6.8% a year over 120 months, no grace months: 40000 · r / (1 − (1 + r)^−120), r = 0.068 / 12.
const sharedPayment = '$460.32';

/** An API client signed in as the e2e admin (its own cookie jar). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/graphql', {
    data: { query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success } }', variables: { u: 'admin', p: e2eAdminPassword } },
  });
  expect((await login.json()).data?.login?.success).toBe(true);
  return async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post('/graphql', { data: { query, variables } });
    const answer = (await response.json()) as { errors?: unknown[] };
    expect(answer.errors).toBeUndefined();
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared link already shows its own inputs and results', async ({ page }) => {
    await page.goto(sharedLink);
    await expect(page.locator('input[name="principalAmount"]')).toHaveValue('40000');
    await expect(page.locator('input[name="interestRate"]')).toHaveValue('6.8');
    await expect(result(page, 'monthlyPayment')).toHaveText(sharedPayment);
  });
});

test('a shared link is taken over in place: no hydration warning, and no other value on screen on the way', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isBlockedWorkerWarning(message.text())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(String(error)));
  // Every text the payment shows, from the first parse of the HTML until the test reads it.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { seenPayments: Set<string> }).seenPayments = seen;
    const look = () => {
      const element = document.querySelector('[data-result="monthlyPayment"]');
      if (element?.textContent) seen.add(element.textContent);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(sharedLink);
  await expect(result(page, 'monthlyPayment')).toHaveText(sharedPayment);
  await expect(page.locator('input[name="principalAmount"]')).toHaveValue('40000');
  expect(await page.evaluate(() => [...(window as unknown as { seenPayments: Set<string> }).seenPayments])).toEqual([sharedPayment]);
  expect(messages).toEqual([]);
});

test('a page reached by a link after an edit shows the edit, in its body and its head', async ({ page, request }) => {
  const api = await adminApi(request);
  const marker = `Marker ${Date.now().toString(36)}`;
  const updateCalculator = 'mutation($input: CalculatorInput!) { updateCalculator(calculatorSlug: "ratio-calculator", input: $input) { version } }';
  const updateSeo = 'mutation($input: SeoMetaInput!) { updateSeoMeta(pageSlug: "mathematical-tools", input: $input) { version } }';
  await page.goto('/');
  // The browser holds the home page as it was before the edit.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  try {
    await api(updateCalculator, { input: { features: [`Feature ${marker}`, 'Decimal and percentage'] } });
    await api(updateSeo, { input: { ogDescription: `Social ${marker}` } });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mathematical', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mathematical Calculators' })).toBeVisible();
    await expect(page.locator('main')).toContainText(`Feature ${marker}`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', `Social ${marker}`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    await api(updateCalculator, { input: { features: ['Simplify to lowest terms', 'Decimal and percentage', 'Plain-language comparison'] } });
    await api(updateSeo, { input: { ogDescription: null } });
  }
});

test('a draft is Page Not Found for visitors and a marked preview for a signed-in admin', async ({ page, request, browser }) => {
  const api = await adminApi(request);
  const updatePage = 'mutation($published: Boolean!) { updatePage(pageSlug: "dmca", input: { isPublished: $published }) { version } }';
  await api(updatePage, { published: false });
  try {
    const visitor = await page.goto('/dmca');
    expect(visitor?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('footer')).not.toContainText('DMCA');

    const admin = await browser.newContext({ storageState: await request.storageState() });
    const adminPage = await admin.newPage();
    const preview = await adminPage.goto('/dmca');
    expect(preview?.status()).toBe(200);
    await expect(adminPage.getByText('Preview: not public.')).toBeVisible();
    await expect(adminPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await admin.close();
  } finally {
    await api(updatePage, { published: true });
  }
});
