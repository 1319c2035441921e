/**
 * The accessibility sweep (WCAG 2.2 A and AA, and axe's best practices): every public route at the
 * phone's and the desktop's width, in the light and the dark colour scheme, and the states a
 * visitor opens on them: menus, search, notices, inline errors, tables and charts.
 */
import { publicPages } from '#catalogue/catalogue.ts';
import type { Page } from '@playwright/test';
import { accessibilityViolationsInBothSchemes, expect, test, watchConsole } from './support.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function expectNoViolations(page: Page) {
  expect(await accessibilityViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
}

test.describe('every public route', () => {
  for (const { path } of publicPages) {
    test(`${path} has no accessibility violation`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await expectNoViolations(page);
      expect(problems).toEqual([]);
    });
  }

  test('the Page Not Found page has no accessibility violation', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoViolations(page);
  });
});

test('the open menus have no accessibility violation', async ({ page }) => {
  // Several full scans in one test (each in light and dark): allow for a busy machine.
  test.slow();
  await page.goto('/percentage-calculator');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page);
  } else {
    for (const name of ['General calculators', 'Education calculators', 'Mathematical calculators']) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    }
  }
});

test('the open search, with suggestions and with none, has no accessibility violation', async ({ page }) => {
  // Several full scans in one test (each in light and dark): allow for a busy machine.
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search calculators' });
  await box.fill('grade');
  await expect(page.getByRole('listbox', { name: 'Calculator suggestions' })).toBeVisible();
  await expectNoViolations(page);
  await box.fill('zzzz');
  await expect(page.getByText('No calculators found')).toBeVisible();
  await expectNoViolations(page);
});

test('a notice has no accessibility violation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByRole('button', { name: 'Copy Results' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  await expectNoViolations(page);
});

test('inline errors have no accessibility violation', async ({ page }) => {
  // Several full scans in one test (each in light and dark): allow for a busy machine.
  test.slow();
  await page.goto('/percentage-calculator?value1=40&value2=50&mode=change');
  await page.getByLabel('New value (V2)', { exact: true }).fill('abc');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a number' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/integral-calculator');
  await page.getByRole('textbox', { name: 'Function f(x)' }).fill('x^');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations(page);
});

test('rows left out with a note, and a cell with its message, have no accessibility violation', async ({ page }) => {
  const courses = [
    { name: 'Lab', creditHours: 0, grade: 'A' },
    { name: 'Garbled', creditHours: 'abc', grade: 'B' },
    { name: 'Physics', creditHours: 4, grade: 'B' },
  ];
  await page.goto(`/college-gpa-calculator?courses=${encodeURIComponent(JSON.stringify(courses))}`);
  await expect(page.getByText('Not counted: 0 credits')).toBeVisible();
  await expect(page.getByText('Not counted: invalid credit hours')).toBeVisible();
  await expectNoViolations(page);
});

test('open tables and drawn charts have no accessibility violation', async ({ page }) => {
  // Two pages, each scanned whole with its longest content open (a year's table, the fund's chart and table).
  test.slow();
  await page.goto('/student-loan-calculator?principalAmount=40000&interestRate=6.8&loanTerm=10');
  await page.getByText('Year 1', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Monthly payments in year 1' })).toBeVisible();
  const figure = page.getByRole('figure').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('canvas').first()).toBeVisible();
  await figure.getByText('Show the data as a table').click();
  await expectNoViolations(page);
  await page.goto('/college-savings-calculator');
  await page.getByRole('region', { name: 'The college fund at the end of each year' }).scrollIntoViewIfNeeded();
  await expectNoViolations(page);
});
