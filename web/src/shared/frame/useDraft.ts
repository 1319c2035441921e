/**
 * The text a field shows while the value it sends makes its way back to it.
 *
 * An edit is shown at once, and the value it sends may reach the field again only a render or more
 * later (`useUrlInputs` answers in the edit's own render, but a parent may take longer). Until then
 * the field still receives the value from before the edit; taking that for a change made elsewhere
 * would put the old text back, and with it the caret at the end, so the next key would land there.
 * So the field remembers the values it sent: one of them coming back is its own edit arriving (a
 * newer edit may already be showing), and any other value is a change made elsewhere (a reset, a
 * unit conversion, going back), which replaces the text unless the text already reads as that
 * value ('4.' for 4).
 */
import { useState } from 'react';

/** Edits remembered at most: enough for any burst of typing the parent has not caught up with. */
const remembered = 32;

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
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<readonly Value[]>([]);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const own = sent.findIndex((earlier) => Object.is(earlier, value));
    if (own >= 0) {
      setSent(sent.slice(own + 1));
    } else {
      if (sent.length > 0) setSent([]);
      if (!matches(draft, value)) setDraft(String(value));
    }
  }
  const edit = (text: string) => {
    setDraft(text);
    const next = read(text);
    if (next === undefined) return;
    setSent((earlier) => [...earlier.slice(1 - remembered), next]);
    onChange(next);
  };
  return [draft, edit];
}
