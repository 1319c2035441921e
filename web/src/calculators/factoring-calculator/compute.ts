/**
 * Polynomial factoring over the rationals (with D9: degrees 1
 * to 4, with steps; 'Unable to factor' only when the polynomial is irreducible over the rationals).
 *
 * All arithmetic is exact (bigint rationals). The steps: pull out the content (the rational number
 * that leaves integer coefficients with no common divisor and a positive leading coefficient), then
 * a power of x when the constant term is 0, then the rational roots p/q (p divides the constant
 * term, q the leading coefficient) with their multiplicities, then, for a quartic left with no
 * rational root, a pair of quadratics with integer coefficients (Gauss's lemma makes integer pairs
 * enough). What is left is irreducible over the rationals: a quadratic whose discriminant is not a
 * perfect square, or a cubic or quartic without rational roots or quadratic factors. The factors
 * are multiplied back and compared with the input, exactly. With many divisors (720720 has 240), the
 * candidates for roots and for quadratic pairs are first sieved modulo a small prime: only those
 * that can work there are tested, in the same order, so the answer is the one a full search gives.
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
import { joinSteps, splitSteps, step, textStep, written, type Step, type StepPart } from '../../shared/expression/steps.ts';

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
  /** The same steps, their polynomials as trees to typeset. */
  typesetSteps: (readonly StepPart[])[];
  /** Steps or maths in them were left out for their size (steps.ts); the page says so. */
  shortened: boolean;
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

/**
 * The whole square root of a value that is a perfect square, else null. Newton's method on
 * integers, from a power of two at or above the root: each step falls towards ⌊√value⌋ and stops
 * there. (Starting from the double's square root and stepping by 1 took as many steps as that
 * estimate's error, about 10^78 for a 190-digit discriminant, and a value beyond the doubles read
 * as Infinity and threw.)
 */
function integerSquareRoot(value: bigint): bigint | null {
  if (value < 0n) return null;
  if (value < 2n) return value;
  let x = 1n << BigInt(Math.ceil(value.toString(2).length / 2));
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x) break;
    x = next;
  }
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

/**
 * Primes for the sieves below, which work modulo a prime that does not divide the leading
 * coefficient, so that none of its divisors is 0 there. A leading coefficient of at most 10¹²
 * has at most four prime factors above 1000 (five would multiply to more than 10¹⁵), so one of these
 * five does not divide it. Small enough to try every residue, large enough that few candidates pass.
 */
const sievePrimes: readonly number[] = [2003, 2011, 2017, 2027, 2029];

/** The first sieve prime that does not divide the leading coefficient (at most 10¹², callers check). */
function sievePrimeFor(leading: bigint): number {
  for (const prime of sievePrimes) {
    if (leading % BigInt(prime) !== 0n) return prime;
  }
  throw new Error('A leading coefficient of at most 10¹² is not divisible by all five sieve primes.');
}

/** A whole number below 2⁵³ modulo a sieve prime, from 0 to prime − 1. */
function moduloSmall(value: number, prime: number): number {
  const remainder = value % prime;
  return remainder < 0 ? remainder + prime : remainder;
}

/** A bigint modulo a sieve prime, from 0 to prime − 1. */
function moduloBig(value: bigint, prime: number): number {
  return moduloSmall(Number(value % BigInt(prime)), prime);
}

/**
 * The residues of a polynomial's coefficients modulo a sieve prime, constant first. In an Int32Array,
 * whatever array the coefficients came in, so the engine sees one kind of array in valueModulo and
 * keeps it optimised (arrays of differing element kinds made it drop its optimised code, over and over).
 */
function residuesModulo(coefficients: IntegerPolynomial, prime: number): Int32Array {
  return Int32Array.from(coefficients, (coefficient) => moduloBig(coefficient, prime));
}

/** A polynomial's value at z modulo a sieve prime, by Horner's rule on its coefficients' residues (constant first). */
function valueModulo(coefficientResidues: Int32Array, z: number, prime: number): number {
  let value = 0;
  for (let power = coefficientResidues.length - 1; power >= 0; power -= 1) value = (value * z + (coefficientResidues[power] ?? 0)) % prime;
  return value;
}

/** Every residue modulo a sieve prime where the polynomial is 0, in increasing order. */
function rootsModulo(coefficients: IntegerPolynomial, prime: number): number[] {
  const coefficientResidues = residuesModulo(coefficients, prime);
  const roots: number[] = [];
  for (let z = 0; z < prime; z += 1) {
    if (valueModulo(coefficientResidues, z, prime) === 0) roots.push(z);
  }
  return roots;
}

/**
 * The primes among the divisors of one number, given in increasing order: a divisor above 1 is prime
 * when no smaller prime among them divides it, since each prime factor of a divisor is a smaller
 * divisor too.
 */
function primesAmong(divisors: readonly number[]): number[] {
  const primes: number[] = [];
  for (const divisor of divisors) {
    if (divisor > 1 && primes.every((prime) => divisor % prime !== 0)) primes.push(divisor);
  }
  return primes;
}

/** Bit k set when the k-th of the primes divides the value (at most 11 primes: their product is at most 10¹²). */
function primeMask(value: number, primes: readonly number[]): number {
  let mask = 0;
  primes.forEach((prime, bit) => {
    if (value % prime === 0) mask |= 1 << bit;
  });
  return mask;
}

interface RootCandidate {
  /** As listed in the step: 3/4, -3/4. */
  label: string;
  /** The numerator, with the sign. */
  p: number;
  /** The denominator, positive. */
  q: number;
}

/**
 * The numerators p (divisors of the constant) and denominators q (divisors of the leading
 * coefficient) of the rational-root candidates, in increasing order, each with the primes dividing
 * both the constant and the leading coefficient that divide it, as bits: p and q are coprime when
 * their masks share no bit, a test rather than a gcd for each of the (up to 57,600) pairs.
 */
interface CandidateDivisors {
  ps: number[];
  qs: number[];
  pMasks: number[];
  qMasks: number[];
}

function candidateDivisors(constant: bigint, leading: bigint): CandidateDivisors {
  const ps = positiveDivisors(constant);
  const qs = positiveDivisors(leading);
  const commonPrimes = primesAmong(ps).filter((prime) => Number(abs(leading)) % prime === 0);
  return {
    ps,
    qs,
    pMasks: ps.map((p) => primeMask(p, commonPrimes)),
    qMasks: qs.map((q) => primeMask(q, commonPrimes)),
  };
}

/** The label of p/q, or of -p/q: 3, -3, 3/4, -3/4. */
function candidateLabel(p: number, q: number, negative: boolean): string {
  const positive = q === 1 ? String(p) : `${p}/${q}`;
  return negative ? `-${positive}` : positive;
}

/** The most candidates a step lists: 720720 at both ends has 57,600 pairs, far more than a page should show. */
export const largestListedCandidates = 48;

/**
 * The first `largest` candidates' labels, in lowest terms, once, in the order p, then q, then sign,
 * and how many there are in all: a pair with a common divisor g is skipped, its value was listed
 * already, from the smaller divisor p/g. The denominators coprime to a numerator depend only on its
 * mask, and numerators share masks (720720 has 240 divisors but 64 masks), so each mask's list of
 * '/q' endings is made once. Plain indexed loops: this runs once per call, mostly before the engine
 * optimises it, where they cost least.
 */
function candidateLabels({ ps, qs, pMasks, qMasks }: CandidateDivisors, largest = largestListedCandidates): { labels: string[]; total: number } {
  const endingsByMask = new Map<number, string[]>();
  const labels: string[] = [];
  let total = 0;
  for (let pIndex = 0; pIndex < ps.length; pIndex += 1) {
    const mask = pMasks[pIndex] ?? 0;
    let endings = endingsByMask.get(mask);
    if (!endings) {
      endings = qs.filter((_, qIndex) => ((qMasks[qIndex] ?? 0) & mask) === 0).map((q) => (q === 1 ? '' : `/${q}`));
      endingsByMask.set(mask, endings);
    }
    total += 2 * endings.length;
    const positive = String(ps[pIndex]);
    const negative = `-${positive}`;
    for (let index = 0; index < endings.length && labels.length < largest; index += 1) {
      const ending = endings[index] ?? '';
      labels.push(positive + ending, negative + ending);
    }
  }
  return { labels, total };
}

/** Every candidate, in the order of the labels. */
function everyCandidate({ ps, qs, pMasks, qMasks }: CandidateDivisors): RootCandidate[] {
  const candidates: RootCandidate[] = [];
  ps.forEach((p, pIndex) => {
    qs.forEach((q, qIndex) => {
      if (((pMasks[pIndex] ?? 0) & (qMasks[qIndex] ?? 0)) !== 0) return;
      candidates.push({ label: candidateLabel(p, q, false), p, q }, { label: candidateLabel(p, q, true), p: -p, q });
    });
  });
  return candidates;
}

/**
 * The candidates that may be roots, in the order of the labels. Modulo a sieve prime, which does not
 * divide the leading coefficient (nor so q), a root ±p/q is a root ρ of the polynomial there (q^n
 * P(±p/q) = 0 makes P(±p q⁻¹) ≡ 0), at most n residues: so p ≡ ±ρ q, and for each q, sign and ρ the
 * numerators with that residue are looked up. Finding the ρ costs one evaluation per residue; with
 * no more pairs (p, q) than residues, every candidate is tried instead.
 */
function sievedCandidates(polynomial: IntegerPolynomial, divisors: CandidateDivisors): RootCandidate[] {
  const { ps, qs, pMasks, qMasks } = divisors;
  const prime = sievePrimeFor(polynomial[polynomial.length - 1] ?? 1n);
  if (ps.length * qs.length <= prime) return everyCandidate(divisors);
  const roots = rootsModulo(polynomial, prime);
  const positionsOfP = positionsByResidue(ps, prime);
  // Each candidate as its place in the list: p first, then q, then the sign.
  const places: number[] = [];
  qs.forEach((q, qIndex) => {
    for (const root of roots) {
      const rootTimesQ = moduloSmall(root * q, prime);
      for (const negative of [false, true]) {
        const residueOfP = negative ? (prime - rootTimesQ) % prime : rootTimesQ;
        for (const pIndex of positionsOfP.get(residueOfP) ?? []) {
          if (((pMasks[pIndex] ?? 0) & (qMasks[qIndex] ?? 0)) === 0) places.push((pIndex * qs.length + qIndex) * 2 + (negative ? 1 : 0));
        }
      }
    }
  });
  places.sort((x, y) => x - y);
  return places.map((place) => {
    const negative = place % 2 === 1;
    const pair = Math.floor(place / 2);
    const p = ps[Math.floor(pair / qs.length)] ?? 1;
    const q = qs[pair % qs.length] ?? 1;
    return { label: candidateLabel(p, q, negative), p: negative ? -p : p, q };
  });
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

/**
 * A sextic, in z, with r / p among its rational roots for every pair (p x² + q x + r)(s x² + t x + u)
 * equal to the quartic a x⁴ + b x³ + c x² + d x + e. For such a pair, the identity of mayPair,
 * (c − p u − r s)(s r − p u)² = (b r − p d)(s d − u b), holds whatever s r − p u is (q and t solve
 * the two linear equations). Times p³r³, with s = a / p and u = e / r, it is homogeneous of degree 6
 * in p and r: (c p r − e p² − a r²)(a r² − e p²)² = (b r − p d)(a d r − e b p) p² r². Divided by p⁶,
 * with z = r / p: (c z − e − a z²)(a z² − e)² − (b z − d)(a d z − e b) z² = 0, multiplied out below
 * (constant first). Its leading coefficient −a³ is not 0.
 */
function pairingSextic(quartic: IntegerPolynomial): IntegerPolynomial {
  const [e = 0n, d = 0n, c = 0n, b = 0n, a = 0n] = quartic;
  return [-e * e * e, c * e * e, a * e * e - b * d * e, b * b * e + a * d * d - 2n * a * c * e, a * a * e - a * b * d, a * a * c, -a * a * a];
}

/** For each residue modulo the prime, the positions of the values with that residue, in increasing order. */
function positionsByResidue(values: readonly number[], prime: number): Map<number, number[]> {
  const positions = new Map<number, number[]>();
  values.forEach((value, position) => {
    const key = moduloSmall(value, prime);
    const list = positions.get(key);
    if (list) list.push(position);
    else positions.set(key, [position]);
  });
  return positions;
}

/**
 * The pair with these p, s = a / p, r and u = e / r, if there is one: q and t solve the linear
 * equations s q + p t = b (the x³ coefficient) and u q + r t = d (the x coefficient), and the
 * product is compared with the quartic exactly.
 */
function pairFor(quartic: IntegerPolynomial, p: bigint, s: bigint, r: bigint, u: bigint): QuadraticPair | null {
  const [, d = 0n, c = 0n, b = 0n] = quartic;
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
  return null;
}

/**
 * (p x^2 + q x + r)(s x^2 + t x + u) equal to a primitive quartic, by Gauss's lemma in integers: p
 * runs over the positive divisors of the leading coefficient a, in increasing order, and r over the
 * divisors of the constant e, by size, the positive one first; the first pair that works is the
 * answer. The pairs (p, r) the sieve lets through go on, in that order, to the test modulo the
 * larger prime and then to the exact one.
 */
function splitQuartic(quartic: IntegerPolynomial): QuadraticPair | null {
  const [e = 0n, d = 0n, c = 0n, b = 0n, a = 0n] = quartic;
  if (abs(a) > largestSearched || abs(e) > largestSearched) return null;
  const [bResidue = 0, cResidue = 0, dResidue = 0] = residues([b, c, d]);
  // a and e are at most 10¹², so their divisors, s = a / p and u = e / r are exact as doubles.
  const leading = Number(a);
  const constant = Number(e);
  const leadingDivisors = positiveDivisors(a);
  const constantDivisors = positiveDivisors(e).flatMap((divisor) => [divisor, -divisor]);
  for (const place of sievedPairs(quartic, leadingDivisors, constantDivisors)) {
    const p = leadingDivisors[Math.floor(place / constantDivisors.length)] ?? 1;
    const r = constantDivisors[place % constantDivisors.length] ?? 1;
    const s = leading / p;
    const u = constant / r;
    if (!mayPair(residue(p), residue(s), residue(r), residue(u), bResidue, cResidue, dResidue)) continue;
    const found = pairFor(quartic, BigInt(p), BigInt(s), BigInt(r), BigInt(u));
    if (found) return found;
  }
  return null;
}

/**
 * The pairs (p, r) that may work, as their places in the search, p's position times the number of
 * r plus r's position, in increasing order. Modulo a sieve prime, which divides neither a nor so p,
 * r / p must be a root of the pairing sextic: at most 6 residues ρ, since the sextic's leading
 * coefficient −a³ is not 0 there; so r ≡ ρ p, and for each p and ρ the r with that residue are
 * looked up. Finding the ρ costs one evaluation of the sextic per residue; with no more pairs than
 * residues, every pair is tried instead.
 */
function sievedPairs(quartic: IntegerPolynomial, leadingDivisors: readonly number[], constantDivisors: readonly number[]): number[] {
  const pairCount = leadingDivisors.length * constantDivisors.length;
  const prime = sievePrimeFor(quartic[4] ?? 1n);
  if (pairCount <= prime) return Array.from({ length: pairCount }, (_, place) => place);
  const ratios = rootsModulo(pairingSextic(quartic), prime);
  const positionsOfR = positionsByResidue(constantDivisors, prime);
  const places: number[] = [];
  leadingDivisors.forEach((p, pIndex) => {
    for (const ratio of ratios) {
      for (const rIndex of positionsOfR.get(moduloSmall(ratio * p, prime)) ?? []) places.push(pIndex * constantDivisors.length + rIndex);
    }
  });
  return places.sort((x, y) => x - y);
}

function unsupported(original: string, texts: string[]): Result {
  return {
    original,
    factors: ['Unable to factor'],
    factored: 'Unable to factor',
    method: 'Not supported',
    ...splitSteps(texts.map(textStep)),
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
  const steps: Step[] = [];
  const poly = (polynomial: IntegerPolynomial) => written(formatPolynomial(toRationalPolynomial(polynomial)));
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
    steps.push(step`Take out the common factor ${formatRational(content)}: ${written(original)} = ${formatRational(content)}(${poly(remaining)}).`);
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
    steps.push(step`The constant term is 0, so ${power} is a factor: what is left is ${poly(remaining)}.`);
    methods.push('Factoring out x');
  }

  const degreeLeft = () => remaining.length - 1;
  if (degreeLeft() === 1) {
    if (factors.length === 0) steps.push(step`A polynomial of degree 1 is already a single factor: ${poly(remaining)}.`);
    addFactor(formatPolynomial(toRationalPolynomial(remaining)));
    remaining = [1n];
    if (methods.length === 0) methods.push('Linear polynomial');
  } else if (degreeLeft() === 2) {
    factorQuadratic();
  } else if (degreeLeft() >= 3) {
    const constant = remaining[0] ?? 0n;
    const leading = remaining[remaining.length - 1] ?? 1n;
    if (abs(constant) <= largestSearched && abs(leading) <= largestSearched) {
      const divisors = candidateDivisors(constant, leading);
      const { labels, total } = candidateLabels(divisors);
      const theorem = step`Rational root theorem: a rational root p/q of ${poly(remaining)} has p dividing ${constant} and q dividing ${leading}. Candidates: ${labels.join(', ')}`;
      steps.push(
        labels.length < total
          ? { ...joinSteps([theorem, textStep(`, … (${total.toLocaleString('en-US')} in all; the first ${labels.length} shown).`)]), shortened: true }
          : joinSteps([theorem, textStep('.')]),
      );
      // Sieved with the polynomial as it is now: a root of what is left after a division is a root of it too.
      const sieved = sievedCandidates(remaining, divisors);
      const found: string[] = [];
      let remainingResidues = residues(remaining);
      for (const { label, p, q } of sieved) {
        if (!mayBeRoot(remainingResidues, residue(p), residue(q))) continue;
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
        steps.push(step`Roots found: x = ${found.join(', x = ')}. Dividing by each factor (synthetic division) leaves ${poly(remaining)}.`);
      } else {
        steps.push(textStep('None of the candidates is a root, so there is no linear factor with rational coefficients.'));
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
        steps.push(step`Pairing into two quadratics with integer coefficients: ${poly(remaining)} = (${written(first)})(${written(second)}).`);
        methods.push('Quadratic pairing');
        remaining = [1n];
        for (const quadratic of [pair.first, pair.second]) {
          remaining = quadratic;
          factorQuadratic();
        }
      } else {
        steps.push(
          step`${poly(remaining)} has no rational root and no pair of quadratic factors with rational coefficients: it is irreducible over the rationals.`,
        );
        addFactor(formatPolynomial(toRationalPolynomial(remaining)));
        remaining = [1n];
      }
    } else if (degreeLeft() === 3) {
      steps.push(step`A cubic without a rational root is irreducible over the rationals: ${poly(remaining)} stays as it is.`);
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
        step`For ${written(text)} the discriminant b² - 4ac = ${discriminant} is not a perfect square, so it has no rational roots: it is irreducible over the rationals.`,
      );
      addFactor(text);
    } else {
      const roots = [rational(-b - root, 2n * a), rational(-b + root, 2n * a)];
      steps.push(
        step`For ${written(text)} the discriminant b² - 4ac = ${discriminant} = ${root}², a perfect square, so the roots (-b ± ${root}) / ${2n * a} are x = ${formatRational(roots[1] ?? one)} and x = ${formatRational(roots[0] ?? one)}.`,
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
      ? step`Check: multiplying ${written(factored)} back out gives ${written(formatPolynomial(product))}, the original polynomial.`
      : step`Check failed: the factors multiply to ${written(formatPolynomial(product))}.`,
  );

  const irreducible = factors.length === 1 && (factors[0]?.multiplicity ?? 0) === 1 && methods.length === 0 && degreeOf(input) >= 2;
  if (irreducible) {
    return {
      original,
      factors: [`Unable to factor: ${factored} is irreducible over the rationals`],
      factored,
      method: 'Irreducible over the rationals',
      ...splitSteps(steps),
      verified,
      irreducible: true,
      supported: true,
    };
  }
  return { original, factors: factorList, factored, method: methods.join(', '), ...splitSteps(steps), verified, irreducible: false, supported: true };
}
