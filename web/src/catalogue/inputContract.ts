/**
 * What a calculator's URL inputs accept, as data the server can serve to integrators
 * (`Calculator.inputs`, and a JSON Schema per calculator): made by the same field constructors the
 * routes validate their search params with (shared/frame/inputs.ts), collected for every calculator
 * into `calculatorInputs.gen.ts` by `npm run routes`.
 */

/** How a number input's text is read: plain, money ($45,000), a percentage (6.8%), a length, or maths (pi/2). */
export const numberFormats = ['number', 'money', 'percent', 'length', 'maths'] as const;
export type NumberFormat = (typeof numberFormats)[number];

/** The kinds of URL input: a number, one of a list of words, true or false, a maths expression in x, or JSON (row lists, objects). */
export const inputTypes = ['number', 'choice', 'boolean', 'expression', 'json'] as const;
export type InputType = (typeof inputTypes)[number];

export interface InputContract {
  /** The query-string parameter. */
  name: string;
  type: InputType;
  /** The value the page uses when the URL has none (a URL holds only the values that differ). */
  default: unknown;
  /** For a number: the least and greatest value accepted, whether it must be whole, and how its text is read. */
  minimum?: number;
  maximum?: number;
  whole?: boolean;
  format?: NumberFormat;
  /** For a choice: the words accepted. */
  choices?: readonly string[];
  /** For a row list: the most rows a link may hold. */
  maxRows?: number;
  /** For an expression: the most characters it may have. */
  maxLength?: number;
}
