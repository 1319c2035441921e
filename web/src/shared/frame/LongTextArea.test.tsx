// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LabelledField } from './fields.tsx';
import { editorFrom, LongTextArea } from './LongTextArea.tsx';
import type { Handover } from './TextEditor.tsx';

// CodeMirror needs a browser's layout; here a stand-in shows what the editor was given.
vi.mock('./TextEditor.tsx', () => ({
  TextEditor: ({ value, handover, control }: { value: string; handover: Handover; control: { id: string } }) => (
    <div data-testid="editor" data-control={control.id} data-handover={JSON.stringify(handover)}>
      {value.length}
    </div>
  ),
}));

function Field({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <LabelledField label="Values" labelById>
      {(control) => <LongTextArea control={control} name="values" value={text} onChange={setText} rows={6} className="values" />}
    </LabelledField>
  );
}

describe('a text area for long text', () => {
  it('stays a text area up to the editor’s length', async () => {
    render(<Field initial="1, 2" />);
    const field = screen.getByLabelText('Values');
    fireEvent.change(field, { target: { value: '7'.repeat(editorFrom) } });
    expect(screen.getByLabelText('Values').tagName).toBe('TEXTAREA');
    // Given time to load an editor, none comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('editor')).toBeNull();
  });

  it('hands a longer text to the editor with its caret, selection direction and focus', async () => {
    render(<Field initial="1, 2" />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('Values');
    const long = '7, '.repeat(editorFrom);
    field.focus();
    fireEvent.change(field, { target: { value: long } });
    field.setSelectionRange(4, 9, 'backward');
    const editor = await screen.findByTestId('editor');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(editor).toHaveTextContent(String(long.length));
    expect(editor.dataset.control).toBe(field.id);
    const handover = JSON.parse(editor.dataset.handover ?? '{}') as Handover;
    // Backward: the selection's anchor is its end, its head (where the caret is) its start.
    expect(handover).toMatchObject({ focused: true, anchor: 9, head: 4 });
  });

  it('opens straight in the editor on a text already long, without focus', async () => {
    render(<Field initial={'1 '.repeat(editorFrom)} />);
    const editor = await screen.findByTestId('editor');
    expect(JSON.parse(editor.dataset.handover ?? '{}')).toMatchObject({ focused: false });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
