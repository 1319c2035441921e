/**
 * Nothing typed is lost, and errors in the form, on a phone and on a
 * desktop: leaving with unsaved changes asks first, a draft survives a reload, a session that ends
 * mid-edit is renewed in place and the form saved as it was, and a failed save moves focus to the
 * first invalid field with its message linked and named by its label.
 */
import type { Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config.ts';
import { signIn, uniqueSlug } from './admin-support.ts';
import { expect, test } from './support.ts';

async function createPage(page: Page, slug: string): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: { query: `mutation { createPage(input: { pageSlug: "${slug}", title: "Saved title" }) { version } }` },
    headers: { 'content-type': 'application/json' },
  });
  expect((await response.json()).errors).toBeUndefined();
  await page.reload();
}

async function openEdit(page: Page, slug: string) {
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByLabel('Filter page records').fill(slug);
  await page.getByRole('button', { name: `Edit ${slug}` }).click();
  const form = page.getByRole('dialog', { name: `Edit page: ${slug}` });
  await expect(form).toBeVisible();
  return form;
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`unsaved work on a ${device}`, () => {
    test.use({ viewport });

    test('a reload asks first, the draft survives it, and saving the draft discards it', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`draft-${device}`);
      await createPage(page, slug);
      let form = await openEdit(page, slug);
      await form.getByLabel('Title').fill('Typed before the reload');
      // The browser's own 'Leave site?' question: accepting it reloads.
      const asked: string[] = [];
      page.on('dialog', (question) => {
        asked.push(question.type());
        void question.accept();
      });
      await page.reload();
      expect(asked).toEqual(['beforeunload']);
      await page.getByRole('tab', { name: 'Pages' }).click();
      await expect(page.getByText(`Unsaved changes to ${slug}`)).toBeVisible();
      await page.getByRole('button', { name: `Open ${slug}` }).click();
      form = page.getByRole('dialog', { name: `Edit page: ${slug}` });
      await expect(form.getByLabel('Title')).toHaveValue('Typed before the reload');
      await expect(form.getByText('Restored your unsaved changes')).toBeVisible();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      await page.reload();
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByLabel('Filter page records').fill(slug);
      await expect(page.getByText('Typed before the reload').filter({ visible: true })).toHaveCount(1);
      await expect(page.getByText(`Unsaved changes to ${slug}`)).toHaveCount(0);
      expect(asked).toEqual(['beforeunload']);
    });

    test('leaving in the app with unsaved changes asks first; Cancel discards the draft', async ({ page }) => {
      // A seeded page, edited and never saved: opening the Pages tab was the app's last navigation, so Back stays in it.
      await signIn(page);
      const slug = 'terms';
      const form = await openEdit(page, slug);
      await form.getByLabel('Title').fill('Not to be lost');
      await page.goBack();
      const ask = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard/);
      await expect(form.getByLabel('Title')).toHaveValue('Not to be lost');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
      await expect(form).toBeHidden();
      const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('calcsuite:admin-draft:')));
      expect(kept.filter((key) => key.endsWith(slug))).toEqual([]);
    });

    test('a session that ended mid-edit is renewed in place, and the form is saved as it was', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`session-${device}`);
      await createPage(page, slug);
      const form = await openEdit(page, slug);
      await form.getByLabel('Title').fill('Saved after signing in again');
      await page.context().clearCookies();
      await form.getByRole('button', { name: 'Save' }).click();
      const again = page.getByRole('alertdialog', { name: 'Sign in again' });
      await expect(again).toBeVisible();
      await expect(again.getByLabel('Username')).toHaveValue('admin');
      await again.getByLabel('Password').fill(e2eAdminPassword);
      await again.getByRole('button', { name: 'Sign in and save' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText('Saved after signing in again').filter({ visible: true })).toHaveCount(1);
    });

    test('a failed save focuses the first invalid field, links its message and names fields by their labels', async ({ page }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByRole('button', { name: 'Add page' }).click();
      const form = page.getByRole('dialog', { name: 'Create page' });
      await form.getByRole('button', { name: 'Save' }).click();
      const slugField = form.getByLabel('Page slug');
      await expect(slugField).toBeFocused();
      await expect(slugField).toHaveAttribute('aria-invalid', 'true');
      const describedTexts = async () => {
        const ids = ((await slugField.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
        return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      };
      await expect.poll(describedTexts).toContain('Page slug is required');
      const notice = page.getByRole('status').filter({ hasText: 'Failed to save page' });
      await expect(notice).toContainText('Page slug is required; Title is required');
      await expect(notice).not.toContainText('pageSlug');
    });
  });
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`the password change on a ${device}`, () => {
    test.use({ viewport });

    test('a strength meter rates the new password, and a weak one is refused with focus on its field', async ({ page }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'Users' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Users' });
      const newPassword = panel.getByLabel(/^New password/);
      await newPassword.fill('1234567890');
      await expect(panel.getByText('Strength: Very weak: one of the hundred most common passwords. Add more words or characters.')).toBeVisible();
      await expect(panel.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('value', '0');
      await newPassword.fill('plum kettle violin harbour');
      await expect(panel.getByText('Strength: Very strong.')).toBeVisible();
      // The server applies the same check: a weak password is refused even when the meter is ignored.
      await newPassword.fill('adminadmin');
      await panel.getByLabel('Current password').fill(e2eAdminPassword);
      await panel.getByLabel('Repeat the new password').fill('adminadmin');
      await panel.getByRole('button', { name: 'Change password' }).click();
      await expect(panel.getByText('New password is too easy to guess (a repeated pattern, such as "abcabc"): add more words or characters')).toBeVisible();
      await expect(newPassword).toBeFocused();
      const box = await panel.getByRole('button', { name: 'Change password' }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
