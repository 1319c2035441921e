import { expect, test } from '@playwright/test';
import { watchConsole } from './support.ts';

// Playwright's own test: GraphiQL is not the site's app, which marks the page when it takes it over.

test('GET /graphql gives a browser a working GraphiQL from the server alone, with a settable token header', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  // Offline but for the server itself: any request elsewhere (a CDN) is refused and recorded.
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === baseURL) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.result-window')).toContainText('"calculatorSlug"', { timeout: 15_000 });

  // A token sent from the Headers tab reaches the server: a made-up one is refused as such.
  await page.getByRole('button', { name: /headers/i }).click();
  const headers = page.locator('.graphiql-editor-tool .CodeMirror').last();
  await headers.click();
  await page.keyboard.type('{"Authorization": "Bearer csk_not_a_real_token"');
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.result-window')).toContainText('UNAUTHENTICATED', { timeout: 15_000 });

  expect(elsewhere).toEqual([]);
  expect(problems.filter((problem) => !/401|Unauthorized/i.test(problem))).toEqual([]);
});
