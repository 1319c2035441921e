/**
 * The kinds made from definitions in the admin, on a phone and on a desktop: redirects created in
 * their form (a chain refused beside its field), FAQ entries listed and edited with 'View on site',
 * the site settings' announcement shown on the site, and a page's deletion offering a redirect.
 */
import { graphql, signIn, uniqueSlug } from './admin-support.ts';
import { expect, test } from './support.ts';

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`defined kinds on a ${device}`, () => {
    test.use({ viewport });

    test('a redirect is made in its form, answered on the site, and a chain is refused beside its field', async ({ page }) => {
      await signIn(page);
      const from = `/${uniqueSlug(`old-${device}`)}`;
      await page.getByRole('tab', { name: 'Redirects' }).click();
      await page.getByRole('button', { name: 'Add redirect' }).click();
      await page.getByLabel('From path').fill(from);
      await page.getByLabel('To path').fill('/percentage-calculator');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Redirect created successfully')).toBeVisible();
      const answer = await page.request.get(from, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location]).toEqual([301, '/percentage-calculator']);

      // A second redirect to the first one's old address would chain two hops.
      await page.getByRole('button', { name: 'Add redirect' }).click();
      await page.getByLabel('From path').fill(`/${uniqueSlug(`older-${device}`)}`);
      await page.getByLabel('To path').fill(from);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(`leads to ${from}, which itself redirects to /percentage-calculator`)).toBeVisible();
    });

    test('FAQ entries are listed by the server and edited in place, with their page on the site', async ({ page }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'FAQs' }).click();
      await page.getByLabel('Filter FAQ entry records').fill('Legendary Blook');
      const edit = page.getByRole('button', { name: 'Edit blooket-calculator-faq-1', exact: true });
      await expect(edit).toBeVisible();
      await expect(page.getByRole('link', { name: /View on site: blooket-calculator-faq-1/ }).first()).toHaveAttribute('href', '/blooket-calculator#faqs');
      await edit.click();
      const answer = `Two in a hundred per pack (${device}).`;
      await page.getByLabel('Answer').fill(answer);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('FAQ entry updated successfully')).toBeVisible();
      const html = await (await page.request.get('/blooket-calculator')).text();
      expect(html).toContain(answer);
    });

    test('the announcement set in the site settings shows on the site', async ({ page }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'Site settings' }).click();
      await page.getByRole('button', { name: 'Edit site settings' }).click();
      const text = `Maintenance on ${device} tonight`;
      await page.getByLabel('Announcement', { exact: true }).fill(text);
      await page.getByText('Show the announcement').click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Site settings updated successfully')).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveText(text);
      await graphql(page, 'mutation { updateSiteSettings(input: { announcementActive: false }) { version } }');
    });

    test('deleting a page offers a redirect from its address', async ({ page }) => {
      await signIn(page);
      // Only a page of the catalogue has an address to leave behind: each width takes one that no
      // other spec changes (the legal pages), and puts it back.
      const slug = device === 'phone' ? 'privacy' : 'dmca';
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByLabel('Filter page records').fill(slug);
      await page.getByRole('button', { name: `Delete ${slug}`, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      const offer = page.getByRole('dialog', { name: `Redirect /${slug}?` });
      await expect(offer).toBeVisible();
      await expect(offer.getByLabel('To path')).toBeFocused();
      await offer.getByLabel('To path').fill('/terms');
      await offer.getByRole('button', { name: 'Create redirect' }).click();
      await expect(page.getByText(`/${slug} now redirects to /terms`)).toBeVisible();
      await expect(offer).toBeHidden();
      const answer = await page.request.get(`/${slug}`, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location]).toEqual([301, '/terms']);
      // The redirects list shows it, as any other.
      await page.getByRole('tab', { name: 'Redirects' }).click();
      await page.getByLabel('Filter redirect records').fill(slug);
      await expect(page.getByRole('button', { name: `Edit /${slug}`, exact: true })).toBeVisible();
      // Leave the site as it was for the other tests.
      await graphql(page, `mutation { deleteRedirect(fromPath: "/${slug}") { id } }`);
      await graphql(page, `mutation { purgeDeletedRecord(recordType: redirect, slug: "/${slug}") { slug } }`);
      await graphql(page, `mutation { restoreDeletedRecord(recordType: page, slug: "${slug}") { version } }`);
      expect((await page.request.get(`/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
    });
  });
}
