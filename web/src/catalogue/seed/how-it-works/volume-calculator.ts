import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Choose a shape: sphere, cylinder, cone, cube or rectangular prism. The dimensions reset to that shape\u2019s example values.',
    'Enter its dimensions, all in the same length unit (centimetres, metres, inches, feet…).',
    'The volume (in cubic units) and the total surface area (in square units) update as you type, with the formula, the worked steps and practical notes.',
  ],
  formula:
    'Sphere: V = 4/3·πr³, A = 4πr²\n' +
    'Cylinder: V = πr²h, A = 2πr(r + h)\n' +
    'Cone: V = 1/3·πr²h, A = πr(r + √(h² + r²))\n' +
    'Cube: V = s³, A = 6s²\n' +
    'Rectangular prism: V = lwh, A = 2(lw + lh + wh)\n' +
    'Results are rounded to 6 decimal places.',
  uses: [
    'Capacity of tanks, pools, pipes, cans and containers.',
    'Concrete, soil or gravel needed to fill a space.',
    'Paint, wrapping or sheet material needed to cover an object (surface area).',
    'Geometry homework and checking textbook answers.',
  ],
  bestPractices: [
    'Use one length unit for every dimension; convert first if your measurements are mixed.',
    'Measure the inside of a container for its capacity and the outside for the material around it.',
    'The radius is half the diameter: measure across and divide by 2.',
    'For liquids, convert the cubic result: 1,000 cm³ = 1 litre, 1 m³ = 1,000 litres, 1 ft³ ≈ 7.48 US gallons.',
  ],
  notes: [
    'All five shapes are offered (the spec allows three or five).',
    'Surface areas are totals: the cylinder includes both ends and the cone includes its base; the notes also give the curved surface alone.',
    'A shared link that names a shape but lacks some of its dimensions uses that shape\u2019s example values for the missing ones.',
  ],
};
