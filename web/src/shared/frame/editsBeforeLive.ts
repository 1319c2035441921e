/**
 * A pre-rendered page shows its fields a moment before it responds, and React does not pass on
 * what a visitor typed or chose in that moment when it hydrates: the field would show one value
 * and the results another. Once mounted, a field whose value differs from the one it was rendered
 * with hands the visitor's value on, through the same path as any edit.
 */
import { useEffect, useRef, type RefObject } from 'react';

type ValueField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** For text inputs, selects and text areas: `rendered` is the value the field was rendered with. */
export function useEditBeforeLive<Element extends ValueField>(rendered: string, edit: (value: string) => void): RefObject<Element | null> {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && element.value !== rendered) edit(element.value);
    // Once, at mount, with what was rendered: every later edit arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/**
 * For checkboxes and radio buttons: `rendered` is whether the box was rendered checked. A radio
 * button reports only being chosen; the one it replaced follows from that.
 */
export function useCheckBeforeLive(rendered: boolean, edit: (checked: boolean) => void): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.checked === rendered) return;
    if (element.type === 'radio' && !element.checked) return;
    edit(element.checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
