/**
 * Issue 28, item 4 on a phone and on a desktop: features, How it works and page content are edited
 * in structured editors with a live preview, the JSON view one click away, and icons are picked from
 * the site's own.
 */
import { graphql, signIn, uniqueSlug } from './admin-support.ts';
import { expect, test } from './support.ts';

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`structured editors on a ${device}`, () => {
    test.use({ viewport });

    test('a calculator gets features, steps and an icon without typing JSON', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`editor-${device}`);
      await graphql(
        page,
        `mutation { createCalculator(input: { calculatorSlug: "${slug}", title: "Editor test", features: ["Fast"], howItWorks: { steps: ["Type."], formula: "y = x", uses: ["Tests"], bestPractices: ["Check."] } }) { version } }`,
      );
      await page.goto('/admin/dashboard?tab=calculators');
      await page.getByLabel('Filter calculator records').fill(slug);
      await page.getByRole('button', { name: `Edit ${slug}` }).click();
      const form = page.getByRole('dialog', { name: `Edit calculator: ${slug}` });
      await form.getByRole('button', { name: 'Add feature' }).click();
      await form.getByLabel('Feature 2', { exact: true }).fill('Works offline');
      const featurePreview = form.locator('[data-editor="features"]').getByRole('region', { name: 'Preview as the page shows it' });
      await expect(featurePreview).toContainText('Works offline');
      await form.getByLabel('Step 1', { exact: true }).fill('Type a number.');
      await form.getByRole('button', { name: 'Add step' }).click();
      await form.getByLabel('Step 2', { exact: true }).fill('Read the result.');
      const howPreview = form.locator('[data-editor="howItWorks"]').getByRole('region', { name: 'Preview as the page shows it' });
      await expect(howPreview).toContainText('Read the result.');
      await form.getByRole('button', { name: 'Percent', exact: true }).click();
      await expect(form.getByRole('button', { name: 'Percent', exact: true })).toHaveAttribute('aria-pressed', 'true');
      // The JSON view is one click away and shows the same value.
      await form.getByRole('button', { name: 'Edit Features as JSON' }).click();
      await expect(form.getByLabel('Features', { exact: true })).toHaveValue(/"Works offline"/);
      await form.getByRole('button', { name: 'Edit Features as a form' }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      const { calculator } = (await graphql(page, `{ calculator(calculatorSlug: "${slug}") { icon features howItWorks } }`)) as {
        calculator: { icon: string; features: string[]; howItWorks: { steps: string[] } };
      };
      expect(calculator.icon).toBe('Percent');
      expect(calculator.features).toEqual(['Fast', 'Works offline']);
      expect(calculator.howItWorks.steps).toEqual(['Type a number.', 'Read the result.']);
    });

    test('page content is edited as sections of headings, paragraphs and tables', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`content-${device}`);
      const content = JSON.stringify({
        sections: [
          {
            heading: 'Prices',
            blocks: [
              { type: 'paragraph', text: 'What it costs.' },
              { type: 'table', columns: ['Plan', 'Price'], rows: [['Free', '$0']] },
            ],
          },
        ],
      }).replace(/"([a-zA-Z]+)":/g, '$1:');
      await graphql(page, `mutation { createPage(input: { pageSlug: "${slug}", title: "Content test", content: ${content} }) { version } }`);
      await page.goto('/admin/dashboard?tab=pages');
      await page.getByLabel('Filter page records').fill(slug);
      await page.getByRole('button', { name: `Edit ${slug}` }).click();
      const form = page.getByRole('dialog', { name: `Edit page: ${slug}` });
      await form.getByLabel('Section 1 heading', { exact: true }).fill('Plans and prices');
      await form.getByLabel('Section 1, table 2, row 1, column 2').fill('Nothing');
      await form.getByRole('button', { name: 'Add section' }).click();
      await form.getByLabel('Section 2 heading', { exact: true }).fill('Questions');
      await form.getByLabel('Section 2, paragraph 1', { exact: true }).fill('Write to us.');
      const preview = form.getByRole('region', { name: 'Preview as the page shows it' });
      await expect(preview.getByRole('heading', { name: 'Plans and prices' })).toBeVisible();
      await expect(preview.getByRole('cell', { name: 'Nothing' })).toBeVisible();
      await expect(preview).toContainText('Write to us.');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      const { page: saved } = (await graphql(page, `{ page(pageSlug: "${slug}") { content } }`)) as { page: { content: { sections: unknown[] } } };
      expect(saved.content.sections).toEqual([
        {
          heading: 'Plans and prices',
          blocks: [
            { type: 'paragraph', text: 'What it costs.' },
            { type: 'table', columns: ['Plan', 'Price'], rows: [['Free', 'Nothing']] },
          ],
        },
        { heading: 'Questions', blocks: [{ type: 'paragraph', text: 'Write to us.' }] },
      ]);
    });
  });
}
