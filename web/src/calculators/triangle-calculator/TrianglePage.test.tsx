// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

describe('the triangle calculator page', () => {
  it('opens on the 3-4-5 triangle by default', async () => {
    await renderApp('/triangle-calculator');
    expect(await screen.findByLabelText('Side c')).toHaveValue('5');
    expect(result('angles.A')).toHaveTextContent('36.87°');
    expect(result('angles.C')).toHaveTextContent('90°');
    expect(result('area')).toHaveTextContent('6 units²');
    expect(result('type')).toHaveTextContent('Scalene, right triangle');
  });

  it('shows only the values each case needs, labelled with their role', async () => {
    const { user, router } = await renderApp('/triangle-calculator');
    await user.selectOptions(await screen.findByLabelText('Known values'), 'AAS');
    await waitFor(() => expect(currentSearch(router).get('calculationType')).toBe('AAS'));
    expect(screen.getByLabelText('Angle A')).toHaveValue('30');
    expect(screen.getByLabelText('Angle B')).toHaveValue('60');
    expect(screen.getByLabelText('Side a (opposite angle A)')).toHaveValue('3');
    expect(screen.queryByLabelText('Side b')).not.toBeInTheDocument();
    // a = 3 opposite 30°: the hypotenuse c = 6, b = 3√3
    expect(result('sides.c')).toHaveTextContent('6');
    expect(result('sides.b')).toHaveTextContent('5.196152');
  });

  it('shows the second SSA triangle only when two fit', async () => {
    await renderApp('/triangle-calculator?calculationType=SSA&side1=10&side2=6&angle1=50');
    expect(await screen.findByLabelText('Side a (opposite angle A)')).toHaveValue('10');
    expect(result('angles.B')).toHaveTextContent('27.36°');
    expect(document.querySelector('[data-result="second.angles.B"]')).toBeNull();
  });

  it('says why angles adding up to 180° make no triangle, next to angle B', async () => {
    await renderApp('/triangle-calculator?calculationType=ASA&angle1=100&angle2=80&side1=2');
    const message = 'Angles A and B add up to 180°: they must add up to less than 180°, leaving room for angle C.';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    const panel = screen.getByRole('region', { name: 'Results' });
    expect(panel).not.toHaveTextContent(/NaN|Infinity|undefined/);
    expect(within(panel).getByText(message)).toBeInTheDocument();
  });
});
