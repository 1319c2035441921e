/**
 * Numbers as people write them: the one reader of every number field's text (as typed, and in a
 * link), so every field takes the same forms and says the same about the rest.
 *
 * Every field takes surrounding spaces, a leading + or −, a typographic minus (−5, pasted from a
 * document), exponent notation (1e6) and thousands separated by commas (45,000; 1,234.5). A comma
 * that does not separate thousands ('2,5', '1,23') is read as nothing: in some countries it is a
 * decimal point, in others a separator, so the field asks for the number written with a point.
 * Beyond that, each kind of field takes what its values are written with:
 * - money: a currency sign in front ($45,000, -$20, €300);
 * - percent: a % after it (6.8%);
 * - length: inch and foot marks (65", 5' 10", 6 ft), read as inches and given in the field's unit;
 * - maths: pi (π) and e, and expressions of them with + − × ÷ ^ and parentheses (2pi, pi/2, e^2).
 *
 * Kept small and in the first load: the routes' URL schemas read a link's numbers with it.
 */

export type NumberKind = 'number' | 'money' | 'percent' | 'length' | 'maths';

/** What a text reads as: a number (possibly too large for a double: Infinity), or why it does not. */
export type NumberReading = { value: number } | { problem: string };

/** Options a field gives beside its kind. */
export interface ReadOptions {
  /** A length field's unit, in inches (2.54 cm is 1 in: 1/2.54 for centimetres); without it, marks are not read. */
  inchesPerUnit?: number;
}

/** What each kind of field takes, as its message says. */
export const acceptedForms: Readonly<Record<NumberKind, string>> = {
  number: 'Enter a number, such as 12, 3.5 or 45,000.',
  money: 'Enter an amount, such as 45,000 or $45,000.',
  percent: 'Enter a percentage, such as 6.8 or 6.8%.',
  length: 'Enter a length, such as 65, 65" or 5\' 5".',
  maths: 'Enter a number, or pi and e in an expression such as 2pi or pi/2.',
};

const dashes = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g;
const spaces = /[\s\u00A0\u2009\u202F]+/g;
const plainNumber = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** Thousands in groups of three after a comma (or a space), and decimals after a point: 45,000, 1,234.5 or 45 000. */
const groupedNumber = /^([-+]?)(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+)(\.\d*)?$/;
/** A comma that is not a thousands separator, as a decimal comma would be: 2,5 or 1,2345. */
const commaDecimal = /^[-+]?\d+,\d+$/;
const currency = /^([-+]?)\s*[$€£¥₹]\s*/;
const lengthNumber = '(\\d+(?:\\.\\d*)?|\\.\\d+)';
const inchMark = `(?:"|″|”|''|in\\.?|inch(?:es)?)`;
const footMark = `(?:'|′|’|ft\\.?|foot|feet)`;
const feetAndInches = new RegExp(`^${lengthNumber}\\s*${footMark}(?:\\s*${lengthNumber}\\s*${inchMark}?)?$`, 'i');
const inchesOnly = new RegExp(`^${lengthNumber}\\s*${inchMark}$`, 'i');

function ambiguousComma(text: string): string {
  const written = text.replace(/^[-+]/, '');
  const [whole = '', decimals = ''] = written.split(',');
  return `Write ${written.replace(',', '.')} with a point for decimals (a comma only separates thousands, as in 45,000): ${whole}.${decimals}, or ${whole}${decimals} without the comma.`;
}

/** A plain or grouped number ('45,000', '-1e6'), or why it is not one. */
function readPlain(text: string): NumberReading | null {
  if (plainNumber.test(text)) return { value: Number(text) };
  const grouped = groupedNumber.exec(text);
  if (grouped) return { value: Number(`${grouped[1]}${(grouped[2] ?? '').replace(/[, ]/g, '')}${grouped[3] ?? ''}`) };
  if (commaDecimal.test(text)) return { problem: ambiguousComma(text) };
  return null;
}

/** Feet and inches in inches: 65" is 65, 5' 10" is 70, 6 ft is 72; null without a mark. */
function readLength(text: string): number | null {
  const feet = feetAndInches.exec(text);
  if (feet) return Number(feet[1]) * 12 + Number(feet[2] ?? 0);
  const inches = inchesOnly.exec(text);
  return inches ? Number(inches[1]) : null;
}

/**
 * The value of an expression of numbers, pi and e: + − × ÷ ^ and parentheses, a constant or a
 * bracket multiplying what is written before it (2pi, 3(1+e)), ^ binding tightest and to the right,
 * a sign binding looser than ^ (-2^2 is -4). NaN when it is not such an expression.
 */
function evaluateConstant(text: string): number {
  const tokens = text.toLowerCase().match(/\d+\.?\d*(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?|pi|π|e|[-+*/^()]|\S/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  // Written together, a constant or a bracket multiplies the number or bracket before it (2pi, 2(1 + e)); two numbers never do.
  const startsFactor = (token: string | undefined) => token !== undefined && /^(\(|pi|π|e)$/.test(token);
  function sum(): number {
    let value = product();
    while (peek() === '+' || peek() === '-') value = tokens[at++] === '+' ? value + product() : value - product();
    return value;
  }
  function product(): number {
    let value = signed();
    for (;;) {
      if (peek() === '*' || peek() === '/') value = tokens[at++] === '*' ? value * signed() : value / signed();
      // After a number or a bracket only: 'pie' is no product of pi and e.
      else if (startsFactor(peek()) && /^[\d.)]/.test(tokens[at - 1] ?? '')) value *= power();
      else return value;
    }
  }
  function signed(): number {
    if (peek() === '-' || peek() === '+') return tokens[at++] === '-' ? -signed() : signed();
    return power();
  }
  function power(): number {
    const base = atom();
    if (peek() !== '^') return base;
    at++;
    return base ** signed();
  }
  function atom(): number {
    const token = tokens[at++];
    if (token === 'pi' || token === 'π') return Math.PI;
    if (token === 'e') return Math.E;
    if (token === '(') {
      const value = sum();
      return tokens[at++] === ')' ? value : Number.NaN;
    }
    return token !== undefined && /^[\d.]/.test(token) ? Number(token) : Number.NaN;
  }
  const value = sum();
  return at === tokens.length ? value : Number.NaN;
}

/** What `text`, typed in a field of kind `kind`, reads as. */
export function readNumber(text: string, kind: NumberKind = 'number', { inchesPerUnit }: ReadOptions = {}): NumberReading {
  let written = text
    .replace(dashes, '-')
    .replace(spaces, ' ')
    .trim()
    .replace(/^([-+]) /, '$1');
  const refused = { problem: acceptedForms[kind] };
  if (written === '') return refused;
  if (kind === 'money') written = written.replace(currency, '$1');
  if (kind === 'percent') written = written.replace(/\s*%$/, '');
  const plain = readPlain(written);
  if (plain) return plain;
  if (kind === 'length' && inchesPerUnit !== undefined) {
    const inches = readLength(written);
    // To 12 digits, so 65" in centimetres is 165.1, not the 165.10000000000002 the division gives.
    if (inches !== null && Number.isFinite(inches)) return { value: Number((inches / inchesPerUnit).toPrecision(12)) };
  }
  if (kind === 'maths' && /^[\d\s.()+\-*/^×÷πpie]+$/i.test(written)) {
    const value = evaluateConstant(written.replace(/×/g, '*').replace(/÷/g, '/'));
    if (Number.isFinite(value)) return { value };
  }
  return refused;
}

/** The finite number a text reads as, or undefined. */
export function numberFrom(text: string, kind?: NumberKind, options?: ReadOptions): number | undefined {
  const reading = readNumber(text, kind, options);
  return 'value' in reading && Number.isFinite(reading.value) ? reading.value : undefined;
}
