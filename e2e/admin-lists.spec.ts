/**
 * The admin on a phone and on a desktop: lists are cards under 600 px with their actions in
 * reach, long values wrap, lists page past 50 rows, and the tab, filter, sort and page live in the URL.
 */
import type { Page } from '@playwright/test';
import { graphql, signIn } from './admin-support.ts';
import { expect, test } from './support.ts';

/** Every action of a record lies inside the viewport's width once scrolled to. */
async function expectActionsInReach(page: Page, slug: string, width: number): Promise<void> {
  for (const name of [`Edit ${slug}`, `History of ${slug}`, `Delete ${slug}`]) {
    const button = page.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
  }
}

// The phone's and the desktop's tests add records to the same lists and count them: they take turns
// in one worker, or one would count the records the other has just added.
test.describe.configure({ mode: 'default' });

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`lists on a ${device}`, () => {
    test.use({ viewport });

    test('a record with very long values keeps its actions in reach', async ({ page }) => {
      await signIn(page);
      const slug = `long-${device}-${'x'.repeat(60)}-${Date.now().toString(36)}`.slice(0, 100);
      await graphql(page, `mutation { createPage(input: { pageSlug: "${slug}", title: "${'A very long title that goes on '.repeat(6)}" }) { version } }`);
      await page.reload();
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByLabel('Filter page records').fill(slug);
      if (device === 'phone') {
        await expect(page.getByRole('table')).toBeHidden();
        await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem')).toHaveCount(1);
      } else {
        await expect(page.getByRole('table')).toBeVisible();
      }
      await expectActionsInReach(page, slug, viewport.width);
      // Without the filter, the longest row does not push the other rows' actions away either.
      await page.getByLabel('Filter page records').fill('');
      await expectActionsInReach(page, 'terms', viewport.width);
    });

    test('the tab, filter, sort and page are in the URL and survive a reload', async ({ page }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'Calculators' }).click();
      await expect(page).toHaveURL(/tab=calculators/);
      await page.getByLabel('Filter calculator records').fill('gpa');
      await expect(page).toHaveURL(/q=gpa/);
      if (device === 'desktop') {
        await page.getByRole('button', { name: 'Title' }).click();
        await page.getByRole('button', { name: 'Title' }).click();
        await expect(page).toHaveURL(/sort=title/);
        await expect(page).toHaveURL(/dir=desc/);
      }
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Calculators', selected: true })).toBeVisible();
      await expect(page.getByLabel('Filter calculator records')).toHaveValue('gpa');
      // Other tests add calculators in parallel: only the four GPA calculators match.
      // Read in the Calculators panel: the other lists take the same filter from the address.
      await expect(page.getByRole('tabpanel', { name: 'Calculators' }).getByText(/^Showing 4 of \d+$/)).toBeVisible();
      if (device === 'desktop') {
        const titles = await page.getByRole('rowheader').allTextContents();
        expect(titles.length).toBe(4);
        await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
      }
    });

    test('the SEO grid edits titles and descriptions in place, their lengths coloured against 50-60 and 120-156', async ({ page }) => {
      await signIn(page);
      const slug = `grid-${device}-${Date.now().toString(36)}`;
      await graphql(page, `mutation { createSeoMeta(input: { pageSlug: "${slug}", metaTitle: "Short" }) { version } }`);
      await page.goto('/admin/dashboard?tab=seo-grid');
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: slug, exact: true }) });
      // The grid's first answer carries every SEO record: on a busy machine it may take longer than an assertion's default wait.
      await expect(row.locator('[data-length="title"]')).toHaveText('5 characters (Too short: aim for 50-60)', { timeout: 15_000 });
      const title = 'A title for the grid test that is long enough to rank';
      await row.getByLabel(`Meta title of ${slug}`).fill(title);
      await expect(row.locator('[data-length="title"]')).toHaveText(`${title.length} characters (good length)`);
      await row.getByLabel(`Meta description of ${slug}`).fill('x'.repeat(157));
      await expect(row.locator('[data-length="description"]')).toHaveText('157 characters (Too long: aim for 120-156)');
      // A length in range and one out of it are told apart by colour too.
      const colour = (label: string) => row.locator(`[data-length="${label}"]`).evaluate((element) => getComputedStyle(element).color);
      expect(await colour('title')).not.toBe(await colour('description'));
      await row.getByRole('button', { name: `Save ${slug}` }).click();
      await expect(row.getByRole('button', { name: `Save ${slug}` })).toBeDisabled();
      const { seoMeta } = (await graphql(page, `{ seoMeta(pageSlug: "${slug}") { metaTitle metaDescription } }`)) as {
        seoMeta: { metaTitle: string; metaDescription: string };
      };
      expect(seoMeta).toEqual({ metaTitle: title, metaDescription: 'x'.repeat(157) });
    });

    test('a list of more than 50 records is paged', async ({ page }) => {
      await signIn(page);
      const { seoMetas } = (await graphql(page, '{ seoMetas { totalCount } }')) as { seoMetas: { totalCount: number } };
      for (let index = seoMetas.totalCount; index < 56; index += 1) {
        await graphql(
          page,
          `mutation { createSeoMeta(input: { pageSlug: "paged-${device}-${index}-${Date.now().toString(36)}", metaTitle: "Paged" }) { version } }`,
        );
      }
      await page.goto('/admin/dashboard?tab=seo');
      const { seoMetas: all } = (await graphql(page, '{ seoMetas { totalCount } }')) as { seoMetas: { totalCount: number } };
      await expect(page.getByText(`Showing 1-50 of ${all.totalCount}`)).toBeVisible();
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(`Showing 51-${all.totalCount} of ${all.totalCount}`)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(all.totalCount - 50);
    });
  });
}
