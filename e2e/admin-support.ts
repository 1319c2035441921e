/** What the admin's browser tests share: signing in as the e2e admin, fresh slugs, and API calls with the browser's session. */
import type { Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config.ts';
import { expect } from './support.ts';

/** A slug no other test (or run) has used. */
export const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome, admin')).toBeVisible();
}

/** A GraphQL call with the signed-in browser's cookie; it must succeed. */
export async function graphql(page: Page, query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const answer = await response.json();
  expect(answer.errors).toBeUndefined();
  return answer.data;
}
