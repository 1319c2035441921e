import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Type an expression with the keys or your keyboard: digits, + − × ÷, ^ for powers and parentheses for grouping.',
    'A function key (sin, cos, tan, log, ln, √, 10ˣ, eˣ) writes its function with an opening bracket: tap sin, then 30, then = for sin(30) = 0.5. On a keyboard, type its name: sin, cos, tan, log, ln, sqrt, and pi or e for the constants.',
    'x², 1/x and n! act on the number or bracket just before them and show its value at once.',
    'Press = (or Enter) to evaluate the whole expression, closing any bracket left open; the result goes to the history, where a tap brings it back. A function key pressed after a result takes that result: = then √ gives the root of the answer.',
    'Use M+ and M− to add the current value to memory or take it away, MR to recall it and MC to clear it.',
  ],
  formula:
    'Usual order of operations: brackets, then powers (right to left: 2^3^2 = 2^9), then × and ÷, then + and −, left to right.\n2 + 3 × 4 = 14    (2 + 3) × 4 = 20    −2^2 = −4',
  uses: [
    'Homework and exam practice in algebra, trigonometry and physics.',
    'Quick engineering and shop calculations with powers, roots and logarithms.',
    'Checking a chain of calculations, with each result kept in the history.',
  ],
  bestPractices: [
    'Check the DEG/RAD switch before using sin, cos or tan: 90 means degrees only in DEG mode.',
    'Add brackets when in doubt: they cost nothing and make the order explicit.',
    'Results show 12 significant digits; the calculator keeps full precision between steps.',
    'A minus typed after ×, ÷ or ^ is the sign of the next number: 3 × −2 = −6, 2 ^ −1 = 0.5, and 2 × −3 ^ 2 = −18 (the power first, as in a textbook).',
    'Maths with no real-number answer shows a message instead of a result: “Cannot divide by zero” (any number ÷ 0, 0 ÷ 0 included, and 1/x of 0), “Not a real number” (√ of a negative, log or ln of 0 or a negative, tan 90°), “Factorial needs a whole number” (3.5!, (−1)!) and “Too large” (beyond about 1.8 × 10³⁰⁸, such as 10^400 or 171!).',
  ],
  notes: [
    'Unlike a basic calculator that works key by key, this one reads the whole expression with operator precedence, so 2 + 3 × 4 is 14, not 20.',
    'Percent works as on a phone: after + or − it is that percentage of what comes before the sign, so 200 + 10 % = 220 and 200 − 10 % = 180; anywhere else it divides by 100, so 50 × 10 % = 5.',
    'Keyboard: digits, . or ,, + − * /, ^, ( ), the names sin, cos, tan, log, ln, sqrt, pi and e, ! for factorial, % for percent, Enter or = to evaluate, Backspace to delete, Escape to clear.',
  ],
};
