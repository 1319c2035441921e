/** The repayment plans (spec document 2, section 3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const repaymentPlans = ['standard', 'graduated', 'extended', 'income-driven'] as const;
export type RepaymentPlan = (typeof repaymentPlans)[number];

/** What the calculator accepts (the fields' bounds, and compute's): beyond these a loan is not a student loan, and its schedule no longer small. */
export const loanLimits = {
  maximumPrincipal: 10_000_000,
  maximumRate: 50,
  minimumTermYears: 1,
  maximumTermYears: 30,
  maximumGraceMonths: 60,
} as const;
