import * as v from 'valibot';
import { booleanInput, defineInputs, jsonInput } from '../../shared/frame/inputs.ts';

const maximumLinkedLength = 8_000;

/**
 * Whether the values text can go into the page link. The server, like most, refuses request lines
 * beyond about 16 KB; a longer list still computes, but its link would not open again, so the link
 * keeps the last list that fits. (encodeURIComponent is an upper bound of the link's encoding.)
 */
export function fitsInLink(text: string): boolean {
  return text.length <= maximumLinkedLength && encodeURIComponent(text).length <= maximumLinkedLength;
}

/**
 * The values as the visitor typed them. The URL may also carry a JSON list (`values=[1,2,3]`,
 * CONVENTIONS section 4) or a single number (`values=5`); both become the same text.
 */
const maximumTextLength = 16_000;

const valuesText = v.union([
  v.pipe(v.string(), v.maxLength(maximumTextLength)),
  v.pipe(
    v.number(),
    v.transform((value) => String(value)),
  ),
  // A list is counted before its items are read, and its text held to the same length as typed text.
  v.pipe(
    v.array(v.unknown()),
    v.maxLength(maximumTextLength / 2),
    v.array(v.union([v.number(), v.string()])),
    v.transform((list) => list.join(', ')),
    v.maxLength(maximumTextLength),
  ),
]);

/** URL inputs (CONVENTIONS section 4): /standard-deviation-calculator?values=1, 2, 3&population=false */
export const standardDeviationInputs = defineInputs({
  values: jsonInput(valuesText, '2, 4, 4, 4, 5, 5, 7, 9'),
  population: booleanInput(true),
});
