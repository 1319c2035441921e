/**
 * Adaptive Gauss–Kronrod (7-point Gauss, 15-point Kronrod) integration: the high-accuracy reference
 * the integral calculator compares a rule with when no closed form is known. The interval with the
 * largest error estimate |K15 − G7| is halved until the total estimate is below the tolerance.
 * Nodes and weights from QUADPACK's qk15.
 */
const kronrodNodes = [
  0.9914553711208126, 0.9491079123427585, 0.8648644233597691, 0.7415311855993945, 0.5860872354676911, 0.4058451513773972, 0.20778495500789848, 0,
];
const kronrodWeights = [
  0.022935322010529224, 0.06309209262997856, 0.10479001032225019, 0.14065325971552592, 0.1690047266392679, 0.19035057806478542, 0.20443294007529889,
  0.20948214108472782,
];
/** Weights of the Gauss nodes, which are Kronrod nodes 1, 3, 5 and 7. */
const gaussWeights = [0.1294849661688697, 0.27970539148927664, 0.3818300505051189, 0.4179591836734694];

interface Piece {
  from: number;
  to: number;
  value: number;
  error: number;
}

/** One piece's Kronrod estimate and its error |K15 − G7|. */
export function gaussKronrod(f: (x: number) => number, from: number, to: number): Piece {
  const center = (from + to) / 2;
  const half = (to - from) / 2;
  let kronrod = 0;
  let gauss = 0;
  // A plain loop rather than forEach: no closure per piece, the same sums in the same order.
  for (let index = 0; index < kronrodNodes.length; index += 1) {
    const node = kronrodNodes[index] ?? 0;
    const sum = node === 0 ? f(center) : f(center - half * node) + f(center + half * node);
    kronrod += (kronrodWeights[index] ?? 0) * sum;
    if (index % 2 === 1) gauss += (gaussWeights[(index - 1) / 2] ?? 0) * sum;
  }
  return { from, to, value: kronrod * half, error: Math.abs((kronrod - gauss) * half) };
}

export interface Quadrature {
  value: number;
  /** The estimated absolute error. */
  errorEstimate: number;
}

/** A Quadrature that also says whether the integral has no finite value. */
export interface CheckedQuadrature extends Quadrature {
  /**
   * A point between the limits near which |f| grows like 1/|x − point| or faster, so that the
   * integral has no finite value (value and errorEstimate are then meaningless); null otherwise.
   */
  divergesAt: number | null;
}

/**
 * ∫ f from a to b; NaN when f is not finite at a node. While there are fewer than `maximumPieces`
 * pieces and the sum of their error estimates is above `tolerance` × max(1, |sum of their values|),
 * the piece with the largest estimate (the first, from a, on a tie) is halved.
 */
export function adaptiveIntegral(f: (x: number) => number, from: number, to: number, tolerance = 1e-12, maximumPieces = 2000): Quadrature {
  const { value, errorEstimate } = halveWorst(f, from, to, tolerance, maximumPieces, false);
  return { value, errorEstimate };
}

/**
 * adaptiveIntegral, except that, like QUADPACK's QAGS (ier = 3, "extremely bad integrand behaviour
 * at some points"), it looks closer when the piece to halve has become too narrow to halve
 * meaningfully. If |f| grows there like 1/|x − p| or faster, it stops and names the point: halving
 * cannot shrink the error next to such a pole (each piece beside it holds about as much of the
 * divergent integral as the one before), and carrying on until `maximumPieces` gives a finite-looking
 * value that means nothing. Anywhere else it goes on exactly as adaptiveIntegral does.
 */
export function checkedIntegral(f: (x: number) => number, from: number, to: number, tolerance = 1e-12, maximumPieces = 2000): CheckedQuadrature {
  return halveWorst(f, from, to, tolerance, maximumPieces, true);
}

/**
 * The loop of both. One pass over the pieces, in order from a to b, adds up both sums and finds the
 * piece to halve: the cost grows with the square of the pieces, but each piece's 30 evaluations of f
 * cost more until well past the cap.
 */
function halveWorst(
  f: (x: number) => number,
  from: number,
  to: number,
  tolerance: number,
  maximumPieces: number,
  checkNarrowPieces: boolean,
): CheckedQuadrature {
  const pieces = [gaussKronrod(f, from, to)];
  for (;;) {
    let value = 0;
    let error = 0;
    let worst = 0;
    for (let index = 0; index < pieces.length; index += 1) {
      const piece = pieces[index] as Piece;
      value += piece.value;
      error += piece.error;
      if (piece.error > (pieces[worst] as Piece).error) worst = index;
    }
    const piece = pieces[worst] as Piece;
    if (pieces.length >= maximumPieces || !(error > tolerance * Math.max(1, Math.abs(value))) || !Number.isFinite(piece.error)) {
      return { value, errorEstimate: error, divergesAt: null };
    }
    const middle = (piece.from + piece.to) / 2;
    if (checkNarrowPieces && tooNarrow(piece.from, middle, piece.to) && growsLikePole(f, middle, piece.to - piece.from, from, to)) {
      return { value, errorEstimate: error, divergesAt: middle };
    }
    pieces.splice(worst, 1, gaussKronrod(f, piece.from, middle), gaussKronrod(f, middle, piece.to));
  }
}

/**
 * QUADPACK's test (qagse, ier = 3) for a piece too narrow to halve meaningfully: its ends within
 * about 100 machine epsilons of its middle, relative to their size. Its outermost nodes are then
 * within about a double of its ends, and its error estimate means little.
 */
function tooNarrow(from: number, middle: number, to: number): boolean {
  const smallestNormal = 2 ** -1022;
  return Math.max(Math.abs(from), Math.abs(to)) <= (1 + 100 * Number.EPSILON) * (Math.abs(middle) + 1000 * smallestNormal);
}

/**
 * Whether |f| grows like 1/|x − point| or faster as x nears `point`, which makes the integral over
 * any range reaching it infinite. Then d × |f(point ± d)| does not fall as d does; it is compared at d
 * just outside the narrow piece and at 2^20 times that. For an integrable |x − point|^(−α), α < 1, it
 * falls by 2^(−20(1 − α)), a thousandth for 1/√|x − point|; the test takes α ≥ 0.95 for divergence,
 * which only a function far too steep for the reference anyway can fall foul of.
 */
function growsLikePole(f: (x: number) => number, point: number, width: number, from: number, to: number): boolean {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const near = 4 * Math.abs(width);
  const far = Math.min(2 ** 20 * near, Math.max(point - low, high - point));
  const nearReach = reach(f, point, near, low, high);
  return nearReach > 0 && nearReach >= reach(f, point, far, low, high) / 2;
}

/** The larger d × |f(point ± d)| of the two sides, d = distance. */
function reach(f: (x: number) => number, point: number, distance: number, low: number, high: number): number {
  return Math.max(sideReach(f, point - distance, distance, low, high), sideReach(f, point + distance, distance, low, high));
}

/** distance × |f(x)|, or 0 where x is outside [low, high] or f(x) is not a number. */
function sideReach(f: (x: number) => number, x: number, distance: number, low: number, high: number): number {
  if (!(x >= low && x <= high)) return 0;
  const y = Math.abs(f(x));
  return Number.isNaN(y) ? 0 : distance * y;
}

/**
 * Tanh-sinh (double-exponential) quadrature: x = c + r·tanh((π/2)·sinh t), so the nodes crowd
 * towards both ends doubly exponentially and never reach them. It integrates functions with
 * integrable singularities at the ends (1/√(1 − x²) on [0, 1], ln x on [0, 1]) to near machine
 * accuracy with a few hundred evaluations. Each level halves the step in t and adds the new nodes;
 * it stops when two levels agree to `tolerance` (relative), and their difference is the estimate.
 * Distances to the ends are computed as r·2/(1 + e^(2u)), not as b − x, so no precision is lost to
 * cancellation before f is called.
 */
export function tanhSinh(f: (x: number) => number, from: number, to: number, tolerance = 1e-13, maximumLevel = 8): Quadrature {
  const center = (from + to) / 2;
  const radius = (to - from) / 2;
  const largestT = 4;
  const term = (t: number): number => {
    const u = (Math.PI / 2) * Math.sinh(Math.abs(t));
    const coshU = Math.cosh(u);
    const weight = (radius * (Math.PI / 2) * Math.cosh(t)) / (coshU * coshU);
    if (!(weight !== 0) || !Number.isFinite(weight)) return 0;
    const distance = (Math.abs(radius) * 2) / (1 + Math.exp(2 * u));
    const x = t === 0 ? center : t > 0 ? (to >= from ? to - distance : to + distance) : to >= from ? from + distance : from - distance;
    if (x === from || x === to) return 0;
    const y = f(x);
    return Number.isFinite(y) ? weight * y : Number.NaN;
  };
  let step = 1;
  let sum = term(0);
  for (let k = 1; k * step <= largestT; k += 1) sum += term(k * step) + term(-k * step);
  let previous = sum * step;
  let errorEstimate = Number.POSITIVE_INFINITY;
  for (let level = 1; level <= maximumLevel; level += 1) {
    step /= 2;
    for (let k = 1; k * step <= largestT; k += 2) sum += term(k * step) + term(-k * step);
    const value = sum * step;
    errorEstimate = Math.abs(value - previous);
    if (!Number.isFinite(value)) return { value, errorEstimate: Number.POSITIVE_INFINITY };
    if (level >= 3 && errorEstimate <= tolerance * Math.max(1, Math.abs(value))) return { value, errorEstimate };
    previous = value;
  }
  return { value: previous, errorEstimate };
}
