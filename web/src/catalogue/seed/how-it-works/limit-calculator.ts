import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Type the function of x, for example (x^2 - 1)/(x - 1), sin(x)/x or (1 + 1/x)^x.',
    'Enter the point x approaches (a number, or inf for infinity) and choose both sides, from the left or from the right.',
    'The result updates as you type: the limit, whether it exists, the one-sided limits, what it means, a chart and the steps.',
  ],
  formula:
    'lim x→p f(x) = L when f(x) gets as close as you like to L for every x close enough to p (x ≠ p)\nTwo-sided: the left limit (x → p⁻) and the right limit (x → p⁺) must agree\nSides 0.001 or more apart: the limit does not exist\nResults are rounded to 6 decimal places.',
  uses: [
    'Removable discontinuities such as (x² − 1)/(x − 1) at 1, where direct substitution gives 0/0.',
    'Vertical asymptotes (infinite limits) and jumps (one-sided limits that differ).',
    'Behaviour at infinity, such as (1 + 1/x)^x → e.',
  ],
  bestPractices: [
    'Try direct substitution first: if f is defined and continuous at the point, the limit is f(p).',
    'For 0/0 forms, factor and cancel, or use L’Hôpital’s rule, and compare with the value here.',
    'A limit can be +∞ or −∞: that says how the function grows, but no finite number is approached, so the limit does not exist as a finite number.',
  ],
  notes: [
    'The limit is worked out on the formula, not by plugging in ever closer numbers: the limit laws, L’Hôpital’s rule for 0/0 and ∞/∞, comparing growth rates through logarithms (x⁵⁰ against eˣ), the highest powers at infinity, and the usual rewritings of 0·∞, ∞ − ∞ and 1^∞. So slow limits such as 1/ln x at 0⁺ (0) or ln ln x at ∞ (+∞) come out right, although a computer’s numbers would suggest otherwise.',
    'Direct substitution is used only where f is continuous at the point; its value there is then the limit.',
    'Only if those rules cannot settle a limit is it estimated numerically (f at x = p ± 0.1, 0.01, …, extrapolated with Aitken’s Δ² method), and the steps say so.',
    'Towards infinity the direction is not used: x grows towards +∞ or −∞.',
    'When both sides agree to within 0.001, the two-sided limit is their average.',
    'When the limit is a known constant that its decimals cannot write exactly (e for (1 + 1/x)^x at ∞, π/2, ln 2, 1/3), it is also written exactly.',
  ],
};
