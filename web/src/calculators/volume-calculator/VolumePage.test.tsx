// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

describe('the volume calculator page', () => {
  it('opens on the sphere of radius 5', async () => {
    const { router } = await renderApp('/volume-calculator');
    expect(await screen.findByLabelText('Radius')).toHaveValue('5');
    expect(result('volume')).toHaveTextContent('523.598776 units³');
    expect(result('surfaceArea')).toHaveTextContent('314.159265 units²');
    expect(router.state.location.searchStr).toBe('');
  });

  it('resets the dimensions to the chosen shape’s defaults and writes them to the URL', async () => {
    const { user, router } = await renderApp('/volume-calculator?shape=sphere&dimensions=%7B%22radius%22%3A2%7D');
    await user.selectOptions(await screen.findByLabelText('Shape'), 'cylinder');
    await waitFor(() => expect(currentSearch(router).get('shape')).toBe('cylinder'));
    expect(JSON.parse(currentSearch(router).get('dimensions') ?? '')).toEqual({ radius: 3, height: 8 });
    expect(screen.getByLabelText('Radius')).toHaveValue('3');
    expect(screen.getByLabelText('Height')).toHaveValue('8');
    expect(result('volume')).toHaveTextContent('226.194671 units³');
  });

  it('fills a dimension missing from the URL with the shape’s default', async () => {
    await renderApp('/volume-calculator?shape=cone');
    expect(await screen.findByLabelText('Radius')).toHaveValue('4');
    expect(screen.getByLabelText('Height')).toHaveValue('6');
  });

  it('asks for a cleared dimension and keeps the placeholders', async () => {
    const { user } = await renderApp('/volume-calculator?shape=cube&dimensions=%7B%22side%22%3A4%7D');
    await user.clear(await screen.findByLabelText('Side length'));
    expect(await screen.findByText('Enter the side.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results' })).not.toHaveTextContent(/NaN|Infinity|undefined/);
    expect(screen.getByRole('button', { name: 'Copy Results' })).toBeDisabled();
  });
});
