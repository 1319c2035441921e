import * as v from 'valibot';
import { numberOrText, type InputField } from '../frame/inputs.ts';

export const maximumExpressionLength = 200;

/**
 * A URL input holding an expression: the text as typed. The router reads
 * a bare number such as `function=2` as a number; it is taken back as its text.
 */
export function expressionInput(defaultValue: string): InputField<string> {
  return {
    schema: v.pipe(numberOrText(maximumExpressionLength), v.transform(String)),
    defaultValue,
    contract: { type: 'expression', default: defaultValue, maxLength: maximumExpressionLength },
  };
}
