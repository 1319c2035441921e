import type { HowItWorksContent } from '../../content.ts';

export const howItWorks: HowItWorksContent = {
  steps: [
    'Choose the hoop (regulation 10 ft, youth 9 ft, junior 8 ft) or enter a custom rim height.',
    'Enter your standing reach: stand flat-footed beside a wall and reach up as high as you can with one hand.',
    'Enter your vertical leap: the height you can jump above your standing reach.',
    'Optionally enter your body mass, a measured hang time, take-off speed or jump energy, and your hand span for the physics analysis and tips.',
    'The required leap, whether you can dunk and your recommendations update as you type.',
  ],
  formula:
    'Lengths in metres: ft × 0.3048, cm ÷ 100, in × 0.0254\nRequired vertical leap (cm) = (rim height − standing reach) × 100\nCan dunk when vertical leap ≥ required leap\nTake-off speed v = √(2 g h); hang time t = 2 v ÷ g; jump energy E = m g h\nLeap implied by a hang time h = g t² ÷ 8; by a take-off speed h = v² ÷ (2 g); by an energy h = E ÷ (m g)',
  uses: [
    'Finding out how far you are from your first dunk.',
    'Setting a vertical-jump target for a training programme.',
    'Checking a jump measurement (hang time from a video, a jump mat or a sensor) against your measured leap.',
  ],
  bestPractices: [
    'Measure your vertical leap from a running approach if that is how you will dunk; it is usually 5-15 cm higher than a standing jump.',
    'Aim for a few centimetres more than the required leap: you need to get the ball, not just your fingertips, over the rim.',
    'Retest every 4-6 weeks under the same conditions to track progress.',
  ],
  notes: [
    'The spec does not give the advice texts: a gap over 30 cm gets strength advice, over 15 cm jump-technique advice, otherwise a "close" message; body mass above 100 kg or below 60 kg adds a tip.',
    'Palm size is read as your hand span (thumb tip to little-finger tip); below 23 cm (about 9 in), the usual minimum for palming a regulation ball, a two-handed dunk tip is added.',
    'The physics analysis is our decision: standard projectile kinematics for the leap you entered. A hang time, take-off speed or jump energy is called consistent when the leap it implies is within 10% of the leap you entered; enter 0 to leave one out.',
    'The height difference is the required leap minus your leap: positive means you are short by that much, negative means you have that much to spare.',
  ],
};
