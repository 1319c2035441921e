import { describe, expect, it } from 'vitest';
import { compute, type Inputs } from './compute.ts';
import { costWorking } from './working.ts';

const inputs: Inputs = {
  tuitionPerYear: 25000,
  roomAndBoard: 12000,
  booksAndSupplies: 1200,
  personalExpenses: 2000,
  transportation: 1000,
  degreeLength: 4,
  inflationRate: 3,
  schoolType: 'public-instate',
  livingArrangement: 'on-campus',
};

function workingFor(overrides: Partial<Inputs> = {}) {
  const all = { ...inputs, ...overrides };
  const result = compute(all);
  if (!result) throw new Error('no result');
  return costWorking(all, result);
}

// Worked by hand with python3's Decimal: 41,200 × 1.03^k for k = 0…3 is 41,200, 42,436, 43,709.08,
// 45,020.3524; their sum 172,365.4324, ÷ 4 = 43,091.3581. A fifth year at half: 41,200 × 1.03^4 =
// 46,370.962972, half of it 23,185.481486, total 195,550.913886.
describe('the cost of the degree worked with the visitor’s numbers', () => {
  it('adds up a year, then inflates each year from the one before', () => {
    const working = workingFor();
    expect(working.yearlyCost).toBe(41200);
    expect(working.lines).toEqual([
      "Cost of a year at today's prices = $25,000.00 + $12,000.00 + $1,200.00 + $2,000.00 + $1,000.00 = $41,200.00",
      'Year 1 = $41,200.00',
      'Year 2 = $41,200.00 × 1.03 = $42,436.00',
      'Year 3 = $42,436.00 × 1.03 = $43,709.08',
      'Year 4 = $43,709.08 × 1.03 = $45,020.35',
      'Total with inflation = $41,200.00 + $42,436.00 + $43,709.08 + $45,020.35 = $172,365.43',
      "Total at today's prices = $41,200.00 × 4 = $164,800.00",
      'Average a year = $172,365.43 ÷ 4 = $43,091.36',
    ]);
  });

  it('counts a last partial year in proportion: half of $46,370.96 is $23,185.48', () => {
    const lines = workingFor({ degreeLength: 4.5 }).lines;
    expect(lines[5]).toBe('Year 5 = $45,020.35 × 1.03 = $46,370.96; 0.5 of it counts: $23,185.48');
    expect(lines[6]).toBe('Total with inflation = $41,200.00 + $42,436.00 + $43,709.08 + $45,020.35 + $23,185.48 = $195,550.91');
  });

  it('shows living with parents in the amounts: room and board at $0 gives a year of $29,200', () => {
    expect(workingFor({ roomAndBoard: 0, livingArrangement: 'with-parents' }).lines[0]).toBe(
      "Cost of a year at today's prices = $25,000.00 + $0.00 + $1,200.00 + $2,000.00 + $1,000.00 = $29,200.00",
    );
  });
});
