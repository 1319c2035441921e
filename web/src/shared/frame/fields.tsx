import { memo, useId, type ReactNode } from 'react';
import { Icon } from '../ui/Icon.tsx';
import { cx } from '../ui/styles.ts';
import { useCheckBeforeLive, useEditBeforeLive } from './editsBeforeLive.ts';
import { formatFigure } from '../format/number.ts';
import type { NumberBounds, NumberValue } from './inputs.ts';
import { numberFrom, readNumber, type NumberKind } from '../math/readNumber.ts';
import { useDraft } from './useDraft.ts';
import { field, segmented, select } from './fields.styles.ts';

/** The id of the label of the control with id `controlId`, for a control a `for` cannot label (a content-editable editor). */
export const labelIdOf = (controlId: string) => `field::${controlId}::label`;

/** An empty data attribute when on, as Chakra's fields set their state. */
const flag = (on: boolean) => (on ? '' : undefined);

/** What a labelled control takes from its field: its id, and its state and texts for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'data-invalid'?: '';
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
}

interface LabelledFieldProps {
  label: string;
  /** A note under the control; the caller leaves it out while an error shows. */
  helperText?: ReactNode;
  /** The message of an invalid value, or null. */
  error?: string | null;
  /** Anything else the field says about its value, below its texts (e.g. what was left out). */
  note?: ReactNode;
  /**
   * Gives the label its id (labelIdOf), for a control a `for` cannot label: a content-editable
   * editor (LongTextArea). Left out elsewhere, where it would only add to every field's markup.
   */
  labelById?: boolean;
  /** The control, given the ids and state to spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * What Chakra's Field gave a control: a box holding the label (linked by `for`), the control, and
 * a helper or error text the control names (`aria-describedby`, `aria-errormessage`), with the
 * invalid state as `aria-invalid` and `data-invalid` for the input recipe's `_invalid` style.
 */
export function LabelledField({ label, helperText, error = null, note, labelById = false, children }: LabelledFieldProps) {
  const id = useId();
  const invalid = error !== null;
  const errorShown = invalid && error !== '';
  const helperTextId = `field::${id}::helper-text`;
  const errorTextId = `field::${id}::error-text`;
  const control: FieldControlProps = {
    id,
    'aria-invalid': invalid || undefined,
    'data-invalid': flag(invalid),
    // The error is described as well as named: aria-errormessage alone is not read by every screen reader.
    'aria-describedby': [helperText ? helperTextId : null, errorShown ? errorTextId : null].filter(Boolean).join(' ') || undefined,
    'aria-errormessage': errorShown ? errorTextId : undefined,
  };
  return (
    <div data-invalid={flag(invalid)} className={field.root}>
      <label id={labelById ? labelIdOf(id) : undefined} htmlFor={id} data-invalid={flag(invalid)} className={field.label}>
        {label}
      </label>
      {children(control)}
      {helperText && (
        <span id={helperTextId} className={field.helperText}>
          {helperText}
        </span>
      )}
      {errorShown && (
        // An alert: announced as it appears (a live region added with its text is not, in most readers).
        <span id={errorTextId} role="alert" className={field.errorText}>
          {error}
        </span>
      )}
      {note}
    </div>
  );
}

interface NumberFieldProps {
  label: string;
  value: NumberValue;
  onChange: (value: NumberValue) => void;
  /** Shown after the input, e.g. 'in', '%', 'mg'. */
  unit?: ReactNode;
  /** The bounds the input declares (`numberInput`): a value outside them gets an inline message. */
  bounds?: NumberBounds;
  /** Bounds for a field without a declared input (a row's cell): a value outside them gets an inline message. */
  min?: number;
  max?: number;
  /** Takes negative values: a ± key beside it gives the sign, which the decimal keypad of some phones lacks. */
  signed?: boolean;
  /** Counts (scores, packs): a fraction gets 'Enter a whole number.' */
  wholeNumber?: boolean;
  /** How a field without a declared input (a row's cell) reads its text: money, percent, maths (readNumber.ts). */
  reads?: NumberKind;
  /** A length field's unit in inches, so 65" or 5' 10" typed in it is read in its unit. */
  inchesPerUnit?: number;
  helperText?: ReactNode;
  /** A calculator's own message about this field, shown inline as an error. */
  error?: string | null;
  name?: string;
}

/** How a field reads its text: its kind (money, percent, …) and, for a length, its unit. */
interface Reader {
  kind?: NumberKind;
  inchesPerUnit?: number;
}

/** A value as the number it is written as, whether or not it is within bounds (held as text when not). */
function asWritten(value: NumberValue, { kind, inchesPerUnit }: Reader = {}): NumberValue {
  if (typeof value === 'number') return value;
  const reading = readNumber(value, kind, { inchesPerUnit });
  return 'value' in reading && Number.isFinite(reading.value) ? reading.value : value;
}

/** Whether the text reads as the value: '4.' as 4, '$45,000' as 45000, and '1e6' as a value held as the text '1000000'. */
function sameValue(draft: string, value: NumberValue, reader: Reader): boolean {
  return asWritten(draft, reader) === asWritten(value, reader);
}

const shown = (bound: number) => formatFigure(bound);

function rangeMessage({ min, max }: NumberBounds): string {
  if (min !== undefined && max !== undefined) return `Enter a value from ${shown(min)} to ${shown(max)}.`;
  if (min !== undefined) return `Enter a value of at least ${shown(min)}.`;
  if (max !== undefined) return `Enter a value of at most ${shown(max)}.`;
  return 'This number is too large to work with.';
}

/**
 * The message for a value outside its bounds or not a number (what the field takes, or how to write
 * an ambiguous '2,5'); null for a valid or blank value.
 */
export function boundsMessage(value: NumberValue, bounds: NumberBounds = {}, inchesPerUnit?: number): string | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  let number: number;
  if (typeof value === 'number') number = value;
  else {
    const reading = readNumber(value, bounds.reads, { inchesPerUnit });
    if (!('value' in reading)) return reading.problem;
    // Text written as a number that is not a finite one ('1e400') is out of every range.
    if (!Number.isFinite(reading.value)) return rangeMessage(bounds);
    number = reading.value;
  }
  const { min, max, whole = false } = bounds;
  if ((min !== undefined && number < min) || (max !== undefined && number > max)) return rangeMessage(bounds);
  if (whole && !Number.isInteger(number)) return 'Enter a whole number.';
  return null;
}

/** A calculator's own message for a value that must be above zero (0 or less, held as a number or, below a field's minimum, as text), or null. */
export function positiveError(value: NumberValue, message: string): string | null {
  const number = asWritten(value, {});
  return typeof number === 'number' && number <= 0 ? message : null;
}

/**
 * A decimal input that keeps what the visitor types ('4.', '-', '') while the URL holds the parsed
 * value, and re-syncs when the value changes from outside (a reset, a unit conversion, back): see
 * useDraft.
 */
export const NumberField = memo(function NumberField({
  label,
  value,
  onChange,
  unit,
  bounds,
  min,
  max,
  signed = false,
  wholeNumber = false,
  reads,
  inchesPerUnit,
  helperText,
  error,
  name,
}: NumberFieldProps) {
  const rules = bounds ?? { min, max, whole: wholeNumber, reads };
  const reader: Reader = { kind: rules.reads, inchesPerUnit };
  const [draft, edit] = useDraft(value, onChange, {
    read: (text) => numberFrom(text, reader.kind, reader) ?? text,
    matches: (text, current) => sameValue(text, current, reader),
  });
  const message = error ?? boundsMessage(value, rules, inchesPerUnit);
  const ref = useEditBeforeLive<HTMLInputElement>(draft, edit);
  // Phones show their number keypad, which has no minus on some and no letters: keys beside the field give them.
  // Their names leave the field's label out: it names the input alone, and a key follows its input.
  const keys = [
    ...(signed ? [{ text: '±', name: 'Change sign', press: () => edit(draft.startsWith('-') ? draft.slice(1) : `-${draft}`) }] : []),
    ...(rules.reads === 'maths' ? [{ text: 'π', name: 'Add pi', press: () => edit(`${draft}π`) }] : []),
  ];
  return (
    <LabelledField label={label} helperText={message ? undefined : helperText} error={message}>
      {(control) => {
        const joined = unit !== undefined || keys.length > 0;
        const input = (
          <input
            ref={ref}
            {...control}
            name={name}
            value={draft}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => edit(event.target.value)}
            className={joined ? field.groupedInput : field.input}
          />
        );
        if (!joined) return input;
        return (
          <div className={field.group}>
            {input}
            {keys.map((key) => (
              <button key={key.text} type="button" aria-label={key.name} className={field.key} onClick={key.press}>
                {key.text}
              </button>
            ))}
            {unit !== undefined && <div className={field.unit}>{unit}</div>}
          </div>
        );
      }}
    </LabelledField>
  );
});

interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface ChoiceFieldProps<Value extends string> {
  label: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}

/** A compact native select, for units and long option lists; opaque, so it reads the same on a shaded row. */
export const SelectField = memo(function SelectField<Value extends string>({ label, value, choices, onChange }: ChoiceFieldProps<Value>) {
  // The choice shows at once, while it makes its round trip through the URL.
  const [shown, choose] = useDraft(value, onChange);
  const ref = useEditBeforeLive<HTMLSelectElement>(shown, choose);
  return (
    <LabelledField label={label}>
      {(control) => (
        <div className={select.root}>
          <select ref={ref} {...control} value={shown} onChange={(event) => choose(event.target.value)} className={select.field}>
            {choices.map((choice) => (
              // An option's value is its text when it has none: a grade list on every row of the
              // longest links is written once per option rather than twice.
              <option key={choice.value} value={choice.value === choice.label ? undefined : choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <div className={select.indicator}>
            <Icon name="ChevronDown" />
          </div>
        </div>
      )}
    </LabelledField>
  );
}) as <Value extends string>(props: ChoiceFieldProps<Value>) => ReactNode;

/** A segmented choice of two to four options, built on native radio buttons. */
export const SegmentedField = memo(function SegmentedField<Value extends string>({ label, value, choices, onChange }: ChoiceFieldProps<Value>) {
  const name = useId();
  const [shown, choose] = useDraft(value, onChange);
  return (
    <fieldset className={segmented.root}>
      <legend className={segmented.legend}>{label}</legend>
      <div className={segmented.track}>
        {choices.map((choice) => (
          <Segment
            key={choice.value}
            name={name}
            value={choice.value}
            label={choice.label}
            checked={choice.value === shown}
            onChoose={() => choose(choice.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}) as <Value extends string>(props: ChoiceFieldProps<Value>) => ReactNode;

function Segment({ name, value, label, checked, onChoose }: { name: string; value: string; label: string; checked: boolean; onChoose: () => void }) {
  const ref = useCheckBeforeLive(checked, onChoose);
  return (
    <label className={cx(segmented.segment, checked ? segmented.checked : segmented.unchecked)}>
      <input
        ref={ref}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
      />
      {label}
    </label>
  );
}
