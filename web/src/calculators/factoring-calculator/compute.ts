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
 * The prime factors of a whole number of at most 10¹² with their exponents, by trial division: the
 * search stops once the divisor's square passes what is left, so a smooth number (the ones with many
 * divisors) is done in a few steps and only a large prime factor costs the walk to its square root.
 */
function primeFactors(n: number): [prime: number, exponent: number][] {
  const factors: [number, number][] = [];
  let left = n;
  for (let d = 2; d * d <= left; d += d === 2 ? 1 : 2) {
    let exponent = 0;
    // A whole quotient rather than a remainder: left passes 2³¹, where the engine's remainder on
    // doubles is many times slower than its division.
    while (Number.isInteger(left / d)) {
      left /= d;
      exponent += 1;
    }
    if (exponent > 0) factors.push([d, exponent]);
  }
  if (left > 1) factors.push([left, 1]);
  return factors;
}

/**
 * The positive divisors of a value of at most 10¹² (callers check), in increasing order, as products
 * of its prime powers; on doubles, exact below 2⁵³. Walking every d up to the square root cost a
 * million divisions for every coefficient, whatever its factors.
 */
function positiveDivisors(value: bigint): readonly number[] {
  const n = Number(abs(value));
  const known = recentDivisors.get(n);
  if (known) return known;
  const divisors = divisorsOf(n);
  recentDivisors.set(n, divisors);
  return divisors;
}

/**
 * The divisors found in this factoring (factor empties it when it starts): it asks for those of
 * the same two coefficients up to twice each, for the rational roots and for the pairing.
 */
const recentDivisors = new Map<number, readonly number[]>();

function divisorsOf(n: number): number[] {
  if (n === 0) return [];
  let divisors = [1];
  for (const [prime, exponent] of primeFactors(n)) {
    const next: number[] = [];
    for (const divisor of divisors) {
      let multiple = divisor;
      for (let power = 0; power <= exponent; power += 1) {
        next.push(multiple);
        multiple *= prime;
      }
    }
    divisors = next;
  }
  // A typed array sorts numbers as numbers without a comparator call per step.
  return Array.from(Float64Array.from(divisors).sort());
}

/** Whether n is a square modulo m, for every n below m. */
function squaresModulo(m: number): Uint8Array {
  const table = new Uint8Array(m);
  for (let n = 0; n < m; n += 1) table[(n * n) % m] = 1;
  return table;
}

const squaresModulo64 = squaresModulo(64);
const squaresModulo63 = squaresModulo(63);
const squaresModulo65 = squaresModulo(65);
const squaresModulo11 = squaresModulo(11);

/**
 * False when a positive value cannot be a square, from its residues modulo 64, 63, 65 and 11: a
 * random non-square passes all four about once in a hundred, so most are turned away before
 * Newton's steps on a long bigint.
 */
function maySquare(value: bigint): boolean {
  if (squaresModulo64[Number(value & 63n)] === 0) return false;
  const rest = Number(value % 45_045n);
  return squaresModulo63[rest % 63] === 1 && squaresModulo65[rest % 65] === 1 && squaresModulo11[rest % 11] === 1;
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
  if (!maySquare(value)) return null;
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
 * Primes for the sieves below, which work modulo primes that do not divide the leading coefficient,
 * so that none of its divisors is 0 there. A leading coefficient of at most 10¹² has at most two
 * prime factors above 20000 (three would multiply to more than 10¹²), so three of these five do not
 * divide it. Small enough to try every residue, large enough that few candidates pass: the first
 * sieve's work falls with its prime, as each lookup finds the divisors of one residue.
 */
const sievePrimes: readonly number[] = [20011, 20021, 20023, 20029, 20047];

/** The first two sieve primes that do not divide the leading coefficient (at most 10¹², callers check). */
function sievePrimesFor(leading: bigint): [number, number] {
  const [first, second] = sievePrimes.filter((prime) => leading % BigInt(prime) !== 0n);
  if (first === undefined || second === undefined) throw new Error('A leading coefficient of at most 10¹² is divisible by at most two of the sieve primes.');
  return [first, second];
}

/**
 * The second sieve, modulo the other prime: which residues are roots of the polynomial there and
 * every residue's inverse, so whether n / d may be a root costs a product and a lookup: of the
 * candidates the first sieve lets through, it keeps about one in several thousand, before the slower
 * test modulo the residue prime.
 */
interface SecondSieve {
  prime: number;
  isRoot: Uint8Array;
  inverse: Int32Array;
}

function secondSieve(polynomial: IntegerPolynomial, prime: number): SecondSieve {
  const isRoot = new Uint8Array(prime);
  for (const root of rootsModulo(polynomial, prime)) isRoot[root] = 1;
  // inverse(i) = −⌊prime / i⌋ · inverse(prime mod i), from prime = ⌊prime / i⌋ i + prime mod i.
  const inverse = new Int32Array(prime);
  inverse[1] = 1;
  for (let i = 2; i < prime; i += 1) inverse[i] = ((prime - Math.floor(prime / i)) * (inverse[prime % i] ?? 0)) % prime;
  return { prime, isRoot, inverse };
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
 * their masks share no bit, a test rather than a gcd for each of the pairs.
 */
interface CandidateDivisors {
  ps: readonly number[];
  qs: readonly number[];
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
 * already, from the smaller divisor p/g. Which denominators are coprime to a numerator depends only
 * on its mask: they are those whose primes are all outside it, counted for every mask at once;
 * labels are written only for the few listed.
 */
function candidateLabels({ ps, qs, pMasks, qMasks }: CandidateDivisors, largest = largestListedCandidates): { labels: string[]; total: number } {
  // within[m]: how many denominators have their primes among those of m (a sum over subsets, bit by bit).
  const bits = Math.max(0, ...pMasks.map((mask) => 32 - Math.clz32(mask)), ...qMasks.map((mask) => 32 - Math.clz32(mask)));
  const full = (1 << bits) - 1;
  const within = new Int32Array(full + 1);
  for (const qMask of qMasks) within[qMask] = (within[qMask] ?? 0) + 1;
  for (let bit = 1; bit <= full; bit <<= 1) {
    for (let mask = 0; mask <= full; mask += 1) if (mask & bit) within[mask] = (within[mask] ?? 0) + (within[mask ^ bit] ?? 0);
  }
  const labels: string[] = [];
  let total = 0;
  for (let pIndex = 0; pIndex < ps.length; pIndex += 1) {
    const mask = pMasks[pIndex] ?? 0;
    total += 2 * (within[full & ~mask] ?? 0);
    for (let qIndex = 0; qIndex < qs.length && labels.length < largest; qIndex += 1) {
      if (((qMasks[qIndex] ?? 0) & mask) !== 0) continue;
      const p = ps[pIndex] ?? 1;
      const q = qs[qIndex] ?? 1;
      labels.push(candidateLabel(p, q, false), candidateLabel(p, q, true));
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
 * no more pairs (p, q) than residues, every candidate is tried instead. Only candidates that pass the
 * second sieve and the test modulo the larger prime (mayBeRoot) are kept, so the sort orders a few.
 */
function sievedCandidates(polynomial: IntegerPolynomial, divisors: CandidateDivisors): RootCandidate[] {
  const { ps, qs, pMasks, qMasks } = divisors;
  const [prime, otherPrime] = sievePrimesFor(polynomial[polynomial.length - 1] ?? 1n);
  if (ps.length * qs.length <= prime) return everyCandidate(divisors);
  const roots = rootsModulo(polynomial, prime);
  const positionsOfP = positionsByResidue(ps, prime);
  const second = secondSieve(polynomial, otherPrime);
  const pSecond = Int32Array.from(ps, (p) => moduloSmall(p, otherPrime));
  const qInverseSecond = Int32Array.from(qs, (q) => second.inverse[moduloSmall(q, otherPrime)] ?? 0);
  const coefficientResidues = residues(polynomial);
  // Each candidate as its place in the list: p first, then q, then the sign.
  const places: number[] = [];
  for (let qIndex = 0; qIndex < qs.length; qIndex += 1) {
    const q = qs[qIndex] ?? 1;
    const qInverse = qInverseSecond[qIndex] ?? 0;
    for (const root of roots) {
      const rootTimesQ = (root * moduloSmall(q, prime)) % prime;
      for (const negative of [false, true]) {
        const residueOfP = negative ? (prime - rootTimesQ) % prime : rootTimesQ;
        for (let at = positionsOfP.start[residueOfP] ?? 0, end = positionsOfP.start[residueOfP + 1] ?? 0; at < end; at += 1) {
          const pIndex = positionsOfP.positions[at] ?? 0;
          if (((pMasks[pIndex] ?? 0) & (qMasks[qIndex] ?? 0)) !== 0) continue;
          const pResidue = pSecond[pIndex] ?? 0;
          const signed = negative ? (otherPrime - pResidue) % otherPrime : pResidue;
          if (second.isRoot[(signed * qInverse) % otherPrime] !== 1) continue;
          const p = ps[pIndex] ?? 1;
          if (mayBeRoot(coefficientResidues, residue(negative ? -p : p), residue(q))) places.push((pIndex * qs.length + qIndex) * 2 + (negative ? 1 : 0));
        }
      }
    }
  }
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

/**
 * For each residue modulo the prime, the positions of the values with that residue, in increasing
 * order: those of residue k are positions[start[k]] up to positions[start[k + 1]]. Flat typed arrays
 * rather than a map of lists: the sieves read them hundreds of thousands of times.
 */
interface PositionsByResidue {
  start: Int32Array;
  positions: Int32Array;
}

function positionsByResidue(values: readonly number[], prime: number): PositionsByResidue {
  const residuesOfValues = Int32Array.from(values, (value) => moduloSmall(value, prime));
  const start = new Int32Array(prime + 1);
  for (const value of residuesOfValues) start[value + 1] = (start[value + 1] ?? 0) + 1;
  for (let k = 0; k < prime; k += 1) start[k + 1] = (start[k + 1] ?? 0) + (start[k] ?? 0);
  const next = start.slice(0, prime);
  const positions = new Int32Array(values.length);
  residuesOfValues.forEach((value, position) => {
    const at = next[value] ?? 0;
    positions[at] = position;
    next[value] = at + 1;
  });
  return { start, positions };
}

type SquareRoots = (value: bigint) => bigint | null;

/**
 * integerSquareRoot, each value worked out once: pairs with s r = p u meet the same discriminant
 * again and again (for a quartic with a = e, every pair with r = ±p has the same one).
 */
function rememberedSquareRoots(): SquareRoots {
  const roots = new Map<bigint, bigint | null>();
  return (value) => {
    let root = roots.get(value);
    if (root === undefined) {
      root = integerSquareRoot(value);
      roots.set(value, root);
    }
    return root;
  };
}

/**
 * The pair with these p, s = a / p, r and u = e / r, if there is one: q and t solve the linear
 * equations s q + p t = b (the x³ coefficient) and u q + r t = d (the x coefficient), and the
 * product is compared with the quartic exactly.
 */
function pairFor(quartic: IntegerPolynomial, p: bigint, s: bigint, r: bigint, u: bigint, rootOf: SquareRoots): QuadraticPair | null {
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
    const root = rootOf(discriminant);
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
  // Residues in typed arrays: the test below runs for every pair the sieve lets through.
  const pResidues = Int32Array.from(leadingDivisors, residue);
  const sResidues = Int32Array.from(leadingDivisors, (p) => residue(leading / p));
  const rResidues = Int32Array.from(constantDivisors, residue);
  const uResidues = Int32Array.from(constantDivisors, (r) => residue(constant / r));
  const mayWork = (pIndex: number, rIndex: number) =>
    mayPair(pResidues[pIndex] ?? 0, sResidues[pIndex] ?? 0, rResidues[rIndex] ?? 0, uResidues[rIndex] ?? 0, bResidue, cResidue, dResidue);
  const rootOf = rememberedSquareRoots();
  for (const place of sievedPairs(quartic, leadingDivisors, constantDivisors, mayWork)) {
    const p = leadingDivisors[Math.floor(place / constantDivisors.length)] ?? 1;
    const r = constantDivisors[place % constantDivisors.length] ?? 1;
    const found = pairFor(quartic, BigInt(p), BigInt(leading / p), BigInt(r), BigInt(constant / r), rootOf);
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
 * residues, every pair is tried instead. Only the pairs that pass the second sieve and `mayWork`
 * (the test modulo the larger prime) are kept, so the sort orders a few.
 */
function sievedPairs(
  quartic: IntegerPolynomial,
  leadingDivisors: readonly number[],
  constantDivisors: readonly number[],
  mayWork: (pIndex: number, rIndex: number) => boolean,
): number[] {
  const rCount = constantDivisors.length;
  const pairCount = leadingDivisors.length * rCount;
  const [prime, otherPrime] = sievePrimesFor(quartic[4] ?? 1n);
  if (pairCount <= prime) {
    return Array.from({ length: pairCount }, (_, place) => place).filter((place) => mayWork(Math.floor(place / rCount), place % rCount));
  }
  const sextic = pairingSextic(quartic);
  const ratios = rootsModulo(sextic, prime);
  const positionsOfR = positionsByResidue(constantDivisors, prime);
  const second = secondSieve(sextic, otherPrime);
  const rSecond = Int32Array.from(constantDivisors, (r) => moduloSmall(r, otherPrime));
  const places: number[] = [];
  for (let pIndex = 0; pIndex < leadingDivisors.length; pIndex += 1) {
    const p = leadingDivisors[pIndex] ?? 1;
    const pInverse = second.inverse[moduloSmall(p, otherPrime)] ?? 0;
    for (const ratio of ratios) {
      const residueOfR = (ratio * moduloSmall(p, prime)) % prime;
      for (let at = positionsOfR.start[residueOfR] ?? 0, end = positionsOfR.start[residueOfR + 1] ?? 0; at < end; at += 1) {
        const rIndex = positionsOfR.positions[at] ?? 0;
        if (second.isRoot[((rSecond[rIndex] ?? 0) * pInverse) % otherPrime] === 1 && mayWork(pIndex, rIndex)) places.push(pIndex * rCount + rIndex);
      }
    }
  }
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
  recentDivisors.clear();
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
