/**
 * The admin on a phone and on a desktop: features, How it works and page content (every kind
 * of block) are edited in structured editors with a live preview, the JSON view one click away, and
 * icons are picked from the site's own.
 */
import type { Page } from '@playwright/test';
import { graphql, signIn, uniqueSlug } from './admin-support.ts';
import { expect, test } from './support.ts';

const devices = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

async function openPageForm(page: Page, slug: string) {
  await page.goto('/admin/dashboard?tab=pages');
  await page.getByLabel('Filter page records').fill(slug);
  await page.getByRole('button', { name: `Edit ${slug}`, exact: true }).click();
  return page.getByRole('dialog', { name: `Edit page: ${slug}` });
}

/** Every field of a page's content, its blocks by their types. */
const contentSelection = `content {
  updated
  blocks { ...Block }
  sections { heading blocks { ...Block } }
  howItWorks { steps formula uses bestPractices notes }
}`;
const blockFragment = `fragment Block on ContentBlock {
  __typename
  ... on ParagraphBlock { type text }
  ... on ListBlock { type ordered items }
  ... on TableBlock { type caption columns rows }
  ... on NoteBlock { type heading text }
  ... on StepsBlock { type steps { title text } }
  ... on CardsBlock { type cards { title text icon } }
}`;

/** A GraphQL answer's content as the records keep it: no __typename, no field null for being absent. */
function stored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stored);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (key === '__typename' || item === null ? [] : [[key, stored(item)]])));
}

async function pageContent(page: Page, slug: string): Promise<unknown> {
  const { page: record } = (await graphql(page, `{ page(pageSlug: "${slug}") { ${contentSelection} } } ${blockFragment}`)) as { page: { content: unknown } };
  return stored(record.content);
}

/** Content as PageContentInput takes it: each block as its oneOf input, named by its type. */
function contentInput(content: unknown): unknown {
  const { blocks, sections, ...rest } = content as { blocks?: { type: string }[]; sections?: { heading: string; blocks: { type: string }[] }[] };
  const asInput = (list: { type: string }[]) => list.map(({ type, ...fields }) => ({ [type]: fields }));
  return {
    ...rest,
    ...(blocks ? { blocks: asInput(blocks) } : {}),
    ...(sections ? { sections: sections.map((section) => ({ heading: section.heading, blocks: asInput(section.blocks) })) } : {}),
  };
}

async function setPageContent(page: Page, slug: string, content: unknown) {
  await graphql(page, `mutation($content: PageContentInput) { updatePage(pageSlug: "${slug}", input: { content: $content }) { version } }`, {
    content: contentInput(content),
  });
}

for (const [device, viewport] of devices) {
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
      const { calculator } = (await graphql(page, `{ calculator(calculatorSlug: "${slug}") { icon features howItWorks { steps } } }`)) as {
        calculator: { icon: string; features: string[]; howItWorks: { steps: string[] } };
      };
      expect(calculator.icon).toBe('Percent');
      expect(calculator.features).toEqual(['Fast', 'Works offline']);
      expect(calculator.howItWorks.steps).toEqual(['Type a number.', 'Read the result.']);
    });

    test('page content is edited as sections of headings, paragraphs and tables', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`content-${device}`);
      const content = contentInput({
        sections: [
          {
            heading: 'Prices',
            blocks: [
              { type: 'paragraph', text: 'What it costs.' },
              { type: 'table', columns: ['Plan', 'Price'], rows: [['Free', '$0']] },
            ],
          },
        ],
      });
      await graphql(
        page,
        `mutation($content: PageContentInput) { createPage(input: { pageSlug: "${slug}", title: "Content test", content: $content }) { version } }`,
        {
          content,
        },
      );
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
      const saved = (await pageContent(page, slug)) as { sections: unknown[] };
      expect(saved.sections).toEqual([
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

    test('a block of each kind is added in the form; a refused save marks the empty fields and focuses the first', async ({ page }) => {
      await signIn(page);
      const slug = uniqueSlug(`blocks-${device}`);
      await graphql(page, `mutation { createPage(input: { pageSlug: "${slug}", title: "Blocks test" }) { version } }`);
      const form = await openPageForm(page, slug);
      await form.getByRole('button', { name: 'Add section' }).click();
      await form.getByLabel('Section 1 heading', { exact: true }).fill('Reaching us');
      await form.getByLabel('Section 1, paragraph 1', { exact: true }).fill('Three ways.');
      await form.getByRole('button', { name: 'Add list to section 1' }).click();
      await form.getByLabel('Section 1, list 2, item 1', { exact: true }).fill('E-mail');
      await form.getByRole('button', { name: 'Add steps to section 1' }).click();
      await form.getByLabel('Section 1, steps 3, step 1 title', { exact: true }).fill('Write');
      await form.getByRole('button', { name: 'Add cards to section 1' }).click();
      await form.getByLabel('Section 1, cards 4, card 1 title', { exact: true }).fill('Post');
      await form.getByLabel('Section 1, cards 4, card 1 text', { exact: true }).fill('Any weekday.');
      await form.getByText('Icon: Calculator', { exact: true }).click();
      await form.getByRole('group', { name: 'Section 1, cards 4, card 1 icon: Calculator' }).getByRole('button', { name: 'Mail' }).click();
      await form.getByRole('button', { name: 'Add note to opening' }).click();
      await form.getByLabel('Opening, note 1 heading', { exact: true }).fill('Closed on Sundays');

      // The note's text and the step's text are empty: Save is refused, both are marked, the first has focus.
      await form.getByRole('button', { name: 'Save' }).click();
      const noteText = form.getByLabel('Opening, note 1 text', { exact: true });
      const stepText = form.getByLabel('Section 1, steps 3, step 1 text', { exact: true });
      await expect(noteText).toBeFocused();
      await expect(noteText).toBeInViewport();
      await expect(noteText).toHaveAttribute('aria-invalid', 'true');
      await expect(noteText).toHaveAccessibleDescription('Text must not be empty');
      await expect(stepText).toHaveAccessibleDescription('Text must not be empty');
      await expect(
        form.getByText('2 fields need attention: Opening, note 1 text must not be empty; Section 1, steps 3, step 1 text must not be empty.'),
      ).toBeVisible();
      await noteText.fill('Replies on Monday.');
      await expect(noteText).not.toHaveAttribute('aria-invalid');
      await stepText.fill('Say what you saw.');

      const preview = form.getByRole('region', { name: 'Preview as the page shows it' });
      await expect(preview.getByRole('heading', { name: 'Closed on Sundays' })).toBeVisible();
      await expect(preview.getByRole('heading', { name: 'Post' })).toBeVisible();
      await expect(preview.getByText('Step 1')).toBeVisible();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      expect(await pageContent(page, slug)).toEqual({
        sections: [
          {
            heading: 'Reaching us',
            blocks: [
              { type: 'paragraph', text: 'Three ways.' },
              { type: 'list', items: ['E-mail'] },
              { type: 'steps', steps: [{ title: 'Write', text: 'Say what you saw.' }] },
              { type: 'cards', cards: [{ title: 'Post', text: 'Any weekday.', icon: 'Mail' }] },
            ],
          },
        ],
        blocks: [{ type: 'note', heading: 'Closed on Sundays', text: 'Replies on Monday.' }],
      });
    });
  });
}

// The home and contact records are the site's own: one test at a time edits them, and each puts them back.
test.describe('a public page shows what the form saved, on the next request', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [device, viewport] of devices) {
    test.describe(`on a ${device}`, () => {
      test.use({ viewport });

      test("the contact page's list and note", async ({ page, browser }) => {
        await signIn(page);
        const before = await pageContent(page, 'contact');
        const marker = `${device}-${Date.now().toString(36)}`;
        try {
          const form = await openPageForm(page, 'contact');
          await form.getByLabel('Section 2, note 2 text', { exact: true }).fill(`We reply within a day (${marker}).`);
          await form.getByRole('button', { name: 'Move Section 2, note 2 up' }).click();
          await form.getByRole('button', { name: 'Add item to section 3, list 2' }).click();
          await form.getByLabel('Section 3, list 2, item 4', { exact: true }).fill(`[Home page ${marker}](/)`);
          await form.getByRole('button', { name: 'Move Section 3, list 2, item 4 up' }).click();
          await form.getByRole('button', { name: 'Remove Section 3, list 2, item 1' }).click();
          await form.getByText('Numbered', { exact: true }).click();
          const preview = form.getByRole('region', { name: 'Preview as the page shows it' });
          await expect(preview.getByRole('link', { name: `Home page ${marker}` })).toBeVisible();
          await form.getByRole('button', { name: 'Save' }).click();
          await expect(form).toBeHidden();

          const visitor = await browser.newContext({ viewport });
          const response = await visitor.request.get('/contact');
          expect(await response.text()).toContain(`We reply within a day (${marker}).`);
          const site = await visitor.newPage();
          await site.goto('/contact');
          const responseTimes = site.getByRole('region', { name: 'Response times' });
          await expect(responseTimes.locator('p').first()).toHaveText(`We reply within a day (${marker}).`);
          await expect(responseTimes.locator('table')).toBeVisible();
          const policies = site.getByRole('region', { name: 'Policies' }).locator('ol');
          await expect(policies.getByRole('listitem')).toHaveText(['Privacy Policy', `Home page ${marker}`, 'DMCA Notice and Takedown Policy']);
          await expect(policies.getByRole('link', { name: `Home page ${marker}` })).toHaveAttribute('href', '/');
          await visitor.close();
        } finally {
          await setPageContent(page, 'contact', before);
        }
      });

      test("the home page's note, steps and cards", async ({ page, browser }) => {
        await signIn(page);
        const before = await pageContent(page, 'home');
        const marker = `${device}-${Date.now().toString(36)}`;
        try {
          const form = await openPageForm(page, 'home');
          await form.getByLabel('Opening, note 1 heading', { exact: true }).fill(`Need another tool ${marker}?`);
          await form.getByLabel('Section 1, steps 1, step 1 title', { exact: true }).fill(`Choose a calculator ${marker}`);
          await form.getByRole('button', { name: 'Remove Section 1, steps 1, step 4' }).click();
          await form.getByRole('button', { name: 'Move Section 2, cards 1, card 2 up' }).click();
          await form.getByText('Icon: PiggyBank', { exact: true }).click();
          await form.getByRole('group', { name: 'Section 2, cards 1, card 1 icon: PiggyBank' }).getByRole('button', { name: 'School' }).click();
          // The home page's preview draws the note as the page does: the tip beside the search.
          const preview = form.getByRole('region', { name: 'Preview as the page shows it' });
          await expect(preview.getByRole('complementary', { name: 'Search tip' })).toContainText(`Need another tool ${marker}?`);
          await form.getByRole('button', { name: 'Save' }).click();
          await expect(form).toBeHidden();

          const visitor = await browser.newContext({ viewport });
          const response = await visitor.request.get('/');
          expect(await response.text()).toContain(`Choose a calculator ${marker}`);
          const site = await visitor.newPage();
          await site.goto('/');
          await expect(site.getByRole('complementary', { name: 'Search tip' })).toContainText(`Need another tool ${marker}?`);
          const steps = site.getByRole('region', { name: 'How it works' }).getByRole('listitem');
          await expect(steps).toHaveCount(3);
          await expect(steps.first().getByRole('heading')).toHaveText(`Choose a calculator ${marker}`);
          const cards = site.getByRole('region', { name: 'Who uses these calculators' }).getByRole('listitem');
          await expect(cards.first().getByRole('heading')).toHaveText('Parents & families');
          await expect(cards.first().locator('use')).toHaveAttribute('href', /#school$/);
          await expect(cards.nth(1).getByRole('heading')).toHaveText('Students & educators');
          await visitor.close();
        } finally {
          await setPageContent(page, 'home', before);
        }
      });
    });
  }
});
