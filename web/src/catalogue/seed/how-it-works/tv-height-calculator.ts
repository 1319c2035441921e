import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Enter the TV size (its diagonal) in inches or centimetres.',
    'Enter your eye height when seated, measured from the floor, in inches or centimetres.',
    'Enter the viewing angle: 0° puts the centre of the screen at eye level, a positive angle above it, a negative angle below it.',
    'The centre and bottom-edge heights from the floor (in the unit of your eye height) and a recommendation update as you type.',
  ],
  formula:
    'Screen height = diagonal × 0.49 (16:9 screen; centimetres ÷ 2.54 first)\nCentre height = eye height + (screen height ÷ 2) × sin(viewing angle)\nBottom height = centre height − screen height ÷ 2\nHeights are rounded to 1 decimal place.',
  uses: [
    'Planning where to drill for a wall mount before you lift the TV.',
    'Choosing a TV stand or cabinet of the right height.',
    'Checking whether a TV above a fireplace will strain your neck.',
  ],
  bestPractices: [
    'Measure eye height from the seat you actually use; a sofa usually gives 38 to 44 inches.',
    'Keep the viewing angle between 0° and 15°: looking slightly down is more comfortable than looking up.',
    'Check the mount position against the TV’s bracket holes, not only the screen centre.',
  ],
  notes: [
    'The spec gives no defaults; the calculator opens on a 55-inch TV, a seated eye height of 42 inches and a 0° angle, a typical living-room set-up.',
    'Heights are given in the unit you measured your eye height in, with the other unit beside them.',
    'The angle field notes values outside −30° to 30°, beyond which a wall-mounted TV is rarely comfortable; it never blocks them.',
  ],
};
