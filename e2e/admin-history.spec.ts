/**
 * The admin on a phone and on a desktop: a record's history shows who
 * changed what, 'Restore this version' brings an older version back as a new one, a delete moves the
 * record to the trash (gone from the site) and the trash restores it or deletes it for good.
 */
import type { Locator, Page } from '@playwright/test';
import { graphql, signIn, uniqueSlug } from './admin-support.ts';
import { expect, test } from './support.ts';

/** Creates a published page through the API with the signed-in browser's cookie, then edits its title. */
async function pageWithTwoVersions(page: Page, slug: string): Promise<void> {
  const call = async (query: string) => {
    const response = await page.request.post('/graphql', { data: { query }, headers: { 'content-type': 'application/json' } });
    expect((await response.json()).errors).toBeUndefined();
  };
  await call(`mutation { createPage(input: { pageSlug: "${slug}", title: "First title", isPublished: true }) { version } }`);
  await call(`mutation { updatePage(pageSlug: "${slug}", input: { title: "Second title" }) { version } }`);
  // The dashboard read its lists when it opened.
  await page.reload();
}

/**
 * The published page records, live ones only (the trash holds the others). These test pages are records
 * without an address of the catalogue, so the public reads never list them: the admin list says what is
 * published.
 */
async function publishedTitles(page: Page, slug: string): Promise<string[]> {
  // Found by its slug: the suite's other tests add pages too, more than one list of 100 holds.
  const response = await page.request.post('/graphql', {
    data: { query: 'query ($slug: String!) { pages(isPublished: true, search: $slug) { nodes { title pageSlug } } }', variables: { slug } },
    headers: { 'content-type': 'application/json' },
  });
  return ((await response.json()).data.pages.nodes as { title: string; pageSlug: string }[]).map((entry) => `${entry.pageSlug}: ${entry.title}`);
}

async function openPages(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Pages' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Pages' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Filters the list down to one record, whose actions are then the only ones named after it. */
async function showOnly(page: Page, slug: string): Promise<void> {
  await page.getByLabel('Filter page records').fill(slug);
  await expect(page.getByRole('button', { name: `History of ${slug}` })).toHaveCount(1);
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`history and trash on a ${device}`, () => {
    test.use({ viewport });

    test('the history names who changed what, and restoring a version makes a new, undoable one', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`hist-${device}`);
      await pageWithTwoVersions(page, slug);
      await openPages(page);
      await showOnly(page, slug);
      await expect(page.getByText('by admin').filter({ visible: true })).toHaveCount(1);
      const historyButton = page.getByRole('button', { name: `History of ${slug}` });
      await historyButton.scrollIntoViewIfNeeded();
      await historyButton.click();
      const history = page.getByRole('dialog', { name: `History of page: ${slug}` });
      await expect(history).toBeVisible();
      const versions = history.getByRole('listitem');
      await expect(versions).toHaveCount(2);
      await expect(versions.nth(0)).toContainText('Version 2: Edited');
      await expect(versions.nth(0)).toContainText('Current');
      await expect(versions.nth(0)).toContainText('by admin');
      await expect(versions.nth(0)).toContainText('Title');
      await expect(versions.nth(0).locator('del')).toHaveText('First title');
      await expect(versions.nth(0).locator('ins')).toHaveText('Second title');

      await history.getByRole('button', { name: 'Restore version 1' }).click();
      await expect(versions).toHaveCount(3);
      await expect(versions.nth(0)).toContainText('Version 3: Version 1 brought back');
      await expect(versions.nth(0).locator('ins')).toHaveText('First title');
      // The restore is itself a version: version 2 comes back the same way.
      await history.getByRole('button', { name: 'Restore version 2' }).click();
      await expect(versions).toHaveCount(4);
      await history.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByText('Second title').filter({ visible: true })).toHaveCount(1);
      expect(await publishedTitles(page, slug)).toContain(`${slug}: Second title`);
    });

    test('a restore chosen from a history someone has added to since is refused, and the history shows the newer change', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`stale-${device}`);
      await pageWithTwoVersions(page, slug);
      await openPages(page);
      await showOnly(page, slug);
      await page.getByRole('button', { name: `History of ${slug}` }).click();
      const history = page.getByRole('dialog', { name: `History of page: ${slug}` });
      const versions = history.getByRole('listitem');
      await expect(versions).toHaveCount(2);
      // Another editor saves while this history is open.
      await graphql(page, `mutation { updatePage(pageSlug: "${slug}", input: { title: "Third title" }) { version } }`);

      await history.getByRole('button', { name: 'Restore version 1' }).click();
      await expect(page.getByText(`Someone changed ${slug} since this history was opened, so nothing was restored.`)).toBeVisible();
      await expect(versions).toHaveCount(3);
      await expect(versions.nth(0)).toContainText('Version 3: Edited');
      await expect(versions.nth(0)).toContainText('Current');
      expect(await publishedTitles(page, slug)).toContain(`${slug}: Third title`);
    });

    test('a delete moves the record to the trash, off the site, and the trash restores it or deletes it for good', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`trash-${device}`);
      await pageWithTwoVersions(page, slug);
      expect(await publishedTitles(page, slug)).toContain(`${slug}: Second title`);
      await openPages(page);
      await showOnly(page, slug);
      await page.getByRole('button', { name: `Delete ${slug}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete page: ${slug}` });
      await expect(confirm).toContainText(`"${slug}" moves to the trash, where it can be restored for 30 days.`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      // While a confirmation is open the rest of the page is hidden from the accessibility tree, so
      // a count of 0 says something only once it has closed, which it does when the server has answered.
      await expect(confirm).toHaveCount(0);
      await expect(page.getByRole('button', { name: `History of ${slug}` })).toHaveCount(0);
      expect(await publishedTitles(page, slug)).not.toContain(`${slug}: Second title`);

      await page.getByRole('button', { name: 'Trash' }).click();
      const trash = page.getByRole('dialog', { name: 'Trash: page records' });
      const entry = trash.getByRole('listitem').filter({ hasText: slug });
      await expect(entry).toContainText('Deleted by admin');
      await entry.getByRole('button', { name: `Restore ${slug}` }).click();
      await expect(entry).toHaveCount(0);
      await trash.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByRole('button', { name: `History of ${slug}` })).toHaveCount(1);
      expect(await publishedTitles(page, slug)).toContain(`${slug}: Second title`);

      // Deleted again, then for good: the slug is free once more.
      await page.getByRole('button', { name: `Delete ${slug}` }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByRole('button', { name: `History of ${slug}` })).toHaveCount(0);
      await page.getByRole('button', { name: 'Trash' }).click();
      await trash.getByRole('button', { name: `Delete ${slug} for good` }).click();
      const forGood = page.getByRole('alertdialog', { name: `Delete ${slug} for good` });
      await forGood.getByRole('button', { name: 'Delete for good' }).click();
      await expect(forGood).toHaveCount(0);
      await expect(trash.getByRole('listitem').filter({ hasText: slug })).toHaveCount(0);
      const history = await page.request.post('/graphql', {
        data: { query: `{ recordHistory(recordType: page, slug: "${slug}") { nodes { version } } }` },
        headers: { 'content-type': 'application/json' },
      });
      expect((await history.json()).errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });
}
