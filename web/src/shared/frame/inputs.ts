/**
 * Calculator inputs live in the URL query string. Each calculator declares
 * its inputs once with these field schemas; its route validates its search params with them
 * (`validateSearch: inputs.search`), so the URL is typed end to end, and the page reads the route's
 * search and writes the values back with `useUrlInputs` (useUrlInputs.ts). The routes bring this
 * module and every calculator's inputs into every page's first load: what only pages need lives
 * elsewhere.
 *
 * A number field holds a number when the text parses, and the raw text otherwise, so what the
 * visitor typed survives a reload and a half-typed value never turns into a wrong result.
 *
 * A number field declares its bounds here, once (`numberInput(18, { min: 16, max: 25 })`). A value
 * outside them, typed or in a link, is held as text too: the field shows its message, and the
 * maths, which reads a field through `toNumber` (fieldValues.ts), never sees it. So no link can
 * make a page do unbounded work (`?collegeStartAge=1000000` would build a million-year table).
 */
import * as v from 'valibot';
import type { InputContract } from '../../catalogue/inputContract.ts';
import { withinBounds, type NumberBounds } from '../math/bounds.ts';
import { numberFrom, readNumber, type NumberKind, type ReadOptions } from '../math/readNumber.ts';

export type { NumberBounds } from '../math/bounds.ts';
export type { NumberKind } from '../math/readNumber.ts';

export type NumberValue = number | string;

const maximumTextLength = 64;

/** Whether a text is a plain number, finite or not ('1e400' and '45,000' are, '$5' and 'abc' are not): how a field holds a number outside its bounds. */
export function isNumberText(text: string): boolean {
  const reading = readNumber(text);
  return 'value' in reading;
}

/** The finite number a text reads as in a field of the given kind ('45,000', '−5'; '$45,000' for money), or undefined. */
export function parseNumberText(text: string, kind?: NumberKind, options?: ReadOptions): number | undefined {
  return numberFrom(text, kind, options);
}

/**
 * A URL value that is a number (the router reads `x=5` as one) or text of at most `maximumLength`
 * characters. One check instead of a union of a number schema and a text schema: the routes
 * validate with these schemas, so they are in every page's first load.
 */
export function numberOrText(maximumLength: number): v.GenericSchema<unknown, number | string> {
  return v.custom<number | string>((input) =>
    typeof input === 'number' ? Number.isFinite(input) : typeof input === 'string' && input.length <= maximumLength,
  );
}

/**
 * A number value: a number within the bounds; else text: a number outside them as JavaScript writes
 * it ('45000000' for '$45,000,000' in a money field, '1e400' as it is), or what does not read as a
 * number, as it was written. So a link with `$45,000` reads as a money field reads it when typed.
 */
function numberValueSchema(bounds: NumberBounds): v.GenericSchema<unknown, NumberValue> {
  const within = (value: number, text: string): NumberValue => (withinBounds(value, bounds) ? value : text);
  return v.pipe(
    numberOrText(maximumTextLength),
    v.transform((input) => {
      if (typeof input === 'number') return within(input, String(input));
      const reading = readNumber(input, bounds.reads);
      if (!('value' in reading)) return input;
      // A number out of bounds is held as written when that is how JavaScript writes numbers ('1e6'), else as the number ('45000000').
      return Number.isFinite(reading.value) ? within(reading.value, isNumberText(input) ? input : String(reading.value)) : input;
    }),
  );
}

/** What an input accepts, told to integrators (catalogue/inputContract.ts): made from the same arguments as its schema. */
export type FieldContract = Omit<InputContract, 'name'>;

/** One input: how its URL value is validated, its value when the URL has none, and what it accepts. */
export interface InputField<Value> {
  schema: v.GenericSchema<unknown, Value>;
  defaultValue: Value;
  /** A number input's bounds. */
  bounds?: NumberBounds;
  contract: FieldContract;
}

export function numberInput(defaultValue: number, bounds: NumberBounds = {}): InputField<NumberValue> {
  const { min, max, whole = false, reads = 'number' } = bounds;
  return {
    schema: numberValueSchema(bounds),
    defaultValue,
    bounds,
    contract: { type: 'number', default: defaultValue, minimum: min, maximum: max, whole, format: reads },
  };
}

export function choiceInput<const Choice extends string>(choices: readonly Choice[], defaultValue: NoInfer<Choice>): InputField<Choice> {
  return { schema: v.picklist(choices), defaultValue, contract: { type: 'choice', default: defaultValue, choices } };
}

export function booleanInput(defaultValue: boolean): InputField<boolean> {
  return { schema: v.boolean(), defaultValue, contract: { type: 'boolean', default: defaultValue } };
}

/** Row lists and objects: JSON in the URL, validated against their shape. */
export function jsonInput<Value>(schema: v.GenericSchema<unknown, Value>, defaultValue: Value): InputField<Value> {
  return { schema, defaultValue, contract: { type: 'json', default: defaultValue } };
}

/** A number cell inside a JSON row, held to its bounds (if any) as a number field is. */
export const boundedCell = (bounds: NumberBounds) => numberValueSchema(bounds);

/**
 * A row list in the URL: at most `maximumRows` rows, counted before any row
 * is read, so a link with a million rows costs one length check and opens the default rows.
 */
export function rowsInput<Row>(row: v.GenericSchema<unknown, Row>, maximumRows: number, defaultValue: Row[]): InputField<Row[]> {
  const countedList = v.custom<unknown[]>((input) => Array.isArray(input) && input.length <= maximumRows);
  return { schema: v.pipe(countedList, v.array(row)), defaultValue, contract: { type: 'json', default: defaultValue, maxRows: maximumRows } };
}

export type Fields = Record<string, InputField<unknown>>;
export type InputsOf<F extends Fields> = { [Key in keyof F]: F[Key]['defaultValue'] };
export type SearchOf<F extends Fields> = { [Key in keyof F]?: F[Key]['defaultValue'] };

export interface CalculatorInputs<F extends Fields> {
  /**
   * The route's `validateSearch`: keeps each valid value the URL holds and drops invalid ones and
   * params the calculator does not have. It adds no defaults, so a page opened without inputs keeps
   * a clean URL.
   */
  search: v.GenericSchema<SearchOf<F>, SearchOf<F>>;
  defaults: InputsOf<F>;
  /** Each input's bounds (none for inputs that are not numbers), for its field's message. */
  bounds: { readonly [Key in keyof F]: NumberBounds };
  /** What each input accepts, in the order declared, for integrators building links. */
  contracts: InputContract[];
}

export function defineInputs<const F extends Fields>(fields: F): CalculatorInputs<F> {
  const entries = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, v.fallback(v.optional(field.schema), undefined)]));
  const defaults = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.defaultValue]));
  const bounds = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.bounds ?? {}]));
  return {
    search: v.object(entries) as unknown as CalculatorInputs<F>['search'],
    defaults: defaults as InputsOf<F>,
    bounds: bounds as CalculatorInputs<F>['bounds'],
    contracts: Object.entries(fields).map(([name, field]) => ({ name, ...field.contract })),
  };
}
