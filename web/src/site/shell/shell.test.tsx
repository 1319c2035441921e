// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';

describe('header navigation', () => {
  it('shows the five entries and highlights the current page', async () => {
    await renderApp('/general-tools');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Scientific', 'General', 'Education', 'Mathematical']);
    expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens one dropdown at a time and closes it on an outside click or Escape', async () => {
    const { user } = await renderApp('/');
    const general = await screen.findByRole('button', { name: 'General calculators' });
    const education = screen.getByRole('button', { name: 'Education calculators' });

    await user.click(general);
    expect(general).toHaveAttribute('aria-expanded', 'true');
    const generalMenu = document.getElementById(general.getAttribute('aria-controls') ?? '');
    expect(generalMenu).toBeVisible();
    expect(within(generalMenu!).getAllByRole('link')).toHaveLength(6);

    await user.click(education);
    expect(education).toHaveAttribute('aria-expanded', 'true');
    expect(general).toHaveAttribute('aria-expanded', 'false');
    expect(within(document.getElementById(education.getAttribute('aria-controls') ?? '')!).getAllByRole('link')).toHaveLength(13);

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(education).toHaveAttribute('aria-expanded', 'false');

    await user.click(general);
    await user.keyboard('{Escape}');
    expect(general).toHaveAttribute('aria-expanded', 'false');
  });

  it('spends the Escape that closes a dropdown: the scientific calculator below keeps its display', async () => {
    const { user } = await renderApp('/scientific-calculator');
    const display = await screen.findByTestId('expression');
    await user.keyboard('12');
    expect(display).toHaveTextContent(/^12$/);

    const general = screen.getByRole('button', { name: 'General calculators' });
    await user.click(general);
    expect(general).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(general).toHaveAttribute('aria-expanded', 'false');
    expect(display).toHaveTextContent(/^12$/);

    // With no menu open, Escape clears the calculator as before.
    await user.keyboard('{Escape}');
    expect(display).toHaveTextContent(/^0$/);
  });

  it('closes the dropdown when an entry is chosen, and goes there', async () => {
    const { user, router } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Mathematical calculators' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'Mathematical calculators' }).getAttribute('aria-controls') ?? '')!;
    await user.click(within(menu).getByRole('link', { name: 'Integral' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/integral-calculator'));
    expect(screen.getByRole('button', { name: 'Mathematical calculators' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('floating search', () => {
  it('expands, suggests matching calculators and opens the chosen one', async () => {
    const { user, router } = await renderApp('/terms');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    // The panel's code loads when the search is first opened.
    const input = await screen.findByPlaceholderText('Search calculators... (e.g., TV, percentage, chemistry)');
    expect(input).toHaveFocus();
    await user.type(input, 'chem');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('AP Chemistry Score Calculator')]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ap-chemistry-calculator'));
    expect(screen.queryByPlaceholderText('Search calculators... (e.g., TV, percentage, chemistry)')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, with a hint', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(await screen.findByPlaceholderText('Search calculators... (e.g., TV, percentage, chemistry)'), 'zzzxq');
    expect(screen.getByText('No calculators found for "zzzxq"')).toBeInTheDocument();
    expect(screen.getByText('Try searching for "TV", "percentage", "chemistry", etc.')).toBeInTheDocument();
  });

  it('collapses and forgets the text on Escape and on the close button', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(await screen.findByPlaceholderText('Search calculators... (e.g., TV, percentage, chemistry)'), 'tv');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByPlaceholderText('Search calculators... (e.g., TV, percentage, chemistry)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('collapses on an outside click', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('home search', () => {
  it('shows up to six results with their first two features, and clears back to the box', async () => {
    const { user } = await renderApp('/');
    const input = await screen.findByPlaceholderText('Search for calculators (e.g., percentage, GPA, volume...)');
    await user.type(input, 'gpa');
    const options = within(screen.getByRole('listbox', { name: 'Matching calculators' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.length).toBeLessThanOrEqual(6);
    expect(options[0]).toHaveTextContent('·');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the no-match line without the hint', async () => {
    const { user } = await renderApp('/');
    await user.type(await screen.findByPlaceholderText('Search for calculators (e.g., percentage, GPA, volume...)'), 'zzzxq');
    expect(screen.getByText('No calculators found for "zzzxq"')).toBeInTheDocument();
    expect(screen.queryByText(/Try searching for/)).not.toBeInTheDocument();
  });
});

describe('pages', () => {
  it('shows the counts per category on the home page, from the catalogue', async () => {
    await renderApp('/');
    expect(await screen.findByRole('link', { name: /General: 6/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Education: 13/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mathematical: 8/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Use Calculator/ })).toHaveLength(9);
  });

  it('lists the 13 education tools with a Use Calculator button each, as the home page words it', async () => {
    await renderApp('/education-tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Education Calculators' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Use Calculator/ })).toHaveLength(13);
    expect(screen.getByRole('link', { name: /Back to all calculators/ })).toHaveAttribute('href', '/');
  });

  it('shows Page Not Found for an unknown path', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown deeper path', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('moves a short path to its canonical page, keeping the inputs', async () => {
    const { router } = await renderApp('/percentage?value1=40&value2=50&mode=change');
    await waitFor(() => expect(router.state.location.pathname).toBe('/percentage-calculator'));
    expect(router.state.location.searchStr).toBe('?value1=40&value2=50&mode=change');
  });

  it('moves an older category page to its listing', async () => {
    const { router } = await renderApp('/mathematical');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mathematical-tools'));
  });

  it('has a response-time table on the contact page', async () => {
    await renderApp('/contact');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('24-48 hours')).toBeInTheDocument();
    expect(within(table).getByText('12-24 hours')).toBeInTheDocument();
    expect(within(table).getByText('72 hours')).toBeInTheDocument();
  });
});
