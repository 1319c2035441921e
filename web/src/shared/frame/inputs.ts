/**
 * Calculator inputs live in the URL query string (CONVENTIONS section 4). Each calculator declares
 * its inputs once with these field schemas; the route validates its search params with them, so
 * the URL is typed end to end, and pages read and write the values with `useUrlInputs`.
 *
 * A number field holds a number when the text parses, and the raw text otherwise, so what the
 * visitor typed survives a reload and a half-typed value never turns into a wrong result.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import * as v from 'valibot';

export type NumberValue = number | string;

const maximumTextLength = 64;
const numberPattern = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** The number a text denotes, or undefined when it is not a complete finite number. */
export function parseNumberText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!numberPattern.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A field value as a number for the maths: NaN when blank or not a number. */
export function toNumber(value: NumberValue): number {
  return typeof value === 'number' ? value : (parseNumberText(value) ?? Number.NaN);
}

/** Spec document 1, section 5.1: blank or invalid number inputs count as 0. */
export function toNumberOrZero(value: NumberValue): number {
  const number = toNumber(value);
  return Number.isNaN(number) ? 0 : number;
}

const numberValueSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(
    v.string(),
    v.maxLength(maximumTextLength),
    v.transform((text): NumberValue => parseNumberText(text) ?? text),
  ),
]);

export function numberInput(defaultValue: number) {
  return v.fallback(v.optional(numberValueSchema, defaultValue), defaultValue);
}

export function choiceInput<const Choice extends string>(choices: readonly Choice[], defaultValue: NoInfer<Choice>) {
  return v.fallback(v.optional(v.picklist(choices), defaultValue), defaultValue);
}

export function booleanInput(defaultValue: boolean) {
  return v.fallback(v.optional(v.boolean(), defaultValue), defaultValue);
}

/** Row lists and objects (CONVENTIONS section 4): JSON in the URL, validated against their shape. */
export function jsonInput<const Schema extends v.GenericSchema>(schema: Schema, defaultValue: v.InferOutput<Schema>) {
  return v.fallback(v.optional(schema, defaultValue as v.InferInput<Schema>), defaultValue);
}

/** A number cell inside a JSON row: the same number-or-text rule as a number field. */
export const numberCell = numberValueSchema;

export function defineInputs<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.object(entries);
}

export type InputsOf<Schema extends v.GenericSchema> = v.InferOutput<Schema>;

/**
 * The current inputs from the URL and a setter that writes every input back (replace, not push;
 * no scroll jump), so a shared link carries the whole state.
 */
export function useUrlInputs<Schema extends v.GenericSchema<unknown, object>>(
  schema: Schema,
): [v.InferOutput<Schema>, (patch: Partial<v.InferOutput<Schema>>) => void] {
  const search = useSearch({ strict: false });
  const values = useMemo(() => v.parse(schema, search), [schema, search]);
  const navigate = useNavigate();
  const update = useCallback(
    (patch: Partial<v.InferOutput<Schema>>) => {
      void navigate({
        to: '.',
        // The route validated these params with the same schema; the cast joins the two typings.
        search: ((previous: object) => ({ ...v.parse(schema, previous), ...patch })) as never,
        replace: true,
        resetScroll: false,
      });
    },
    [navigate, schema],
  );
  return [values, update];
}
