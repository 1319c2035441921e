import type { Faq } from '../../catalogue/seo.ts';

export const faqs: readonly Faq[] = [
  {
    question: 'How high do I need to jump to dunk?',
    answer:
      'Subtract your standing reach from the rim height (10 ft, 3.048 m, on a regulation hoop). With a standing reach of 2.4 m you need a 64.8 cm vertical leap to touch the rim, and a little more to get the ball over it.',
  },
  {
    question: 'How do I measure my standing reach?',
    answer:
      'Stand flat-footed side-on to a wall, reach straight up with the hand nearest the wall and mark the highest point your fingertips touch. Measure from the floor to the mark.',
  },
  {
    question: 'Can I dunk if I am short?',
    answer:
      'Yes. Height matters only through standing reach. Shorter players need a bigger vertical leap, which strength, power and jump-technique training can build over months.',
  },
  {
    question: 'Why does the calculator say my hang time is inconsistent?',
    answer:
      'Hang time and vertical leap are linked by gravity: a 60 cm leap keeps you in the air for about 0.70 s. If the leap your hang time implies differs from the leap you entered by more than 10%, one of the two measurements is probably off.',
  },
  {
    question: 'How long does it take to improve my vertical leap?',
    answer: 'Beginners often add 5-10 cm in 8-12 weeks of consistent strength and plyometric training. Gains slow down as you get more trained.',
  },
];

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
