import * as v from 'valibot';
import { booleanInput, defineInputs, jsonInput } from '../../shared/frame/inputs.ts';

/**
 * The values as the visitor typed them. The URL may also carry a JSON list (`values=[1,2,3]`, as
 * every list input in a link is) or a single number (`values=5`); both become the same text.
 */
const maximumTextLength = 16_000;

/** A number (not NaN, as valibot's number schema reads one) or text: a value, or an item of a list. */
const isNumberOrText = (input: unknown): input is number | string => (typeof input === 'number' && !Number.isNaN(input)) || typeof input === 'string';

// One check and one conversion rather than a union of three schemas: the route validates with this
// schema, so it is in every page's first load.
const valuesText = v.pipe(
  v.custom<number | string | (number | string)[]>((input) =>
    // A list is counted before its items are read.
    Array.isArray(input) ? input.length <= maximumTextLength / 2 && input.every(isNumberOrText) : isNumberOrText(input),
  ),
  v.transform((input) => (Array.isArray(input) ? input.join(', ') : String(input))),
  // Typed text, and a list's text, held to the same length.
  v.maxLength(maximumTextLength),
);

/** URL inputs: /standard-deviation-calculator?values=1, 2, 3&population=false */
export const standardDeviationInputs = defineInputs({
  values: jsonInput(valuesText, '2, 4, 4, 4, 5, 5, 7, 9'),
  population: booleanInput(true),
});
