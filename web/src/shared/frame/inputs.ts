/**
 * Calculator inputs live in the URL query string (CONVENTIONS section 4). Each calculator declares
 * its inputs once with these field schemas; the route validates its search params with them, so
 * the URL is typed end to end, and pages read and write the values with `useUrlInputs`.
 *
 * A number field holds a number when the text parses, and the raw text otherwise, so what the
 * visitor typed survives a reload and a half-typed value never turns into a wrong result.
 *
 * A number field declares its bounds here, once (`numberInput(18, { min: 16, max: 25 })`). A value
 * outside them, typed or in a link, is held as text too: the field shows its message, and the
 * maths, which reads a field through `toNumber`, never sees it. So no link can make a page do
 * unbounded work (`?collegeStartAge=1000000` would build a million-year table).
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { withinBounds, type NumberBounds } from '../math/bounds.ts';

export type { NumberBounds } from '../math/bounds.ts';

export type NumberValue = number | string;

const maximumTextLength = 64;
const numberPattern = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** A U+2212 minus, as pasted from typeset text ('−5'), and the other dashes that stand for one. */
const typographicMinus = /^[\u2212\u2012\u2013\uFE63\uFF0D]/;

/** The text with a leading typographic minus written as '-'. */
function plainMinus(text: string): string {
  return text.trim().replace(typographicMinus, '-');
}

/** Whether a text is written as a number, finite or not ('1e400' is, 'abc' is not). */
export function isNumberText(text: string): boolean {
  return numberPattern.test(plainMinus(text));
}

/** The number a text denotes ('−5' with a typographic minus too), or undefined when it is not a complete finite number. */
export function parseNumberText(text: string): number | undefined {
  const plain = plainMinus(text);
  if (!numberPattern.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A field value as a number for the maths: NaN when blank, not a number, or outside the field's
 * bounds (all held as text), so a calculator given it has no result.
 */
export function toNumber(value: NumberValue): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * Whether a value is held as text for lying outside its field's bounds (or beyond any number):
 * a value the maths cannot take, not a blank or half-typed one. A row list with such a cell has
 * no result, as a form with such a field has none.
 */
export function isOutOfBounds(value: NumberValue): boolean {
  return typeof value === 'string' && isNumberText(value);
}

/** What a results panel says while a value is out of its field's bounds. */
export const outOfBoundsMessage = 'A value is outside the range its field allows: correct it to calculate';

/**
 * Spec document 1, section 5.1: blank or invalid number inputs count as 0. A number outside the
 * field's bounds, or too large for a number, is not invalid input but a value the maths cannot
 * take: NaN, so there is no result.
 */
export function toNumberOrZero(value: NumberValue): number {
  if (typeof value === 'number') return value;
  return isNumberText(value) ? Number.NaN : 0;
}

/** A number value: a number within the bounds, else the text (as typed, or as the URL's JSON number reads). */
function numberValueSchema(bounds: NumberBounds): v.GenericSchema<unknown, NumberValue> {
  const within = (value: number, text: string): NumberValue => (withinBounds(value, bounds) ? value : text);
  return v.union([
    v.pipe(
      v.number(),
      v.finite(),
      v.transform((value) => within(value, String(value))),
    ),
    v.pipe(
      v.string(),
      v.maxLength(maximumTextLength),
      v.transform((text) => {
        const value = parseNumberText(text);
        return value === undefined ? text : within(value, text);
      }),
    ),
  ]);
}

/** One input: how its URL value is validated, and its value when the URL has none. */
export interface InputField<Value> {
  schema: v.GenericSchema<unknown, Value>;
  defaultValue: Value;
  /** A number input's bounds. */
  bounds?: NumberBounds;
}

export function numberInput(defaultValue: number, bounds: NumberBounds = {}): InputField<NumberValue> {
  return { schema: numberValueSchema(bounds), defaultValue, bounds };
}

export function choiceInput<const Choice extends string>(choices: readonly Choice[], defaultValue: NoInfer<Choice>): InputField<Choice> {
  return { schema: v.picklist(choices), defaultValue };
}

export function booleanInput(defaultValue: boolean): InputField<boolean> {
  return { schema: v.boolean(), defaultValue };
}

/** Row lists and objects (CONVENTIONS section 4): JSON in the URL, validated against their shape. */
export function jsonInput<Value>(schema: v.GenericSchema<unknown, Value>, defaultValue: Value): InputField<Value> {
  return { schema, defaultValue };
}

/** A number cell inside a JSON row: the same number-or-text rule as a number field. */
export const numberCell = numberValueSchema({});

/** A number cell with bounds, held to them as a number field is. */
export const boundedCell = (bounds: NumberBounds) => numberValueSchema(bounds);

/**
 * A row list in the URL (CONVENTIONS section 4): at most `maximumRows` rows, counted before any row
 * is read, so a link with a million rows costs one length check and opens the default rows.
 */
export function rowsInput<Row>(row: v.GenericSchema<unknown, Row>, maximumRows: number, defaultValue: Row[]): InputField<Row[]> {
  return { schema: v.pipe(v.array(v.unknown()), v.maxLength(maximumRows), v.array(row)), defaultValue };
}

type Fields = Record<string, InputField<unknown>>;
export type InputsOf<F extends Fields> = { [Key in keyof F]: F[Key]['defaultValue'] };
type SearchOf<F extends Fields> = { [Key in keyof F]?: F[Key]['defaultValue'] };

export interface CalculatorInputs<F extends Fields> {
  /**
   * The URL's inputs as the page reads them: keeps each valid value the URL holds and drops invalid
   * ones. It adds no defaults, so a page opened without inputs keeps a clean URL.
   */
  search: v.GenericSchema<SearchOf<F>, SearchOf<F>>;
  defaults: InputsOf<F>;
  /** Each input's bounds (none for inputs that are not numbers), for its field's message. */
  bounds: { readonly [Key in keyof F]: NumberBounds };
}

export function defineInputs<const F extends Fields>(fields: F): CalculatorInputs<F> {
  const entries = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, v.fallback(v.optional(field.schema), undefined)]));
  const defaults = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.defaultValue]));
  const bounds = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.bounds ?? {}]));
  return {
    search: v.object(entries) as unknown as CalculatorInputs<F>['search'],
    defaults: defaults as InputsOf<F>,
    bounds: bounds as CalculatorInputs<F>['bounds'],
  };
}

/** One setter per input, the same functions on every render. */
export type InputSetters<F extends Fields> = { readonly [Key in keyof F]: (value: InputsOf<F>[Key]) => void };

/** Values set the URL has yet to show that are remembered at most: more than any burst of edits. */
const rememberedWrites = 32;

/** The inputs the page shows: the URL's, or those set on the page ahead of the URL. */
interface OwnValues<Values> {
  values: Values;
  /** The key of the URL's values when these were set, or when the URL last caught up with them. */
  seen: string;
  /** The keys of the values written to the URL that it has yet to show, oldest first. */
  writes: readonly string[];
}

/**
 * Patches gathered and written in one task of their own, once the render that shows them is done:
 * however many edits arrive before it runs, the URL is written once, with all of them.
 */
function laterWrites<Patch extends object>() {
  let waiting: { patch: Patch; timer: ReturnType<typeof setTimeout> } | null = null;
  return {
    add(patch: Patch, write: (patches: Patch) => unknown) {
      if (waiting) {
        waiting.patch = { ...waiting.patch, ...patch };
        return;
      }
      const gathered = {
        patch,
        timer: setTimeout(() => {
          waiting = null;
          write(gathered.patch);
        }),
      };
      waiting = gathered;
    },
    cancel() {
      if (waiting) clearTimeout(waiting.timer);
      waiting = null;
    },
  };
}

/** Two sets of inputs are the same when their keys are (their values are plain data: numbers, text, rows). */
const keyOf = (values: object) => JSON.stringify(values);

/**
 * The current inputs (the URL's values over the defaults) and a setter that writes every input
 * back (replace, not push; no scroll jump), so a shared link carries the whole state. The third
 * item has a setter per input that stays the same function from render to render: a field given
 * one skips the renders that change nothing of its own (the fields are memoised).
 *
 * A change shows at once: the page renders with it in the edit's own render, and the URL follows
 * in a task of its own, after that render. Going through the router first put its work (matching,
 * `history.replaceState`, about 2 ms on a phone-class core) between every keystroke and its
 * result. Until the URL shows the values set here, the page keeps them; values in the URL that
 * were not set here (going back, a link to the page, a reset) replace them.
 */
export function useUrlInputs<F extends Fields>(inputs: CalculatorInputs<F>): [InputsOf<F>, (patch: Partial<InputsOf<F>>) => void, InputSetters<F>] {
  const { defaults } = inputs;
  const search = useSearch({ strict: false });
  const fromUrl = useMemo(() => readInputs(inputs, search), [inputs, search]);
  const urlKey = useMemo(() => keyOf(fromUrl), [fromUrl]);
  const [own, setOwn] = useState<OwnValues<InputsOf<F>>>(() => ({ values: fromUrl, seen: urlKey, writes: [] }));
  let values = own.values;
  if (own.seen !== urlKey) {
    const written = own.writes.indexOf(urlKey);
    if (written >= 0) {
      // The URL caught up with one of the writes: the page keeps its values, and their identity.
      setOwn({ ...own, seen: urlKey, writes: own.writes.slice(written + 1) });
    } else {
      values = fromUrl;
      setOwn({ values: fromUrl, seen: urlKey, writes: [] });
    }
  }

  const navigate = useNavigate();
  const [later] = useState(laterWrites<Partial<InputsOf<F>>>);
  // Leaving the page: a write still waiting would land on the next page's URL.
  useEffect(() => () => later.cancel(), [later]);
  const update = useCallback(
    (patch: Partial<InputsOf<F>>) => {
      setOwn((previous) => {
        // Read as the URL will read them, so the URL's values match these when it catches up.
        const next = readInputs(inputs, { ...previous.values, ...patch });
        return { values: next, seen: previous.seen, writes: [...previous.writes.slice(1 - rememberedWrites), keyOf(next)] };
      });
      later.add(patch, (patches) =>
        navigate({
          to: '.',
          // The route validated these params with the same schema; the cast joins the two typings.
          search: ((previous: object) => ({ ...readInputs(inputs, previous), ...patches })) as never,
          replace: true,
          resetScroll: false,
        }),
      );
    },
    [navigate, inputs, later],
  );
  const setters = useMemo(
    () =>
      Object.fromEntries(Object.keys(defaults).map((key) => [key, (value: unknown) => update({ [key]: value } as Partial<InputsOf<F>>)])) as InputSetters<F>,
    [defaults, update],
  );
  return [values, update, setters];
}

/** Search params read as inputs: each valid value kept, every other input at its default. */
function readInputs<F extends Fields>({ search: schema, defaults }: CalculatorInputs<F>, params: object): InputsOf<F> {
  const search = v.parse(schema, params);
  const values = { ...defaults };
  for (const key of Object.keys(search) as (keyof F)[]) {
    const value = search[key];
    if (value !== undefined) values[key] = value as InputsOf<F>[keyof F];
  }
  return values;
}

/**
 * A typed value re-expressed in another unit, so the physical quantity stays the same when the
 * unit changes (`factor` = size of one unit in a common base unit). Text that is not a number stays
 * as typed; 6 significant digits keep 12 in → 30.48 cm → 12 in exact.
 */
export function convertNumberValue(value: NumberValue, fromFactor: number, toFactor: number): NumberValue {
  if (typeof value !== 'number' || fromFactor === toFactor) return value;
  return Number(((value * fromFactor) / toFactor).toPrecision(6));
}
