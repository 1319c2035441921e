import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter your child’s age and the age they will start college.',
    'Enter what you have saved, what you add each month and the yearly return you expect.',
    'Enter today’s cost of the whole degree and the yearly college cost inflation, or your own savings goal.',
    'Read the projected fund, how much of it is your money and how much is growth, any shortfall, and the monthly amount that reaches the goal.',
  ],
  formula:
    'Years to save = max(0, start age − child age); months m = years × 12; r = yearly return ÷ 12\n' +
    'Future value = savings × (1 + r)^m + monthly × ((1 + r)^m − 1) ÷ r\n' +
    'Inflated cost = cost × (1 + inflation)^years; goal = savings goal if above 0, else the inflated cost\n' +
    'Shortfall = goal − future value (never below 0)\n' +
    'Recommended monthly = (goal − savings × (1 + r)^m) × r ÷ ((1 + r)^m − 1), rounded up to the cent',
  uses: [
    'Setting a monthly amount for a 529 plan or other college fund.',
    'Seeing how much starting earlier, or adding a little more, changes the result.',
    'Checking whether current savings keep pace with rising college costs.',
  ],
  bestPractices: [
    'Start early: growth does more of the work the longer the money is invested.',
    'Use a realistic return: 5–7% a year for a balanced portfolio, less as college nears and you move to safer holdings.',
    'College costs have risen faster than general prices; 3–5% inflation is a prudent assumption.',
    'Look at 529 plans: growth is tax-free for qualified education costs and many states give a tax deduction.',
  ],
  notes: [
    'Returns compound monthly and contributions are made at the end of each month.',
    'Total contributions count every dollar you put in: today’s savings plus all the monthly contributions. Investment growth is the rest of the fund.',
    'The recommended monthly payment is the whole monthly contribution that reaches the goal (not the extra on top of what you pay now), rounded up to the cent so that it always reaches it; it is $0 when today’s savings alone reach the goal.',
    'Shortfall bands: no shortfall; under 20% of the goal (nearly there); under 50% (a real gap); otherwise a large gap.',
  ],
};
