/**
 * The editor LongTextArea turns into for long text: CodeMirror's view, which keeps in the page only
 * the lines in view, and of a long line only the part in view, so an edit lays out a few thousand
 * characters instead of all of them. It has a text area's keys (select all, undo and redo, moves by
 * word, line and document) and none of a code editor's extras.
 *
 * Its lines do not wrap: they scroll sideways, as in a text area with wrapping off. A pasted list is
 * often a single line of many thousands of values, and of a wrapped line CodeMirror keeps several
 * times more characters in the page than of one that scrolls, and every keystroke pays for them
 * before any of the calculator's work. Lists with a value per line look the same
 * either way.
 *
 * CodeMirror owns its text: it sends each edit with `onChange`, and a value arriving from elsewhere
 * (a reset, going back) replaces its text as one edit that can be undone.
 */
import { history, historyKeymap, insertNewline, standardKeymap } from '@codemirror/commands';
import { Annotation, Compartment, EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useMemo, useRef } from 'react';
import { labelIdOf, type FieldControlProps } from './fields.tsx';
import { textEditor } from './TextEditor.styles.ts';

export interface Handover {
  /** Whether the text area had the focus, so the editor takes it. */
  focused: boolean;
  /** The text area's selection, anchor to head; null for none. */
  anchor: number | null;
  head: number | null;
  /** The text area's height in pixels, kept if the visitor had resized it. */
  height: number | null;
}

interface TextEditorProps {
  control: FieldControlProps;
  value: string;
  onChange: (text: string) => void;
  /** The height in lines when there is no text area's height to keep. */
  rows: number;
  /** The text area's class: its border, padding, font and focus ring. */
  className: string;
  handover: Handover;
}

/** Marks the edit that brings in a value from elsewhere, which must not be sent back. */
const fromOutside = Annotation.define<boolean>();

/**
 * What CodeMirror's look changes to match the text area it replaces: the text area's class gives
 * the border and padding; here the focus ring (on the editor, as the focus is on its content) and
 * the text area's font and line height instead of CodeMirror's.
 */
const lookOfATextArea = EditorView.theme({
  '&': { resize: 'vertical', overflow: 'hidden', cursor: 'text' },
  '&.cm-focused': {
    outlineStyle: 'var(--focus-ring-style, solid)',
    outlineWidth: 'var(--focus-ring-width, 1px)',
    outlineColor: 'var(--focus-ring-color)',
    outlineOffset: '0',
    borderColor: 'var(--focus-ring-color)',
  },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit' },
  '.cm-content': { padding: '0' },
  '.cm-line': { padding: '0' },
});

/**
 * Typed characters go straight into the document. Left to the browser, a character changes the
 * page's text first and CodeMirror then finds the change by comparing the line's text in the page
 * with its own; on a long line of values that comparison alone was a large part of a keystroke
 * (the keystroke benchmark's statistics case). Compositions (input
 * methods, phone keyboards suggesting words) still go the browser's way, which handles them.
 */
const typedText = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== 'insertText' || !event.data || event.isComposing || view.composing) return false;
    event.preventDefault();
    view.dispatch(view.state.replaceSelection(event.data), { userEvent: 'input.type', scrollIntoView: true });
    return true;
  },
});

/**
 * The content's attributes for assistive technology: named by the field's label, described by its
 * texts, and a tab stop said out loud (a content-editable element is one already, but checkers of
 * the scrolling box around it look for a tabindex).
 */
function contentAttributes(control: FieldControlProps): Record<string, string> {
  const attributes: Record<string, string> = { id: control.id, 'aria-labelledby': labelIdOf(control.id), tabindex: '0' };
  for (const name of ['aria-describedby', 'aria-errormessage', 'aria-invalid'] as const) {
    const value = control[name];
    if (value !== undefined) attributes[name] = String(value);
  }
  return attributes;
}

function selectionFrom({ anchor, head }: Handover, length: number): EditorSelection | undefined {
  if (anchor === null || head === null) return undefined;
  return EditorSelection.single(Math.min(anchor, length), Math.min(head, length));
}

export function TextEditor({ control, value, onChange, rows, className, handover }: TextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const attributes = useRef(new Compartment());
  // The field gives a new object each render: the editor is reconfigured only when what it says changes.
  const { id, 'aria-describedby': describedBy, 'aria-errormessage': errorMessage, 'aria-invalid': invalid } = control;
  const content = useMemo(
    () => contentAttributes({ id, 'aria-describedby': describedBy, 'aria-errormessage': errorMessage, 'aria-invalid': invalid }),
    [id, describedBy, errorMessage, invalid],
  );
  // The last text the editor sent or was given: a value equal to it is the editor's own.
  const known = useRef(value);
  const send = useRef(onChange);
  useEffect(() => {
    send.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: known.current,
        selection: selectionFrom(handover, known.current.length),
        extensions: [
          history(),
          keymap.of([{ key: 'Enter', run: insertNewline }, ...standardKeymap, ...historyKeymap]),
          typedText,
          lookOfATextArea,
          EditorView.editorAttributes.of({ class: className }),
          // Filled by the effect below, in the same commit.
          attributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromOutside))) return;
            const text = update.state.doc.toString();
            known.current = text;
            send.current(text);
          }),
        ],
      }),
    });
    editor.dom.style.height = handover.height ? `${handover.height}px` : `calc(${rows} * 1lh + 1rem + 2px)`;
    view.current = editor;
    if (handover.focused) editor.focus();
    editor.dispatch({ effects: EditorView.scrollIntoView(editor.state.selection.main.head, { y: 'center' }) });
    // The label cannot focus a content-editable element by itself, as it does a text area.
    const label = document.getElementById(labelIdOf(id));
    const focus = () => editor.focus();
    label?.addEventListener('click', focus);
    return () => {
      label?.removeEventListener('click', focus);
      editor.destroy();
      view.current = null;
    };
    // Made once: later values, texts and state arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: attributes.current.reconfigure(EditorView.contentAttributes.of(content)) });
  }, [content]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || value === known.current) return;
    known.current = value;
    editor.dispatch({
      changes: { from: 0, to: editor.state.doc.length, insert: value },
      selection: { anchor: value.length },
      annotations: fromOutside.of(true),
    });
  }, [value]);

  return <div ref={host} className={textEditor.host} />;
}
