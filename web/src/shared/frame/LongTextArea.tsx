/**
 * A text area for text that may grow very long (a pasted data set of 100,000 values), that stays
 * instant to type in at any length.
 *
 * The browser lays out all of a text area's text again on every keystroke, which for a long list
 * of values is a slow keystroke with no script running at all (the keystroke benchmark measures
 * it beside a bare text area). So once the text passes `editorFrom`
 * characters, the field becomes a code editor (CodeMirror, in a chunk of its own loaded only then)
 * that lays out only the lines in view. It takes over the text area's text, caret, selection, focus
 * and size, so the visitor keeps typing where they were, and it stays for as long as the page is
 * open. Shorter text, and pages before the script runs, keep the native text area.
 */
import { useEffect, useState } from 'react';
import { useEditBeforeLive } from './editsBeforeLive.ts';
import type { FieldControlProps } from './fields.tsx';
import type { Handover, TextEditor } from './TextEditor.tsx';

/** Characters past which the editor takes over: about 4,000 values, where a text area still edits in a few ms. */
export const editorFrom = 20_000;

interface LongTextAreaProps {
  /** The ids and state from the field's label and texts (LabelledField). */
  control: FieldControlProps;
  value: string;
  onChange: (text: string) => void;
  name: string;
  rows: number;
  className: string;
}

interface Loaded {
  Editor: typeof TextEditor;
  handover: Handover;
}

/** What the text area hands the editor: where the visitor was, and the room they saw. */
function handoverFrom(field: HTMLTextAreaElement | null): Handover {
  if (!field) return { focused: false, anchor: null, head: null, height: null };
  const backward = field.selectionDirection === 'backward';
  return {
    focused: document.activeElement === field,
    anchor: backward ? field.selectionEnd : field.selectionStart,
    head: backward ? field.selectionStart : field.selectionEnd,
    height: field.offsetHeight || null,
  };
}

export function LongTextArea({ control, value, onChange, name, rows, className }: LongTextAreaProps) {
  const field = useEditBeforeLive<HTMLTextAreaElement>(value, onChange);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const long = value.length > editorFrom;

  useEffect(() => {
    if (!long || loaded) return;
    let current = true;
    void import('./TextEditor.tsx').then(({ TextEditor }) => {
      // Read as the editor replaces the text area, so nothing typed while it loaded is lost.
      if (current) setLoaded({ Editor: TextEditor, handover: handoverFrom(field.current) });
    });
    return () => {
      current = false;
    };
  }, [long, loaded, field]);

  if (loaded) {
    const { Editor, handover } = loaded;
    return <Editor control={control} value={value} onChange={onChange} rows={rows} className={className} handover={handover} />;
  }
  return (
    <textarea
      ref={field}
      {...control}
      name={name}
      value={value}
      rows={rows}
      spellCheck={false}
      autoComplete="off"
      className={className}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
