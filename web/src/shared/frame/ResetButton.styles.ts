import { defineStyles, recipe } from '../ui/styles.ts';

export const resetButton = defineStyles('calc-reset', {
  /** <Button variant="outline"> */
  button: recipe('button', { variant: 'outline' }),
});
