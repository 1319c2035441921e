// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

describe('the dunk calculator page', () => {
  it('computes the spec defaults on first load: 64.8 cm needed, 4.8 cm short', async () => {
    await renderApp('/dunk-calculator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dunk Calculator' })).toBeInTheDocument();
    expect(result('requiredVerticalLeap')).toHaveTextContent('64.8 cm');
    expect(result('canDunk')).toHaveTextContent('Not yet');
    expect(result('recommendations')).toHaveTextContent('You need 4.8 cm more vertical leap to dunk.');
  });

  it('fills the rim height from the hoop choice, in the unit shown', async () => {
    const { router, user } = await renderApp('/dunk-calculator?heightUnit=ft&hoopHeight=10');
    await user.selectOptions(await screen.findByLabelText('Hoop'), 'youth');
    await waitFor(() => expect(currentSearch(router).get('hoopType')).toBe('youth'));
    expect(screen.getByLabelText('Rim height')).toHaveValue('9');
  });

  it('marks the hoop as custom once the rim height is edited to another height', async () => {
    const { router, user } = await renderApp('/dunk-calculator');
    const rim = await screen.findByLabelText('Rim height');
    await user.clear(rim);
    await user.type(rim, '3.2');
    await waitFor(() => expect(currentSearch(router).get('hoopType')).toBe('custom'));
    expect(screen.getByLabelText('Hoop')).toHaveValue('custom');
    // 3.2 − 2.4 = 0.8 m
    expect(result('requiredVerticalLeap')).toHaveTextContent('80 cm');
  });

  it('has the table of contents and the sections it links to', async () => {
    await renderApp('/dunk-calculator');
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    const targets = [...toc.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['#definition', '#calculator', '#improve', '#faqs']);
    for (const target of targets) expect(document.querySelector(target ?? '')).not.toBeNull();
  });
});
