import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Type the function of x, for example x^2 + 2x + 1, sin(x)/x or e^(-x^2). Write 2x for 2·x and use parentheses for function arguments.',
    'Enter the point where you want the slope, and choose the analytical method (exact, by the rules of differentiation) or the numerical one (a central difference with a step size you choose).',
    'The result updates as you type: the derivative at the point, the derivative as a formula, the tangent line, a chart and every step.',
  ],
  formula:
    'Analytical: f′(x) by the rules of differentiation (power, product, quotient, chain rule), then f′(point)\nNumerical (central difference): f′(x) ≈ [f(x + h) − f(x − h)] / (2h), default h = 0.001\nTangent line: y = f(p) + f′(p)(x − p)\nResults are rounded to 6 decimal places.',
  uses: [
    'The slope of a curve at a point, and the equation of its tangent line.',
    'Rates of change: speed from position, marginal cost from cost.',
    'Checking a derivative worked by hand, formula and value.',
  ],
  bestPractices: [
    'The central difference has an error of about h²·f‴(x)/6: a smaller step is more accurate until rounding errors take over (below about h = 10⁻⁶).',
    'Where a function has a corner or a vertical tangent (|x| or x^(1/3) at 0) the derivative does not exist: the calculator says so, with both methods. The numerical method gives a number only where the slopes from the left, [f(x) − f(x − h)]/h, and from the right, [f(x + h) − f(x)]/h, come together as h shrinks.',
    'Compare the two methods: when they agree to many decimals, you can trust the value.',
  ],
  notes: [
    'The symbolic derivative is worked out by the textbook rules (sum, product, quotient, power and chain rules) and simplified, with like terms collected and fractions kept exact; the steps name the rule used for each part, the formula is shown for both methods, and the numerical method also shows the analytical value for comparison.',
    'Where the formula for f′ is not defined at the point although f is (x·|x| at 0 gives 0/0), the derivative is the limit of f′(x) from both sides, when the two agree and f is continuous there.',
    'ln is the natural logarithm and log the base-10 logarithm.',
  ],
};
