// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../../catalogue/content.ts';
import { PageBody, type ContentVariant } from './ContentBlocks.tsx';

/** Renders a page body inside a router of its own, with one other page to link to. */
async function renderBody(content: PageContent, variant: ContentVariant = 'prose') {
  const root = createRootRoute({
    component: () => (
      <main>
        <h1>Page</h1>
        <PageBody content={content} variant={variant} />
      </main>
    ),
  });
  const other = createRoute({ getParentRoute: () => root, path: '/privacy' });
  const router = createRouter({ routeTree: root.addChildren([other]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const view = render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return { router, user: userEvent.setup(), ...view };
}

describe('inline text', () => {
  it('renders links, strong and code as elements and everything else as text', async () => {
    const { container } = await renderBody({
      blocks: [
        {
          type: 'paragraph',
          text: 'Read our [Privacy Policy](/privacy), the [add-on](https://tools.google.com/dlpage/gaoptout), write to [us](mailto:hello@calcsuite.app); the cookie `sid` is **HttpOnly**.',
        },
      ],
    });
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Read our Privacy Policy, the add-on, write to us; the cookie sid is HttpOnly.');
    expect(within(paragraph).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(paragraph).getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('target');
    const external = within(paragraph).getByRole('link', { name: 'add-on' });
    expect(external).toHaveAttribute('href', 'https://tools.google.com/dlpage/gaoptout');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = within(paragraph).getByRole('link', { name: 'us' });
    expect(mail).toHaveAttribute('href', 'mailto:hello@calcsuite.app');
    expect(mail).not.toHaveAttribute('target');
    expect(paragraph.querySelector('code')?.textContent).toBe('sid');
    expect(paragraph.querySelector('strong')?.textContent).toBe('HttpOnly');
  });

  it('follows a site link in the router, without a page load', async () => {
    const { router, user } = await renderBody({ blocks: [{ type: 'paragraph', text: 'See the [policy](/privacy).' }] });
    await user.click(screen.getByRole('link', { name: 'policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
  });

  it('keeps markup, scripts and links to other schemes as visible text', async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> [click](javascript:alert(3)) [data](data:text/html,x)';
    const { container } = await renderBody({ sections: [{ heading: '<b>Heading</b>', blocks: [{ type: 'paragraph', text: hostile }] }] });
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<b>Heading</b>');
    expect(container.querySelector('section p')?.textContent).toBe(hostile);
  });
});

describe('prose blocks', () => {
  it('renders a section as a region named by its h2, with its lists marked as lists', async () => {
    await renderBody({
      sections: [
        {
          heading: '1. How to send a notice',
          blocks: [
            { type: 'paragraph', text: 'It must include:' },
            { type: 'list', ordered: true, items: ['a signature;', 'your name.'] },
            { type: 'list', items: ['one', 'two', 'three'] },
          ],
        },
      ],
    });
    const region = screen.getByRole('region', { name: '1. How to send a notice' });
    const [ordered, bullets] = within(region).getAllByRole('list');
    expect(ordered?.tagName).toBe('OL');
    expect(
      within(ordered!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a signature;', 'your name.']);
    expect(bullets?.tagName).toBe('UL');
    expect(bullets).toHaveAttribute('role', 'list');
    expect(within(bullets!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders a table with its caption, column headers and cells, and a note with a heading below the section', async () => {
    await renderBody({
      sections: [
        {
          heading: 'Response times',
          blocks: [
            {
              type: 'table',
              caption: 'Typical response time',
              columns: ['Enquiry', 'Typical response'],
              rows: [
                ['General questions', '24-48 hours'],
                ['[DMCA](/privacy) notices', '72 hours'],
              ],
            },
            { type: 'note', heading: 'When to expect a reply', text: 'Within **24 hours**.' },
          ],
        },
      ],
    });
    const table = screen.getByRole('table', { name: 'Typical response time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => [header.textContent, header.getAttribute('scope')]),
    ).toEqual([
      ['Enquiry', 'col'],
      ['Typical response', 'col'],
    ]);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['General questions', '24-48 hours', 'DMCA notices', '72 hours']);
    expect(within(table).getByRole('link', { name: 'DMCA' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('heading', { level: 3, name: 'When to expect a reply' }).nextElementSibling?.textContent).toBe('Within 24 hours.');
  });

  it('gives blocks above the first section headings one level below the h1', async () => {
    await renderBody({ blocks: [{ type: 'note', heading: 'Before you start', text: 'Read this.' }] });
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument();
  });
});

describe('home blocks', () => {
  it('renders a note as the search tip, with its heading in bold', async () => {
    await renderBody({ blocks: [{ type: 'note', heading: 'Looking for something else?', text: 'Use the search.' }] }, 'home');
    const tip = screen.getByRole('complementary', { name: 'Search tip' });
    expect(tip).toHaveTextContent('Looking for something else? Use the search.');
    expect(within(tip).getByText('Looking for something else?').tagName).toBe('STRONG');
    expect(within(tip).queryByRole('heading')).toBeNull();
  });

  it('numbers the steps and draws each card with its icon', async () => {
    const { container } = await renderBody(
      {
        sections: [
          {
            heading: 'How it works',
            blocks: [
              {
                type: 'steps',
                steps: [
                  { title: 'Pick', text: 'Choose one.' },
                  { title: 'Enter', text: 'Type values.' },
                ],
              },
            ],
          },
          {
            heading: 'Who uses these calculators',
            blocks: [
              {
                type: 'cards',
                cards: [
                  { title: 'Students', text: 'Grades.', icon: 'GraduationCap' },
                  { title: 'Farmers', text: 'Acres.', icon: 'Tractor' },
                ],
              },
            ],
          },
        ],
      },
      'home',
    );
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Step 1PickChoose one.', 'Step 2EnterType values.']);
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pick', 'Enter']);
    const cards = screen.getByRole('region', { name: 'Who uses these calculators' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Students', 'Farmers']);
    expect([...container.querySelectorAll('section:last-of-type use')].map((use) => use.getAttribute('href')?.split('#')[1])).toEqual([
      'graduation-cap',
      'tractor',
    ]);
  });
});
