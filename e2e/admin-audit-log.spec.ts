/**
 * The audit log in the admin, on a phone and on a desktop: a refused sign-in and a record change are
 * found by filtering on action, kind and actor and by day, the server pages it, and nothing on the
 * page is wider than the screen.
 */
import { graphql, signIn, uniqueSlug } from './admin-support.ts';
import { expect, test } from './support.ts';

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`the audit log on a ${device}`, () => {
    test.use({ viewport });

    test('shows sign-in failures and record changes, filtered by action, kind, actor and day, paged on the server', async ({ page }) => {
      // A sign-in refused for a name nobody has, then a record change by the admin.
      const stranger = uniqueSlug(`stranger-${device}`).replaceAll('-', '_');
      const refused = await page.request.post('/api/admin/login', { data: { username: stranger, password: 'not a password at all' } });
      expect(refused.status()).toBe(401);
      await signIn(page);
      const from = `/${uniqueSlug(`audited-${device}`)}`;
      await graphql(page, 'mutation($i: RedirectInput!) { createRedirect(input: $i) { version } }', { i: { fromPath: from, toPath: '/terms' } });

      await page.getByRole('tab', { name: 'Audit log' }).click();
      const entries = page.getByRole('list', { name: 'Audit entries' });
      await expect(entries.getByRole('listitem').first()).toBeVisible();

      const filters = page.getByRole('search', { name: 'Filter the audit log' });
      await filters.getByLabel('Action', { exact: true }).selectOption('loginFailed');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      const failure = entries.getByRole('listitem').filter({ hasText: stranger });
      await expect(failure).toBeVisible();
      await expect(failure).toContainText('login failed');
      await expect(entries.locator('[data-audit-entry]:not([data-audit-entry="loginFailed"])')).toHaveCount(0);

      await filters.getByLabel('Action', { exact: true }).selectOption('');
      await filters.getByLabel('Kind', { exact: true }).selectOption('redirect');
      await filters.getByLabel('Actor', { exact: true }).fill('admin');
      const today = await page.evaluate(() => {
        const day = new Date();
        return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      });
      await filters.getByLabel('From', { exact: true }).fill(today);
      await filters.getByLabel('To', { exact: true }).fill(today);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      const change = entries.getByRole('listitem').filter({ hasText: from });
      await expect(change).toBeVisible();
      await expect(change).toContainText('create');
      await expect(change).toContainText('admin');

      // A day before today holds none of it.
      await filters.getByLabel('To', { exact: true }).fill('2000-01-01');
      await filters.getByLabel('From', { exact: true }).fill('2000-01-01');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page.getByText('No entries match these filters.')).toBeVisible();

      // Unfiltered, the log is longer than a page (changes made to be sure of it): the server gives the next one.
      const { auditLog } = (await graphql(page, '{ auditLog(first: 1) { totalCount } }')) as { auditLog: { totalCount: number } };
      // Each update changes the status (the redirect starts at 301): an update that changes nothing keeps no entry.
      for (let change = auditLog.totalCount, step = 0; change <= 25; change++, step++) {
        await graphql(page, 'mutation($f: String!, $s: Int!) { updateRedirect(fromPath: $f, input: { statusCode: $s }) { version } }', {
          f: from,
          s: step % 2 ? 301 : 302,
        });
      }
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page.getByText(/^Showing 1-25 of \d+$/)).toBeVisible();
      const firstOnPage = await entries.getByRole('listitem').first().textContent();
      await page.getByRole('navigation', { name: 'Audit log pages' }).getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText(/^Showing 26-\d+ of \d+$/)).toBeVisible();
      await expect(entries.getByRole('listitem').first()).not.toHaveText(firstOnPage ?? '');
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
