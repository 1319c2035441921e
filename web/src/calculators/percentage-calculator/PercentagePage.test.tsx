// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

describe('the percentage calculator page', () => {
  it('fills the form from the URL and shows the result at once', async () => {
    await renderApp('/percentage-calculator?value1=40&value2=50&mode=change');
    expect(await screen.findByRole('heading', { level: 1, name: 'Percentage Calculator' })).toBeInTheDocument();
    expect(screen.getByLabelText('Starting value (V1)')).toHaveValue('40');
    expect(screen.getByLabelText('New value (V2)')).toHaveValue('50');
    expect(result('percentage')).toHaveTextContent('25%');
    expect(result('absoluteDifference')).toHaveTextContent('10');
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the percentage difference in difference mode: 40 and 50 differ by 22.22%', async () => {
    await renderApp('/percentage-calculator?value1=40&value2=50&mode=difference');
    expect(await screen.findByText('Percentage difference', { selector: '[data-result] ~ *, p' })).toBeInTheDocument();
    expect(result('percentage')).toHaveTextContent('22.22%');
  });

  it('writes every change to the URL, replacing the history entry', async () => {
    const { router, user } = await renderApp('/percentage-calculator?value1=40&value2=50&mode=change');
    const historyLength = router.history.length;
    const second = await screen.findByLabelText('New value (V2)');
    await user.clear(second);
    await user.type(second, '60');
    await waitFor(() => expect(currentSearch(router).get('value2')).toBe('60'));
    expect(currentSearch(router).get('value1')).toBe('40');
    expect(currentSearch(router).get('mode')).toBe('change');
    expect(result('percentage')).toHaveTextContent('50%');
    expect(router.history.length).toBe(historyLength);

    await user.click(screen.getByRole('radio', { name: 'Difference' }));
    await waitFor(() => expect(currentSearch(router).get('mode')).toBe('difference'));
    // |40 − 60| / 50 = 40%
    expect(result('percentage')).toHaveTextContent('40%');
  });

  it('keeps the placeholders, never NaN, while the input is invalid, and says what is wrong', async () => {
    const { user } = await renderApp('/percentage-calculator?value1=40&value2=50&mode=change');
    const first = await screen.findByLabelText('Starting value (V1)');
    await user.clear(first);
    await user.type(first, 'abc');
    expect(screen.getByText('Enter a number, such as 12, 3.5 or 45,000.')).toBeInTheDocument();
    // An invalid value counts as 0 (the spec's rule), and a change from 0 has no percentage: there is no base.
    expect(result('percentage')).toHaveTextContent('Not defined (no base)');
    expect(result('absoluteDifference')).toHaveTextContent('50');

    const second = screen.getByLabelText('New value (V2)');
    await user.clear(second);
    await user.clear(first);
    const panel = screen.getByRole('region', { name: 'Results' });
    expect(within(panel).getByText('Enter values to calculate')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/NaN|Infinity|undefined/);
    expect(screen.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
  });

  it('copies the title, the results as they show and the link, and reads the values at the moment of the click', async () => {
    const { user } = await renderApp('/percentage-calculator?value1=40&value2=50&mode=change');
    await user.click(await screen.findByRole('button', { name: 'Copy Results' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        [
          'Percentage Calculator',
          'Percentage change: 25%',
          'Absolute difference: 10',
          'Formula: ((50 − 40) / |40|) × 100 = 25%',
          // The test's router keeps its history in memory: the link is the window's address (e2e checks the real one).
          `Link: ${window.location.href}`,
        ].join('\n'),
      ),
    );
    // (80 − 40) / 40 = 100%
    const second = screen.getByLabelText('New value (V2)');
    await user.clear(second);
    await user.type(second, '80');
    await user.click(screen.getByRole('button', { name: 'Copy Results' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toContain('Percentage change: 100%\nAbsolute difference: 40\n'));
  });

  it('opens with the defaults computed when the URL has no inputs', async () => {
    const { router } = await renderApp('/percentage-calculator');
    expect(await screen.findByLabelText('Starting value (V1)')).toHaveValue('100');
    expect(result('percentage')).toHaveTextContent('25%');
    expect(router.state.location.searchStr).toBe('');
  });

  it('falls back to the default for an unknown mode in the URL', async () => {
    await renderApp('/percentage-calculator?value1=40&value2=50&mode=bogus');
    expect(await screen.findByRole('radio', { name: 'Change' })).toBeChecked();
  });
});
