import { useEffect, useId, useMemo, useReducer, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Formula, MathExpr } from '../../shared/expression/MathML.tsx';
import { placeholder, resultsId } from '../../shared/frame/results.tsx';
import { formatResult } from './evaluate.ts';
import { interpret } from './interpret.ts';
import {
  enteredExpression,
  hasMemory,
  initialState,
  keyFromKeyboard,
  letterFromKeyboard,
  preview,
  reduce,
  type Action,
  type AngleMode,
  type CalculatorState,
  type Key,
} from './keypad.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import {
  scientificCalculator as widget,
  scientificDisplay as display,
  scientificHistory as history,
  scientificKeypad as keypad,
} from './ScientificCalculator.styles.ts';

type KeyKind = 'digit' | 'operator' | 'function' | 'memory' | 'clear' | 'equals';

interface KeypadKey {
  key: Key;
  label: ReactNode;
  /** The accessible name when the visible label is a symbol; digits and the point speak for themselves. */
  name?: string;
  kind: KeyKind;
}

/**
 * A key's accessible name starts with its visible text (WCAG 2.5.3), so 'click sin' works for voice
 * control, and goes on with the spoken meaning: 'sin, sine'.
 */
function accessibleName(label: ReactNode, name: string | undefined): string | undefined {
  if (name === undefined || typeof label !== 'string' || !/[a-z0-9]/i.test(label)) return name;
  if (name.toLowerCase().split(/\s+/).includes(label.toLowerCase())) return name;
  return `${label}, ${name}`;
}

function digit(key: Key): KeypadKey {
  return { key, label: key, kind: 'digit' };
}

/** The keypad, row by row, five keys a row (fits a 390px-wide phone). */
const KEYPAD: readonly KeypadKey[] = [
  { key: 'MC', label: 'MC', name: 'memory clear', kind: 'memory' },
  { key: 'MR', label: 'MR', name: 'memory recall', kind: 'memory' },
  { key: 'M+', label: 'M+', name: 'memory add', kind: 'memory' },
  { key: 'M-', label: 'M−', name: 'memory subtract', kind: 'memory' },
  { key: 'backspace', label: <Icon name="Delete" size={20} />, name: 'backspace', kind: 'clear' },

  { key: 'sin', label: 'sin', name: 'sine', kind: 'function' },
  { key: 'cos', label: 'cos', name: 'cosine', kind: 'function' },
  { key: 'tan', label: 'tan', name: 'tangent', kind: 'function' },
  { key: 'π', label: 'π', name: 'pi', kind: 'function' },
  { key: 'e', label: 'e', name: "Euler's number e", kind: 'function' },

  { key: 'log', label: 'log', name: 'logarithm base 10', kind: 'function' },
  { key: 'ln', label: 'ln', name: 'natural logarithm', kind: 'function' },
  { key: '10^x', label: '10ˣ', name: 'ten to the power x', kind: 'function' },
  { key: 'e^x', label: 'eˣ', name: 'e to the power x', kind: 'function' },
  { key: 'n!', label: 'n!', name: 'factorial', kind: 'function' },

  { key: 'C', label: 'C', name: 'clear', kind: 'clear' },
  { key: '(', label: '(', name: 'open parenthesis', kind: 'operator' },
  { key: ')', label: ')', name: 'close parenthesis', kind: 'operator' },
  { key: '%', label: '%', name: 'percent', kind: 'operator' },
  { key: '÷', label: '÷', name: 'divide', kind: 'operator' },

  { key: '1/x', label: '1/x', name: 'reciprocal', kind: 'function' },
  digit('7'),
  digit('8'),
  digit('9'),
  { key: '×', label: '×', name: 'multiply', kind: 'operator' },

  { key: 'x²', label: 'x²', name: 'square', kind: 'function' },
  digit('4'),
  digit('5'),
  digit('6'),
  { key: '-', label: '−', name: 'subtract', kind: 'operator' },

  { key: '√', label: '√', name: 'square root', kind: 'function' },
  digit('1'),
  digit('2'),
  digit('3'),
  { key: '+', label: '+', name: 'add', kind: 'operator' },

  { key: '^', label: 'xʸ', name: 'power', kind: 'function' },
  { key: '±', label: '±', name: 'change sign', kind: 'digit' },
  digit('0'),
  { key: '.', label: '.', name: 'decimal point', kind: 'digit' },
  { key: '=', label: '=', name: 'equals', kind: 'equals' },
];

/** Each kind of key's look (variant, colour and label size): see ScientificCalculator.styles.ts. */
const KEY_STYLES: Record<KeyKind, string> = {
  digit: keypad.digit,
  operator: keypad.operator,
  function: keypad.function,
  memory: keypad.memory,
  clear: keypad.clear,
  equals: keypad.equals,
};

const ANGLE_MODES: readonly { mode: AngleMode; title: string }[] = [
  { mode: 'DEG', title: 'Degrees' },
  { mode: 'RAD', title: 'Radians' },
];

/**
 * What the result element shows: the finished display (a result or its error), else the value of
 * the expression being typed, as the display's preview shows it; the placeholder while it has none.
 * The result and the display never disagree.
 */
function resultText(state: CalculatorState): string {
  if (state.finished) return state.expression;
  const value = preview(state);
  return value === null ? placeholder : formatResult(value);
}

/** The keyboard's key as the calculator's action: a key, or a letter towards a function's name. */
function actionFromKeyboard(eventKey: string): Action | null {
  const key = keyFromKeyboard(eventKey);
  if (key) return { type: 'press', key };
  const letter = letterFromKeyboard(eventKey);
  return letter ? { type: 'letter', letter } : null;
}

/** Open popups and the controls that opened them: an Escape typed there closes them, not the calculator. */
const OPEN_POPUP = '[aria-expanded="true"], [role="menu"], [role="menubar"], [role="listbox"], [popover], dialog[open]';

/**
 * The input interpretation line, as Wolfram|Alpha echoes what it understood: the expression typeset
 * from its tree where it can be written exactly as the display reads (interpret.ts), else its text.
 * Screen readers read the display's text, as typed; the typeset copy is for the eye. It is not a
 * live region: the result announces itself, the echo of each keystroke would only add noise.
 */
function InputInterpretation({ expression }: { expression: string | null }) {
  const interpretation = useMemo(() => (expression === null ? null : interpret(expression)), [expression]);
  return (
    // A formula does not wrap: on a narrow screen it scrolls sideways, so it takes focus to be scrolled by keyboard.
    <div role="group" aria-label="Input interpretation" tabIndex={0} className={display.interpretation}>
      <span className={display.interpretationLabel}>Input interpretation</span>
      {interpretation?.kind === 'typeset' ? (
        <span data-testid="interpretation" className={display.interpretationValue}>
          <span className={widget.visuallyHidden}>{expression}</span>
          <span aria-hidden="true">
            <Formula>
              <MathExpr tree={interpretation.tree} />
            </Formula>
          </span>
        </span>
      ) : (
        <span data-testid="interpretation" className={display.interpretationText}>
          {interpretation?.text ?? placeholder}
        </span>
      )}
    </div>
  );
}

/**
 * Whether a key belongs to the element it was typed in: every key of a field, Enter and Space of a
 * button, link or other control, Escape of a dialog or of an open menu or popup.
 */
function typeTargetOwnsKey(target: Element, key: string): boolean {
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="search"]')) return true;
  if (key === 'Escape' && target.closest(OPEN_POPUP)) return true;
  const interactive = target.closest('a[href], button, summary, [role="button"], [role="link"], [role="option"], [tabindex]:not([tabindex="-1"])');
  return interactive !== null && interactive !== document.body && (key === 'Enter' || key === ' ');
}

/**
 * The scientific calculator widget (D8): expression display with a live
 * preview, keypad, DEG/RAD switch, memory, keyboard input anywhere inside it, and a history.
 */
export function ScientificCalculator() {
  const [state, dispatch] = useReducer(reduce, initialState);
  const rootRef = useRef<HTMLDivElement>(null);
  const historyHeadingId = useId();

  const press = (key: Key) => dispatch({ type: 'press', key });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A key something else already handled (Escape closing the site's menu) is not the calculator's.
    if (event.nativeEvent.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    // Enter and Space on a focused button belong to that button.
    if ((event.key === 'Enter' || event.key === ' ') && event.target !== event.currentTarget) return;
    const action = actionFromKeyboard(event.key);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  }

  // Typing works anywhere on the page, not only with the keypad focused: keys that reach the
  // document from outside the widget go to it, unless they belong to a field, a control or a
  // shortcut, or something handled them already (a menu or popup closing on Escape).
  useEffect(() => {
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const root = rootRef.current;
      if (!root || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target && (root.contains(target) || typeTargetOwnsKey(target, event.key))) return;
      const action = actionFromKeyboard(event.key);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, []);

  // A click on a key leaves focus on the widget itself, so that typing (and Enter for =) goes on working.
  function keepFocusOnWidget(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    rootRef.current?.focus({ preventScroll: true });
  }

  const previewValue = preview(state);
  const previewText = previewValue === null ? null : formatResult(previewValue);
  const memoryText = formatResult(state.memory);

  return (
    <div ref={rootRef} role="group" aria-label="Scientific calculator" tabIndex={0} onKeyDown={handleKeyDown} className={widget.root}>
      <div className={display.root}>
        <p className={display.expression}>
          <span className={widget.visuallyHidden}>Expression: </span>
          <span data-testid="expression">
            {state.expression}
            {state.letters}
          </span>
        </p>
        <p data-testid="preview" className={display.preview}>
          {previewText !== null && previewText !== state.expression ? `= ${previewText}` : null}
        </p>
      </div>

      {/* The result and the angle unit share a row, so the whole keypad fits a phone's screen. */}
      <div className={widget.toolbar}>
        <section id={resultsId} tabIndex={-1} aria-label="Results" className={display.results}>
          <p className={display.resultLabel}>
            Result:{' '}
            <span role="status" aria-live="polite" data-result="result" className={display.result}>
              {resultText(state)}
            </span>
          </p>
        </section>
        <div className={widget.modes}>
          <p title={hasMemory(state) ? `Memory: ${memoryText}` : undefined} className={widget.memory}>
            {hasMemory(state) && (
              <>
                <span aria-hidden="true">M</span>
                <span className={widget.visuallyHidden}>Memory holds {memoryText}</span>
              </>
            )}
          </p>
          <div role="group" aria-label="Angle unit" className={widget.angleModes}>
            {ANGLE_MODES.map(({ mode, title }) => (
              <button
                key={mode}
                type="button"
                aria-pressed={state.angleMode === mode}
                title={title}
                className={state.angleMode === mode ? widget.angleModeChosen : widget.angleMode}
                onClick={() => press(mode)}
              >
                {mode}
              </button>
            ))}
          </div>
        </div>
      </div>

      <InputInterpretation expression={enteredExpression(state)} />

      <div className={keypad.root}>
        {KEYPAD.map(({ key, label, name, kind }) => (
          <button
            key={key}
            type="button"
            aria-label={accessibleName(label, name)}
            className={KEY_STYLES[kind]}
            onMouseDown={keepFocusOnWidget}
            onClick={() => press(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className={keypad.hint}>You can type too: digits, + − * / ^ ( ), sin, sqrt, pi…, Enter for =, Backspace, Esc to clear.</p>

      <section aria-labelledby={historyHeadingId} className={history.root}>
        <div className={history.header}>
          <h2 id={historyHeadingId} className={history.title}>
            History
          </h2>
          <button type="button" disabled={state.history.length === 0} className={history.clear} onClick={() => dispatch({ type: 'clearHistory' })}>
            Clear history
          </button>
        </div>
        {state.history.length === 0 ? (
          <p className={history.empty}>No calculations yet.</p>
        ) : (
          <ol className={history.list}>
            {state.history.map((entry, index) => (
              // Entries have no id: numbering them from the oldest keeps keys stable as new ones arrive on top.
              <li key={state.history.length - index}>
                <button type="button" className={history.entry} onClick={() => dispatch({ type: 'recall', value: entry.result })}>
                  {/* The space after the hidden words stays outside them: the accessible name keeps it even where the styles are absent (unit tests). */}
                  <span className={widget.visuallyHidden}>Use the result of</span> <span className={history.entryExpression}>{entry.expression} =</span>{' '}
                  <span className={history.entryResult}>{formatResult(entry.result)}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
