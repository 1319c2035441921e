export const improveTips: readonly { title: string; text: string }[] = [
  {
    title: 'Get stronger',
    text: 'Squats, deadlifts, lunges and calf raises build the force your legs put into the ground. Train them two or three times a week.',
  },
  {
    title: 'Add plyometrics',
    text: 'Box jumps, depth jumps and bounding teach your muscles to produce that force quickly. Keep the volume low and the quality high.',
  },
  {
    title: 'Refine your approach',
    text: 'A controlled run-up, a long penultimate step and a strong arm swing can add several centimetres without any extra strength.',
  },
  { title: 'Recover well', text: 'Jump when you are fresh, sleep enough and eat enough protein; tired legs do not jump high.' },
];
