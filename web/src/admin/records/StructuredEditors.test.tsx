// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pageContentSchema, type PageContent } from '../../catalogue/content.ts';
import { contactSeed } from '../../catalogue/seed/pages/contact.ts';
import { homeSeed } from '../../catalogue/seed/pages/home.ts';
import { UiProvider } from '../../shared/ui/UiProvider.tsx';
import { editorErrors, problemLabel } from './editorProblems.ts';
import { FieldInput } from './FieldInput.tsx';
import type { FieldSpec } from './form.ts';

const contentField: FieldSpec = { name: 'content', label: 'Page content', kind: 'json-object', editor: 'pageContent', shape: pageContentSchema };

/** The page form's content field, as the record form draws it, with the JSON it would save. */
function Harness({ initial, showProblems = false, pageType = 'page', error }: { initial: unknown; showProblems?: boolean; pageType?: string; error?: string }) {
  const [text, setText] = useState(JSON.stringify(initial, null, 2));
  return (
    <UiProvider>
      <FieldInput
        spec={contentField}
        value={text}
        onChange={(value) => setText(String(value))}
        locked={false}
        disabled={false}
        showProblems={showProblems}
        context={{ pageType }}
        error={error}
      />
      <output data-testid="json">{text}</output>
    </UiProvider>
  );
}

/** The editor inside a router, as in the admin: the preview's site links need one. */
async function renderEditor(initial: unknown, pageType?: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Harness initial={initial} pageType={pageType} /> }),
    history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
}

const saved = () => JSON.parse(screen.getByTestId('json').textContent ?? '') as PageContent;
const preview = () => screen.getByRole('region', { name: 'Preview as the page shows it' });

async function replaceText(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label, { selector: 'input, textarea' });
  await user.clear(field);
  // Pasted, not typed: typing would read the brackets of a link as key names.
  await user.paste(text);
}

describe('the page content editor', () => {
  it("edits the home page's note, steps and cards and saves exactly the changed structure", async () => {
    const user = userEvent.setup();
    await renderEditor(homeSeed.content, 'home');
    await replaceText(user, 'Opening, note 1 heading', 'Need another tool?');
    await replaceText(user, 'Section 1, steps 1, step 2 title', 'Type your numbers');
    await user.click(screen.getByRole('button', { name: 'Remove Section 1, steps 1, step 4' }));
    await user.click(screen.getByRole('button', { name: 'Move Section 2, cards 1, card 2 up' }));
    await user.click(screen.getByText('Icon: PiggyBank'));
    await user.click(within(screen.getByRole('group', { name: 'Section 2, cards 1, card 1 icon: PiggyBank' })).getByRole('button', { name: 'School' }));
    await user.click(screen.getByRole('button', { name: 'Add card to section 2, cards 1' }));
    await replaceText(user, 'Section 2, cards 1, card 7 title', 'Teachers');
    await replaceText(user, 'Section 2, cards 1, card 7 text', 'Set grading scales.');

    const [howItWorks, whoUses] = homeSeed.content.sections!;
    const [pick, , results] = (howItWorks!.blocks[0] as { steps: { title: string; text: string }[] }).steps;
    const cards = (whoUses!.blocks[0] as { cards: { title: string; text: string; icon: string }[] }).cards;
    expect(saved()).toEqual({
      blocks: [
        {
          type: 'note',
          heading: 'Need another tool?',
          text: 'The search button at the top of every page finds any calculator by name, topic or category.',
        },
      ],
      sections: [
        {
          heading: 'How it works',
          blocks: [
            {
              type: 'steps',
              steps: [
                pick,
                {
                  title: 'Type your numbers',
                  text: 'Fill in the labelled fields and choose units or options. Nothing to install and no account to create.',
                },
                results,
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
                { title: 'Parents & families', text: cards[1]!.text, icon: 'School' },
                cards[0],
                ...cards.slice(2),
                { title: 'Teachers', text: 'Set grading scales.', icon: 'Calculator' },
              ],
            },
          ],
        },
      ],
    });
    // The preview draws the home page's own blocks: the note as the search tip, the steps numbered, the new card.
    expect(within(preview()).getByRole('complementary', { name: 'Search tip' })).toHaveTextContent('Need another tool?');
    expect(within(preview()).getByRole('heading', { name: 'Type your numbers' })).toBeInTheDocument();
    expect(within(preview()).queryByText('Copy Link or Results')).not.toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: 'Teachers' })).toBeInTheDocument();
  });

  it("edits the contact page's list and note: items added, moved and numbered", async () => {
    const user = userEvent.setup();
    await renderEditor(contactSeed.content);
    await user.click(screen.getByRole('button', { name: 'Add item to section 3, list 2' }));
    await replaceText(user, 'Section 3, list 2, item 4', '[Home](/)');
    await user.click(screen.getByRole('button', { name: 'Move Section 3, list 2, item 4 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Section 3, list 2, item 1' }));
    await user.click(screen.getByLabelText('Section 3, list 2 numbered'));
    await replaceText(user, 'Section 2, note 2 text', 'We reply within a day.');
    await user.click(screen.getByRole('button', { name: 'Move Section 2, note 2 up' }));

    const [email, responses, policies] = contactSeed.content.sections!;
    expect(saved()).toEqual({
      sections: [
        email,
        {
          heading: 'Response times',
          blocks: [{ type: 'note', heading: 'When to expect a reply', text: 'We reply within a day.' }, responses!.blocks[0]],
        },
        {
          heading: 'Policies',
          blocks: [
            policies!.blocks[0],
            { type: 'list', items: ['[Privacy Policy](/privacy)', '[Home](/)', '[DMCA Notice and Takedown Policy](/dmca)'], ordered: true },
          ],
        },
      ],
    });
    const list = within(preview()).getAllByRole('list')[0]!;
    expect(list.tagName).toBe('OL');
    expect(within(list).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('adds a block of each kind, above the sections and in one', async () => {
    const user = userEvent.setup();
    await renderEditor({});
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await replaceText(user, 'Section 1 heading', 'Ways to reach us');
    await replaceText(user, 'Section 1, paragraph 1', 'Pick one.');
    await user.click(screen.getByRole('button', { name: 'Add list to section 1' }));
    await replaceText(user, 'Section 1, list 2, item 1', 'E-mail');
    await user.click(screen.getByRole('button', { name: 'Add steps to section 1' }));
    await replaceText(user, 'Section 1, steps 3, step 1 title', 'Write');
    await replaceText(user, 'Section 1, steps 3, step 1 text', 'Say what you saw.');
    await user.click(screen.getByRole('button', { name: 'Add cards to section 1' }));
    await replaceText(user, 'Section 1, cards 4, card 1 title', 'Mail');
    await replaceText(user, 'Section 1, cards 4, card 1 text', 'Any day.');
    await user.click(screen.getByText('Icon: Calculator'));
    await user.click(within(screen.getByRole('group', { name: 'Section 1, cards 4, card 1 icon: Calculator' })).getByRole('button', { name: 'Mail' }));
    await user.click(screen.getByRole('button', { name: 'Add note to opening' }));
    await replaceText(user, 'Opening, note 1 heading', 'Closed on Sundays');
    await replaceText(user, 'Opening, note 1 text', 'Replies on Monday.');
    await user.click(screen.getByRole('button', { name: 'Add paragraph to section 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Section 1, paragraph 5' }));

    expect(saved()).toEqual({
      sections: [
        {
          heading: 'Ways to reach us',
          blocks: [
            { type: 'paragraph', text: 'Pick one.' },
            { type: 'list', items: ['E-mail'] },
            { type: 'steps', steps: [{ title: 'Write', text: 'Say what you saw.' }] },
            { type: 'cards', cards: [{ title: 'Mail', text: 'Any day.', icon: 'Mail' }] },
          ],
        },
      ],
      blocks: [{ type: 'note', heading: 'Closed on Sundays', text: 'Replies on Monday.' }],
    });
    expect(editorErrors([contentField], { content: screen.getByTestId('json').textContent ?? '' })).toEqual({});
  });

  it('keeps the blocks above the sections out of the record when the last one goes', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ blocks: [{ type: 'note', heading: 'Tip', text: 'Search.' }], sections: [] }} />);
    await user.click(screen.getByRole('button', { name: 'Remove Opening, note 1' }));
    expect(saved()).toEqual({ sections: [] });
  });
});

describe('problems in the page content editor', () => {
  const emptyFields: PageContent = {
    blocks: [{ type: 'note', heading: '', text: 'Kept.' }],
    sections: [
      {
        heading: 'Help',
        blocks: [
          { type: 'list', items: ['One', ' '] },
          { type: 'steps', steps: [{ title: '', text: '' }] },
          { type: 'cards', cards: [{ title: 'Card', text: '', icon: 'Mail' }] },
          { type: 'table', columns: ['Plan'], rows: [['Free']] },
        ],
      },
    ],
  };

  it('marks each empty required field beside it, linked to it, once asked', () => {
    const { rerender } = render(<Harness initial={emptyFields} />);
    expect(screen.getByLabelText('Opening, note 1 heading')).not.toHaveAttribute('aria-invalid');
    rerender(<Harness initial={emptyFields} showProblems error="5 fields need attention" />);
    const expected: [string, string][] = [
      ['Opening, note 1 heading', 'Heading must not be empty'],
      ['Section 1, list 1, item 2', 'Item 2 must not be empty'],
      ['Section 1, steps 2, step 1 title', 'Title must not be empty'],
      ['Section 1, steps 2, step 1 text', 'Text must not be empty'],
      ['Section 1, cards 3, card 1 text', 'Text must not be empty'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label, { selector: 'input, textarea' });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    // Only they: the message of the field around the editor marks none of the editor's other controls.
    const invalid = [...document.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid.map((field) => field.getAttribute('aria-label'))).toEqual(expected.map(([label]) => label));
    expect(screen.getByText('5 fields need attention')).toBeInTheDocument();
  });

  it('names the fields to fix by the labels the editor gives them', () => {
    expect(editorErrors([contentField], { content: JSON.stringify(emptyFields) })).toEqual({
      content:
        '5 fields need attention: Opening, note 1 heading must not be empty; Section 1, list 1, item 2 must not be empty; ' +
        'Section 1, steps 2, step 1 title must not be empty; and 2 more.',
    });
    expect(editorErrors([contentField], { content: '{"sections": [{"heading": "", "blocks": []}]}' })).toEqual({
      content: '1 field needs attention: Section 1 heading must not be empty.',
    });
    expect(editorErrors([contentField], { content: '{"body": "Edited"}' })).toEqual({ content: '1 field needs attention: body: unknown key "body".' });
    // Invalid JSON is the parser's to report (D2), and other editors are not checked here.
    expect(editorErrors([contentField], { content: '{"sections": [' })).toEqual({});
  });

  it('labels table cells and paths it has no field for as the editor does', () => {
    const content = { sections: [{ heading: 'Prices', blocks: [{ type: 'table', columns: ['Plan'], rows: [['Free']] }] }] };
    expect(problemLabel(content, 'sections.0.blocks.0.columns.0')).toBe('Section 1, table 1, column 1 heading');
    expect(problemLabel(content, 'sections.0.blocks.0.rows.0.0')).toBe('Section 1, table 1, row 1, column 1');
    expect(problemLabel(content, 'sections.0.blocks')).toBe('Section 1');
    expect(problemLabel(content, 'updated')).toBe('updated');
  });
});
