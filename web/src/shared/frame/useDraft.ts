/**
 * The text a field shows while what the visitor typed makes its round trip through the URL.
 *
 * An edit is shown at once, and the value it sends reaches the field again only a render or more
 * later (the router updates the URL in a transition). Until then the field still receives the value
 * from before the edit; taking that for a change made elsewhere would put the old text back, and
 * with it the caret at the end, so the next key would land there. So the field remembers the values
 * it sent: one of them coming back is its own edit arriving (a newer edit may already be showing),
 * and any other value is a change made elsewhere (a reset, a unit conversion, going back), which
 * replaces the text unless the text already reads as that value ('4.' for 4).
 */
import { useState } from 'react';

/** Edits remembered at most: enough for any burst of typing the router has not caught up with. */
const remembered = 32;

const sameText = (draft: string, value: unknown) => draft === String(value);

/**
 * `send` hands an edit on and returns the value it sent, or undefined when it sent none (a text too
 * long for the link, say). Returns the text to show and the edit handler.
 */
export function useDraft<Value>(
  value: Value,
  send: (text: string) => Value | undefined,
  matches: (draft: string, value: Value) => boolean = sameText,
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
    const value = send(text);
    if (value !== undefined) setSent((earlier) => [...earlier.slice(1 - remembered), value]);
  };
  return [draft, edit];
}
