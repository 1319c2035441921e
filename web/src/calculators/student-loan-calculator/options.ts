/** The repayment plans (spec document 2, section 3). Kept apart from compute.ts so the route's search validation does not pull the maths into every page's first load. */
export const repaymentPlans = ['standard', 'graduated', 'extended', 'income-driven'] as const;
export type RepaymentPlan = (typeof repaymentPlans)[number];
