/**
 * Polynomial factoring over the rationals (spec sections 3 and 9, with CONVENTIONS D9: degrees 1
 * to 4, with steps; 'Unable to factor' only when the polynomial is irreducible over the rationals).
 *
 * All arithmetic is exact (bigint rationals). The steps: pull out the content (the rational number
 * that leaves integer coefficients with no common divisor and a positive leading coefficient), then
 * a power of x when the constant term is 0, then the rational roots p/q (p divides the constant
 * term, q the leading coefficient) with their multiplicities, then, for a quartic left with no
 * rational root, a pair of quadratics with integer coefficients (Gauss's lemma makes integer pairs
 * enough). What is left is irreducible over the rationals: a quadratic whose discriminant is not a
 * perfect square, or a cubic or quartic without rational roots or quadratic factors. The factors
 * are multiplied back and compared with the input, exactly.
 *
 * Where the spec is silent: input that is not a polynomial, or whose degree differs from the
 * degree field, gives the spec's 'Unable to factor' with method 'Not supported' and a step saying
 * why; a degree outside 1 to 4 gives the spec's 'Polynomial degree N factoring not implemented'.
 */
import { parseExpression } from '../../shared/expression/expression.ts';
import {
  degree as degreeOf,
  formatPolynomial,
  multiplyPolynomials,
  samePolynomial,
  scale,
  toPolynomial,
  type Polynomial,
} from '../../shared/expression/polynomial.ts';
import { formatRational, gcd, one, rational, type Rational } from '../../shared/expression/rational.ts';

export interface Inputs {
  polynomial: string;
  degree: number;
}

export interface Factor {
  /** The factor as written, e.g. x + 1, 2x - 3, x^2 + 1. */
  text: string;
  multiplicity: number;
}

export interface Result {
  /** The polynomial as typed, tidied: x^2 + 3x + 2. */
  original: string;
  /** The factors, constant first when there is one: ['x + 1', 'x + 2'] or ['Unable to factor']. */
  factors: string[];
  /** The factored form: (x + 1)(x + 2). */
  factored: string;
  method: string;
  steps: string[];
  /** The factors multiply back to the input exactly. */
  verified: boolean;
  /** The polynomial is irreducible over the rationals (nothing but a constant could be pulled out). */
  irreducible: boolean;
  supported: boolean;
}

/** Divisor enumeration stops here, so a huge coefficient cannot freeze the page. */
const largestSearched = 10n ** 12n;

type IntegerPolynomial = bigint[];

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/**
 * The positive divisors of a value of at most 10¹² (callers check), in increasing order. On doubles:
 * below 2⁵³, n / d is a whole number exactly when d divides n.
 */
function positiveDivisors(value: bigint): number[] {
  const n = Number(abs(value));
  const small: number[] = [];
  const large: number[] = [];
  for (let d = 1; d * d <= n; d += 1) {
    if (Number.isInteger(n / d)) {
      small.push(d);
      if (d * d !== n) large.push(n / d);
    }
  }
  return [...small, ...large.reverse()];
}

function integerSquareRoot(value: bigint): bigint | null {
  if (value < 0n) return null;
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  while (x * x > value) x -= 1n;
  while ((x + 1n) * (x + 1n) <= value) x += 1n;
  return x * x === value ? x : null;
}

function toRationalPolynomial(coefficients: IntegerPolynomial): Polynomial {
  return coefficients.map((coefficient) => rational(coefficient));
}

function evaluateInteger(coefficients: IntegerPolynomial, numerator: bigint, denominator: bigint): bigint {
  // q^n P(p/q), an integer that is 0 exactly when p/q is a root.
  const n = coefficients.length - 1;
  return coefficients.reduce((sum, coefficient, power) => sum + coefficient * numerator ** BigInt(power) * denominator ** BigInt(n - power), 0n);
}

/**
 * Residues modulo a prime below 2¹⁵, a quick test that a value is not 0 before an exact test in
 * bigint. Sums and products of two residues stay below 2³⁰; `| 0` keeps them small integers for the
 * engine, whose integer remainder is many times faster than its floating-point one.
 */
const residuePrime = 32_749;
const residuePrimeBig = BigInt(residuePrime);

/** The residue of a whole number below 2⁵³. */
function residue(value: number): number {
  const remainder = (value % residuePrime) | 0;
  return remainder < 0 ? remainder + residuePrime : remainder;
}

function residues(coefficients: IntegerPolynomial): number[] {
  return coefficients.map((coefficient) => {
    const remainder = Number(coefficient % residuePrimeBig) | 0;
    return remainder < 0 ? remainder + residuePrime : remainder;
  });
}

/** x·y modulo the prime, for residues x and y. */
const times = (x: number, y: number) => ((x * y) | 0) % residuePrime;
/** x − y modulo the prime, for residues x and y. */
const minus = (x: number, y: number) => (x - y + residuePrime) % residuePrime;

/**
 * q^n P(p/q) modulo the prime, from the residues of P's coefficients, p and q: when it is not 0 the
 * integer is not 0 either, so p/q is no root and the exact test can be skipped; when it is 0 the exact
 * test decides.
 */
function mayBeRoot(coefficientResidues: readonly number[], p: number, q: number): boolean {
  const n = coefficientResidues.length - 1;
  let sum = 0;
  let pPower = 1;
  for (let power = 0; power <= n; power += 1) {
    let qPower = 1;
    for (let step = power; step < n; step += 1) qPower = times(qPower, q);
    sum = (sum + times(times(coefficientResidues[power] ?? 0, pPower), qPower)) % residuePrime;
    pPower = times(pPower, p);
  }
  return sum === 0;
}

/** The greatest common divisor of two whole numbers below 2⁵³. */
function smallGcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** Divides by (q x - p), which divides it exactly; the quotient keeps integer coefficients. */
function divideByLinear(coefficients: IntegerPolynomial, numerator: bigint, denominator: bigint): IntegerPolynomial {
  const quotient: bigint[] = new Array<bigint>(coefficients.length - 1).fill(0n);
  let carry = 0n;
  for (let power = coefficients.length - 1; power >= 1; power -= 1) {
    const coefficient = (coefficients[power] ?? 0n) + carry;
    const next = coefficient / denominator;
    quotient[power - 1] = next;
    carry = next * numerator;
  }
  return quotient;
}

function linearText(numerator: bigint, denominator: bigint): string {
  // The factor q x - p of the root p/q.
  return formatPolynomial([rational(-numerator), rational(denominator)]);
}

interface QuadraticPair {
  first: IntegerPolynomial;
  second: IntegerPolynomial;
}

function productOf(first: IntegerPolynomial, second: IntegerPolynomial): IntegerPolynomial {
  const product = new Array<bigint>(first.length + second.length - 1).fill(0n);
  first.forEach((a, i) => second.forEach((b, j) => (product[i + j] = (product[i + j] ?? 0n) + a * b)));
  return product;
}

function sameInteger(a: IntegerPolynomial, b: IntegerPolynomial): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Whether the pair with these residues of p, s, r, u may multiply back to the quartic, tested modulo
 * the prime. When s r − p u is not 0 there, it is not 0 either: q and t are then the quotients below,
 * and the x² coefficient p u + q t + r s = c, times (s r − p u)², reads
 * (c − p u − r s)(s r − p u)² = (b r − p d)(s d − u b). If that fails modulo the prime it fails in
 * integers, and the pair does not work; otherwise the exact search decides.
 */
function mayPair(p: number, s: number, r: number, u: number, b: number, c: number, d: number): boolean {
  const determinant = minus(times(s, r), times(p, u));
  if (determinant === 0) return true;
  const qTimes = minus(times(b, r), times(p, d));
  const tTimes = minus(times(s, d), times(u, b));
  return times(minus(minus(c, times(p, u)), times(r, s)), times(determinant, determinant)) === times(qTimes, tTimes);
}

/** (p x^2 + q x + r)(s x^2 + t x + u) equal to a primitive quartic, by Gauss's lemma in integers. */
function splitQuartic(quartic: IntegerPolynomial): QuadraticPair | null {
  const [e = 0n, d = 0n, c = 0n, b = 0n, a = 0n] = quartic;
  if (abs(a) > largestSearched || abs(e) > largestSearched) return null;
  const [bResidue = 0, cResidue = 0, dResidue = 0] = residues([b, c, d]);
  // a and e are at most 10¹², so their divisors, and u = e / r, are exact as doubles.
  const constant = Number(e);
  const constantPairs = positiveDivisors(e)
    .flatMap((divisor) => [divisor, -divisor])
    .map((r) => ({ r, u: constant / r, rResidue: residue(r), uResidue: residue(constant / r) }));
  for (const leadingDivisor of positiveDivisors(a)) {
    const p = BigInt(leadingDivisor);
    const s = a / p;
    const pResidue = residue(leadingDivisor);
    const sResidue = residue(Number(s));
    for (const pair of constantPairs) {
      if (!mayPair(pResidue, sResidue, pair.rResidue, pair.uResidue, bResidue, cResidue, dResidue)) continue;
      const r = BigInt(pair.r);
      const u = BigInt(pair.u);
      const determinant = s * r - p * u;
      const candidates: [bigint, bigint][] = [];
      if (determinant !== 0n) {
        const qTimes = b * r - p * d;
        const tTimes = s * d - u * b;
        if (qTimes % determinant === 0n && tTimes % determinant === 0n) candidates.push([qTimes / determinant, tTimes / determinant]);
      } else {
        // The two linear equations coincide: s q² - b q + (c p - p² u - r s p) = 0 decides q.
        const discriminant = b * b - 4n * s * (c * p - p * p * u - r * s * p);
        const root = integerSquareRoot(discriminant);
        if (root !== null) {
          for (const top of [b + root, b - root]) {
            if (top % (2n * s) !== 0n) continue;
            const q = top / (2n * s);
            if ((b - s * q) % p === 0n) candidates.push([q, (b - s * q) / p]);
          }
        }
      }
      for (const [q, t] of candidates) {
        const first = [r, q, p];
        const second = [u, t, s];
        if (sameInteger(productOf(first, second), quartic)) return { first, second };
      }
    }
  }
  return null;
}

function unsupported(original: string, steps: string[]): Result {
  return {
    original,
    factors: ['Unable to factor'],
    factored: 'Unable to factor',
    method: 'Not supported',
    steps,
    verified: false,
    irreducible: false,
    supported: false,
  };
}

function wrapFactor(text: string, multiplicity: number, alone: boolean): string {
  const needsParentheses = text.includes(' ') && (!alone || multiplicity > 1);
  const base = needsParentheses ? `(${text})` : text;
  return multiplicity > 1 ? `${base}^${multiplicity}` : base;
}

export function compute({ polynomial: text, degree }: Inputs): Result | null {
  if (!Number.isFinite(degree)) return null;
  const parsed = parseExpression(text);
  if (!parsed.ok) return null;
  const asPolynomial = toPolynomial(parsed.expression.tree);
  const original = asPolynomial.ok ? formatPolynomial(asPolynomial.polynomial) : parsed.expression.text;
  if (!Number.isInteger(degree) || degree < 1 || degree > 4) return unsupported(original, [`Polynomial degree ${degree} factoring not implemented`]);
  if (!asPolynomial.ok) return unsupported(original, [`This is not a polynomial in x: ${asPolynomial.reason}.`]);
  const input = asPolynomial.polynomial;
  const typedDegree = degreeOf(input);
  if (typedDegree !== degree) {
    const typed = typedDegree < 0 ? 'is 0' : `has degree ${typedDegree}`;
    return unsupported(original, [`The polynomial ${typed}, not ${degree}: set the degree to match the polynomial.`]);
  }
  return factor(input, original);
}

function factor(input: Polynomial, original: string): Result {
  const steps: string[] = [];
  const methods: string[] = [];

  // Content: input = content × primitive, primitive with integer coefficients, gcd 1, leading > 0.
  const common = input.reduce((multiple, coefficient) => (multiple * coefficient.denominator) / gcd(multiple, coefficient.denominator), 1n);
  const integers = input.map((coefficient) => (coefficient.numerator * common) / coefficient.denominator);
  const leadingSign = (integers[integers.length - 1] ?? 1n) < 0n ? -1n : 1n;
  const divisor = integers.reduce((g, value) => gcd(g, value), 0n) * leadingSign;
  let remaining: IntegerPolynomial = integers.map((value) => value / divisor);
  const content: Rational = rational(divisor, common);
  const contentIsOne = content.numerator === 1n && content.denominator === 1n;
  if (!contentIsOne) {
    steps.push(
      `Take out the common factor ${formatRational(content)}: ${original} = ${formatRational(content)}(${formatPolynomial(toRationalPolynomial(remaining))}).`,
    );
    methods.push('Common factor');
  }

  const factors: Factor[] = [];
  const addFactor = (textOfFactor: string) => {
    const existing = factors.find((entry) => entry.text === textOfFactor);
    if (existing) existing.multiplicity += 1;
    else factors.push({ text: textOfFactor, multiplicity: 1 });
  };

  let zeroRoots = 0;
  while (remaining.length > 1 && remaining[0] === 0n) {
    remaining = remaining.slice(1);
    zeroRoots += 1;
  }
  if (zeroRoots > 0) {
    const power = zeroRoots === 1 ? 'x' : `x^${zeroRoots}`;
    for (let index = 0; index < zeroRoots; index += 1) addFactor('x');
    steps.push(`The constant term is 0, so ${power} is a factor: what is left is ${formatPolynomial(toRationalPolynomial(remaining))}.`);
    methods.push('Factoring out x');
  }

  const degreeLeft = () => remaining.length - 1;
  if (degreeLeft() === 1) {
    if (factors.length === 0) steps.push(`A polynomial of degree 1 is already a single factor: ${formatPolynomial(toRationalPolynomial(remaining))}.`);
    addFactor(formatPolynomial(toRationalPolynomial(remaining)));
    remaining = [1n];
    if (methods.length === 0) methods.push('Linear polynomial');
  } else if (degreeLeft() === 2) {
    factorQuadratic();
  } else if (degreeLeft() >= 3) {
    const constant = remaining[0] ?? 0n;
    const leading = remaining[remaining.length - 1] ?? 1n;
    if (abs(constant) <= largestSearched && abs(leading) <= largestSearched) {
      const ps = positiveDivisors(constant);
      const qs = positiveDivisors(leading);
      // Each candidate p/q in lowest terms, once, in the order p, then q, then sign. A pair with a
      // common divisor g is skipped: its value was listed already, from the smaller divisor p/g.
      const candidates: { label: string; p: number; q: number; pResidue: number; qResidue: number }[] = [];
      for (const p of ps) {
        const pResidue = residue(p);
        for (const q of qs) {
          if (smallGcd(p, q) !== 1) continue;
          const fraction = q === 1 ? '' : `/${q}`;
          const qResidue = residue(q);
          candidates.push({ label: `${p}${fraction}`, p, q, pResidue, qResidue }, { label: `-${p}${fraction}`, p: -p, q, pResidue: residue(-p), qResidue });
        }
      }
      steps.push(
        `Rational root theorem: a rational root p/q of ${formatPolynomial(toRationalPolynomial(remaining))} has p dividing ${constant} and q dividing ${leading}. Candidates: ${candidates.map((candidate) => candidate.label).join(', ')}.`,
      );
      const found: string[] = [];
      let remainingResidues = residues(remaining);
      for (const { label, p, q, pResidue, qResidue } of candidates) {
        if (!mayBeRoot(remainingResidues, pResidue, qResidue)) continue;
        const numerator = BigInt(p);
        const denominator = BigInt(q);
        while (remaining.length > 2 && evaluateInteger(remaining, numerator, denominator) === 0n) {
          remaining = divideByLinear(remaining, numerator, denominator);
          remainingResidues = residues(remaining);
          addFactor(linearText(numerator, denominator));
          found.push(label);
        }
      }
      if (found.length > 0) {
        methods.push('Rational root theorem');
        steps.push(
          `Roots found: x = ${found.join(', x = ')}. Dividing by each factor (synthetic division) leaves ${formatPolynomial(toRationalPolynomial(remaining))}.`,
        );
      } else {
        steps.push('None of the candidates is a root, so there is no linear factor with rational coefficients.');
      }
    }
    if (degreeLeft() === 1) {
      addFactor(formatPolynomial(toRationalPolynomial(remaining)));
      remaining = [1n];
    } else if (degreeLeft() === 2) {
      factorQuadratic();
    } else if (degreeLeft() === 4) {
      const pair = splitQuartic(remaining);
      if (pair) {
        const first = formatPolynomial(toRationalPolynomial(pair.first));
        const second = formatPolynomial(toRationalPolynomial(pair.second));
        steps.push(`Pairing into two quadratics with integer coefficients: ${formatPolynomial(toRationalPolynomial(remaining))} = (${first})(${second}).`);
        methods.push('Quadratic pairing');
        remaining = [1n];
        for (const quadratic of [pair.first, pair.second]) {
          remaining = quadratic;
          factorQuadratic();
        }
      } else {
        steps.push(
          `${formatPolynomial(toRationalPolynomial(remaining))} has no rational root and no pair of quadratic factors with rational coefficients: it is irreducible over the rationals.`,
        );
        addFactor(formatPolynomial(toRationalPolynomial(remaining)));
        remaining = [1n];
      }
    } else if (degreeLeft() === 3) {
      steps.push(`A cubic without a rational root is irreducible over the rationals: ${formatPolynomial(toRationalPolynomial(remaining))} stays as it is.`);
      addFactor(formatPolynomial(toRationalPolynomial(remaining)));
      remaining = [1n];
    }
  }

  function factorQuadratic() {
    const [c = 0n, b = 0n, a = 1n] = remaining;
    const text = formatPolynomial(toRationalPolynomial(remaining));
    const discriminant = b * b - 4n * a * c;
    const root = integerSquareRoot(discriminant);
    if (root === null) {
      steps.push(
        `For ${text} the discriminant b² - 4ac = ${discriminant} is not a perfect square, so it has no rational roots: it is irreducible over the rationals.`,
      );
      addFactor(text);
    } else {
      const roots = [rational(-b - root, 2n * a), rational(-b + root, 2n * a)];
      steps.push(
        `For ${text} the discriminant b² - 4ac = ${discriminant} = ${root}², a perfect square, so the roots (-b ± ${root}) / ${2n * a} are x = ${formatRational(roots[1] ?? one)} and x = ${formatRational(roots[0] ?? one)}.`,
      );
      methods.push('Quadratic formula');
      for (const value of [roots[1] ?? one, roots[0] ?? one]) addFactor(linearText(value.numerator, value.denominator));
    }
    remaining = [1n];
  }

  const contentText = contentIsOne
    ? ''
    : content.numerator === -1n && content.denominator === 1n
      ? '-'
      : content.denominator === 1n
        ? formatRational(content)
        : `(${formatRational(content)})`;
  const alone = factors.length === 1 && contentIsOne;
  const factored = `${contentText}${factors.map((entry) => wrapFactor(entry.text, entry.multiplicity, alone)).join('')}`;
  const factorList = [...(contentIsOne ? [] : [formatRational(content)]), ...factors.map((entry) => wrapFactor(entry.text, entry.multiplicity, true))];

  const product = factors.reduce<Polynomial>(
    (sum, entry) => {
      const parsed = parseExpression(entry.text);
      const asPolynomial = parsed.ok ? toPolynomial(parsed.expression.tree) : null;
      let result = sum;
      for (let index = 0; index < entry.multiplicity; index += 1) result = multiplyPolynomials(result, asPolynomial?.ok ? asPolynomial.polynomial : []);
      return result;
    },
    scale([one], content),
  );
  const verified = samePolynomial(product, input);
  steps.push(
    verified
      ? `Check: multiplying ${factored} back out gives ${formatPolynomial(product)}, the original polynomial.`
      : `Check failed: the factors multiply to ${formatPolynomial(product)}.`,
  );

  const irreducible = factors.length === 1 && (factors[0]?.multiplicity ?? 0) === 1 && methods.length === 0 && degreeOf(input) >= 2;
  if (irreducible) {
    return {
      original,
      factors: [`Unable to factor: ${factored} is irreducible over the rationals`],
      factored,
      method: 'Irreducible over the rationals',
      steps,
      verified,
      irreducible: true,
      supported: true,
    };
  }
  return { original, factors: factorList, factored, method: methods.join(', '), steps, verified, irreducible: false, supported: true };
}
