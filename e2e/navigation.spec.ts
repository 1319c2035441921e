import { expect, test } from './support.ts';

test('the desktop dropdowns open one at a time and close on an outside click', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'General calculators' }).click();
  await expect(nav.getByRole('link', { name: 'TV Height' })).toBeVisible();
  await nav.getByRole('button', { name: 'Education calculators' }).click();
  await expect(nav.getByRole('link', { name: 'TV Height' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Credit Hour' })).toBeVisible();
  // A click outside the menu, at the page's bottom left, where the open menu does not reach.
  await page.mouse.click(8, (page.viewportSize()?.height ?? 900) - 8);
  await expect(nav.getByRole('link', { name: 'Credit Hour' })).toBeHidden();
});

test('a dropdown entry goes to its calculator', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'General calculators' }).click();
  await nav.getByRole('link', { name: 'Percentage' }).click();
  await expect(page).toHaveURL(/\/percentage-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Percentage Calculator' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Percentage' })).toBeHidden();
});

test('the floating search finds a calculator and opens it', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByPlaceholder('Search calculators... (e.g., TV, percentage, chemistry)').fill('TV');
  await page.getByRole('option', { name: /TV Height Calculator/ }).click();
  await expect(page).toHaveURL(/\/tv-height-calculator$/);
});

test('the floating search says when nothing matches and closes on Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByPlaceholder('Search calculators... (e.g., TV, percentage, chemistry)');
  await input.fill('zzzxq');
  await expect(page.getByText('No calculators found for "zzzxq"')).toBeVisible();
  await expect(page.getByText('Try searching for "TV", "percentage", "chemistry", etc.')).toBeVisible();
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('the home search lists matches and clears back to the box', async ({ page }) => {
  await page.goto('/');
  const input = page.getByPlaceholder('Search for calculators (e.g., percentage, GPA, volume...)');
  await input.fill('volume');
  await expect(page.getByRole('option', { name: /Volume Calculator/ })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await input.fill('gpa');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/gpa-calculator$/);
});
