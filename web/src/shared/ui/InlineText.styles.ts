import { defineStyles, recipe } from './styles.ts';

/** The inline marks of record text: links and code, as the static pages' prose draws them. */
export const inlineMarks = defineStyles('inline-marks', {
  link: [recipe('link', { variant: 'underline' }), { colorPalette: 'blue' }],
  code: recipe('code'),
});
