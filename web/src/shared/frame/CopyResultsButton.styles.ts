import { defineStyles, recipe } from '../ui/styles.ts';

export const copyResults = defineStyles('calc-copy-results', {
  /** <Button variant="outline" colorPalette="blue"> */
  button: [recipe('button', { variant: 'outline' }), { colorPalette: 'blue' }],
});
