/**
 * The text a field shows for its value: what the visitor typed ('4.', '-', '1e6') as long as it
 * reads as the value, and the value's own text once the value changes elsewhere (a reset, a unit
 * conversion, going back).
 *
 * The field owns only its text. The value it sends has one owner, the page's inputs
 * (`useUrlInputs`), which takes the edit in the edit's own render and alone remembers the values
 * the URL has yet to show. So the value a field is handed is always its latest edit or a change
 * made elsewhere, never an older edit coming back: the field needs no queue of its own.
 */
import { useState } from 'react';

interface DraftOptions<Value> {
  /** The value a text stands for, or undefined to send none (a text too long for the link, say); by default the text itself. */
  read?: (text: string) => Value | undefined;
  /** Whether the text already reads as a value ('4.' as 4); by default when it is that value's text. */
  matches?: (draft: string, value: Value) => boolean;
}

const sameText = (draft: string, value: unknown) => draft === String(value);

/** Returns the text to show and the edit handler, which shows a text at once and sends its value with `onChange`. */
export function useDraft<Value>(
  value: Value,
  onChange: (value: Value) => void,
  { read = (text) => text as Value, matches = sameText }: DraftOptions<Value> = {},
): [draft: string, edit: (text: string) => void] {
  const [draft, setDraft] = useState(() => String(value));
  // The value the text was last squared with: the one handed in, or the one the last edit sent.
  const [known, setKnown] = useState(value);
  if (!Object.is(known, value)) {
    setKnown(value);
    if (!matches(draft, value)) setDraft(String(value));
  }
  const edit = (text: string) => {
    setDraft(text);
    const next = read(text);
    if (next === undefined) return;
    setKnown(next);
    onChange(next);
  };
  return [draft, edit];
}
