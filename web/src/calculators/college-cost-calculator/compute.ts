/**
 * Cost of a degree (the spec's "College cost").
 *
 *   yearly cost        = tuition + room and board + books and supplies + personal + transportation
 *   cost in year k     = yearly cost × (1 + inflation)^(k − 1)   (inflation applies from the second year)
 *   current rates      = yearly cost × degree length
 *   comparison         = yearly cost against the national average yearly cost of the school type;
 *                        'close to average' within 10% either way
 *   tips               = tuition > 120% of the average, room and board > 120%, books > 130%,
 *                        inflated total > $100,000, on-campus with room and board > $15,000
 *
 * Decisions where the spec is silent (the how-it-works repeats them):
 * - averageCostPerYear is the inflated total divided by the degree length.
 * - costBreakdown gives each category's cost over the whole degree, with inflation.
 * - A degree length with a fraction (4.5 years) counts the last year in proportion.
 * - When no tip is triggered, one general tip is given, so the list is never empty.
 * - The living arrangement moves room and board (`roomAndBoardFor`): living with parents sets it
 *   to $0, and moving out again starts from the national average for the school type; between on
 *   and off campus the amount entered stays, as rents near a campus vary too much for an average.
 *   It also decides the on-campus tip.
 */
import { degreeLengthBounds, type LivingArrangement, type SchoolType } from './inputs.ts';

export const costCategories = ['tuitionPerYear', 'roomAndBoard', 'booksAndSupplies', 'personalExpenses', 'transportation'] as const;
export type CostCategory = (typeof costCategories)[number];
export type YearlyCosts = Record<CostCategory, number>;

/** National averages per year. */
export const nationalAverages: Record<SchoolType, YearlyCosts> = {
  'public-instate': { tuitionPerYear: 10560, roomAndBoard: 11950, booksAndSupplies: 1240, personalExpenses: 2250, transportation: 1230 },
  'public-outstate': { tuitionPerYear: 27020, roomAndBoard: 11950, booksAndSupplies: 1240, personalExpenses: 2250, transportation: 1230 },
  private: { tuitionPerYear: 37650, roomAndBoard: 13620, booksAndSupplies: 1240, personalExpenses: 2250, transportation: 1230 },
  community: { tuitionPerYear: 3770, roomAndBoard: 8660, booksAndSupplies: 1460, personalExpenses: 2250, transportation: 1800 },
};

export interface Inputs extends YearlyCosts {
  degreeLength: number;
  /** Annual percent. */
  inflationRate: number;
  schoolType: SchoolType;
  livingArrangement: LivingArrangement;
}

export type TipId = 'tuition' | 'room-and-board' | 'books' | 'total' | 'on-campus' | 'general';

export interface Comparison {
  status: 'close' | 'above' | 'below';
  yearlyCost: number;
  averageYearlyCost: number;
  /** Signed difference from the average, in percent. */
  differencePercent: number;
  text: string;
}

export interface CostYear {
  year: number;
  /** Share of the year counted (below 1 only for a last partial year). */
  share: number;
  costs: YearlyCosts;
  total: number;
  cumulative: number;
  /** The running total at today's prices, for comparison. */
  cumulativeCurrentRates: number;
}

export interface Result {
  totalCostCurrentRates: number;
  totalCostWithInflation: number;
  averageCostPerYear: number;
  costBreakdown: YearlyCosts;
  comparison: Comparison;
  recommendations: { id: TipId; text: string }[];
  byYear: CostYear[];
}

const schoolTypeNames: Record<SchoolType, string> = {
  'public-instate': 'public in-state',
  'public-outstate': 'public out-of-state',
  private: 'private',
  community: 'community college',
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function yearlyTotal(costs: YearlyCosts): number {
  return costCategories.reduce((sum, category) => sum + costs[category], 0);
}

export function compareWithAverage(yearlyCost: number, schoolType: SchoolType): Comparison {
  const averageYearlyCost = yearlyTotal(nationalAverages[schoolType]);
  const differencePercent = ((yearlyCost - averageYearlyCost) / averageYearlyCost) * 100;
  const status = Math.abs(differencePercent) <= 10 ? 'close' : differencePercent > 0 ? 'above' : 'below';
  const average = `the national average of ${money.format(averageYearlyCost)} a year for ${schoolTypeNames[schoolType]} schools`;
  const gap = `${Math.round(Math.abs(differencePercent))}%`;
  const text =
    status === 'close'
      ? `Close to average: ${money.format(yearlyCost)} a year is within 10% of ${average}.`
      : status === 'above'
        ? `Above average: ${money.format(yearlyCost)} a year is ${gap} more than ${average}.`
        : `Below average: ${money.format(yearlyCost)} a year is ${gap} less than ${average}.`;
  return { status, yearlyCost, averageYearlyCost, differencePercent, text };
}

const tipTexts: Record<TipId, string> = {
  tuition:
    'Tuition is more than 20% above the average for this type of school. Apply for merit scholarships and institutional grants, ask the aid office about tuition discounts, and consider starting at a community college or earning AP and dual-enrollment credit to shorten the degree.',
  'room-and-board':
    'Room and board is more than 20% above average. Compare residence halls and meal plans, share an apartment, or become a resident assistant, which often comes with free housing.',
  books:
    'Books and supplies are more than 30% above average. Rent or buy used textbooks, use digital editions and library reserves, and check what the course really requires before you buy.',
  total:
    'With inflation the degree costs more than $100,000. File the FAFSA every year, apply for scholarships every year (not only as a freshman), and borrow federal loans before private ones.',
  'on-campus':
    'Living on campus costs more than $15,000 a year in room and board. After the first year, moving off campus with roommates or living at home can cut this cost substantially.',
  general:
    'Your costs are in line with the national averages. File the FAFSA each year and keep applying for scholarships: every grant dollar is a dollar you do not have to borrow.',
};

export function tipsFor(inputs: Pick<Inputs, CostCategory | 'schoolType' | 'livingArrangement'>, totalCostWithInflation: number): TipId[] {
  const average = nationalAverages[inputs.schoolType];
  const tips: TipId[] = [];
  if (inputs.tuitionPerYear > average.tuitionPerYear * 1.2) tips.push('tuition');
  if (inputs.roomAndBoard > average.roomAndBoard * 1.2) tips.push('room-and-board');
  if (inputs.booksAndSupplies > average.booksAndSupplies * 1.3) tips.push('books');
  if (totalCostWithInflation > 100000) tips.push('total');
  if (inputs.livingArrangement === 'on-campus' && inputs.roomAndBoard > 15000) tips.push('on-campus');
  return tips.length > 0 ? tips : ['general'];
}

/**
 * Room and board after the living arrangement changes from `from` to `to`: $0 at home, the school
 * type's national average on leaving home, otherwise the amount entered (which may be text being typed).
 */
export function roomAndBoardFor<Amount extends number | string>(
  current: Amount,
  from: LivingArrangement,
  to: LivingArrangement,
  schoolType: SchoolType,
): Amount | number {
  if (to === 'with-parents') return 0;
  if (from === 'with-parents') return nationalAverages[schoolType].roomAndBoard;
  return current;
}

export function compute(inputs: Inputs): Result | null {
  const { degreeLength, inflationRate, schoolType } = inputs;
  const yearly: YearlyCosts = Object.fromEntries(costCategories.map((category) => [category, inputs[category]])) as YearlyCosts;
  // Amounts up to a trillion a year and inflation up to 100% keep every total a number a page can show.
  if (![...Object.values(yearly), degreeLength, inflationRate].every(Number.isFinite)) return null;
  if (Object.values(yearly).some((cost) => cost < 0 || cost > 1e12) || inflationRate <= -100 || inflationRate > 100) return null;
  // The bounds of the field, held here too: the year table has a row a year.
  if (degreeLength < degreeLengthBounds.min || degreeLength > degreeLengthBounds.max) return null;

  const yearlyCost = yearlyTotal(yearly);
  const byYear: CostYear[] = [];
  let cumulative = 0;
  for (let index = 0; index < Math.ceil(degreeLength); index += 1) {
    const share = Math.min(1, degreeLength - index);
    const factor = Math.pow(1 + inflationRate / 100, index) * share;
    const costs = Object.fromEntries(costCategories.map((category) => [category, yearly[category] * factor])) as YearlyCosts;
    const total = yearlyTotal(costs);
    cumulative += total;
    byYear.push({ year: index + 1, share, costs, total, cumulative, cumulativeCurrentRates: yearlyCost * Math.min(degreeLength, index + 1) });
  }
  const totalCostWithInflation = cumulative;
  const costBreakdown = Object.fromEntries(
    costCategories.map((category) => [category, byYear.reduce((sum, year) => sum + year.costs[category], 0)]),
  ) as YearlyCosts;

  return {
    totalCostCurrentRates: yearlyCost * degreeLength,
    totalCostWithInflation,
    averageCostPerYear: totalCostWithInflation / degreeLength,
    costBreakdown,
    comparison: compareWithAverage(yearlyCost, schoolType),
    recommendations: tipsFor(inputs, totalCostWithInflation).map((id) => ({ id, text: tipTexts[id] })),
    byYear,
  };
}
