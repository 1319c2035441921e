// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

describe('the acres per hour calculator page', () => {
  it('computes the defaults on first load: 6.55 acres per hour, 1 h 32 min', async () => {
    const { router } = await renderApp('/acres-calculator');
    expect(await screen.findByLabelText('Implement width')).toHaveValue('12');
    expect(result('areaPerHour')).toHaveTextContent('6.55 acres/hour');
    expect(result('completionTime.hours')).toHaveTextContent('1');
    expect(result('completionTime.minutes')).toHaveTextContent('32');
    expect(router.state.location.searchStr).toBe('');
  });

  it('recomputes as you type and writes the input to the URL', async () => {
    const { router, user } = await renderApp('/acres-calculator');
    const overlap = await screen.findByLabelText('Overlap');
    await user.clear(overlap);
    await user.type(overlap, '0');
    await waitFor(() => expect(currentSearch(router).get('overlap')).toBe('0'));
    // 12 × 5 / 8.25 = 7.2727…
    expect(result('areaPerHour')).toHaveTextContent('7.27 acres/hour');
    expect(result('efficiencyLoss')).toHaveTextContent('0%');
  });

  it('converts the typed area when the area unit changes: 10 acres is 435,600 sq ft', async () => {
    const { router, user } = await renderApp('/acres-calculator');
    await user.selectOptions(await screen.findByLabelText('Area unit'), 'sqft');
    await waitFor(() => expect(currentSearch(router).get('areaUnit')).toBe('sqft'));
    expect(screen.getByLabelText('Plot area')).toHaveValue('435600');
    expect(result('completionTime.minutes')).toHaveTextContent('32');
  });

  it('moves focus to the results with the Calculate Time & Efficiency button', async () => {
    const { user } = await renderApp('/acres-calculator');
    await user.click(await screen.findByRole('button', { name: 'Calculate Time & Efficiency' }));
    expect(document.activeElement).toContainElement(screen.getByRole('region', { name: 'Results' }));
  });

  it('keeps the placeholders while the plot area is 0, and says why', async () => {
    await renderApp('/acres-calculator?plotArea=0');
    expect(await screen.findByText('The plot area must be greater than 0.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results' })).not.toHaveTextContent(/NaN|Infinity|undefined/);
    expect(screen.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
  });
});
