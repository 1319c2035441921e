// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

describe('the standard deviation calculator page', () => {
  it('opens on the default data: population SD 2, variance 4, mean 5', async () => {
    const { router } = await renderApp('/standard-deviation-calculator');
    expect(await screen.findByLabelText('Values')).toHaveValue('2, 4, 4, 4, 5, 5, 7, 9');
    expect(result('standardDeviation')).toHaveTextContent('2');
    expect(result('variance')).toHaveTextContent('4');
    expect(result('mean')).toHaveTextContent('5');
    expect(result('count')).toHaveTextContent('8');
    expect(screen.getByRole('switch', { name: 'Population (divide by N)' })).toBeChecked();
    expect(router.state.location.searchStr).toBe('');
  });

  it('recomputes as the visitor types and writes the text to the URL', async () => {
    const { user, router } = await renderApp('/standard-deviation-calculator?values=1%2C%203');
    const field = await screen.findByLabelText('Values');
    await user.type(field, ', 5');
    await waitFor(() => expect(currentSearch(router).get('values')).toBe('1, 3, 5'));
    expect(field).toHaveValue('1, 3, 5');
    expect(result('count')).toHaveTextContent('3');
    // population of 1, 3, 5: (4 + 0 + 4) / 3
    expect(result('variance')).toHaveTextContent('2.666667');
  });

  it('switches to the sample standard deviation', async () => {
    const { user, router } = await renderApp('/standard-deviation-calculator');
    await user.click(await screen.findByRole('switch', { name: 'Population (divide by N)' }));
    await waitFor(() => expect(currentSearch(router).get('population')).toBe('false'));
    expect(result('variance')).toHaveTextContent('4.571429');
    expect(screen.getByText('Sample standard deviation (s)')).toBeInTheDocument();
  });

  it('reads a JSON list of values from the URL', async () => {
    await renderApp('/standard-deviation-calculator?values=%5B10%2C20%5D');
    expect(await screen.findByLabelText('Values')).toHaveValue('10, 20');
    expect(result('standardDeviation')).toHaveTextContent('5');
  });

  it('asks for numbers when none are left', async () => {
    await renderApp('/standard-deviation-calculator?values=abc');
    expect(await screen.findByText('1 entry was not a number and was dropped.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least one number to calculate')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results' })).not.toHaveTextContent(/NaN|Infinity|undefined/);
  });

  it('shows data on the scale of 1e-9 with its digits, not as zeros', async () => {
    await renderApp('/standard-deviation-calculator?values=1e-9%2C%202e-9%2C%203e-9%2C%204e-9');
    // mpmath: population SD 1.118034e-9, variance 1.25e-18, mean 2.5e-9
    expect(await screen.findByLabelText('Values')).toHaveValue('1e-9, 2e-9, 3e-9, 4e-9');
    expect(result('standardDeviation')).toHaveTextContent(/^0\.00000000111803$/);
    expect(result('mean')).toHaveTextContent(/^0\.0000000025$/);
    expect(result('variance')).toHaveTextContent(/^1\.25e-18$/);
  });

  it('shows data on the scale of 1e200 without Infinity: the variance in exponent notation', async () => {
    await renderApp('/standard-deviation-calculator?values=1e200%2C%202e200%2C%203e200');
    expect(await screen.findByLabelText('Values')).toHaveValue('1e200, 2e200, 3e200');
    expect(result('standardDeviation')).toHaveTextContent(/^8\.16497e\+199$/);
    expect(result('variance')).toHaveTextContent(/^6\.66667e\+399$/);
    expect(screen.getByRole('region', { name: 'Results' })).not.toHaveTextContent(/NaN|Infinity|∞|undefined/);
  });

  it('reads a pasted −5 (U+2212) as −5', async () => {
    await renderApp(`/standard-deviation-calculator?values=${encodeURIComponent('\u22125, 5')}`);
    expect(await screen.findByLabelText('Values')).toHaveValue('\u22125, 5');
    expect(result('count')).toHaveTextContent('2');
    expect(result('mean')).toHaveTextContent(/^0$/);
    expect(result('standardDeviation')).toHaveTextContent(/^5$/);
  });
});
