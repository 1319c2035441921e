import { defineStyles, recipe } from '../ui/styles.ts';

export const copyResults = defineStyles('calc-copy-results', {
  /** <HStack gap="3" wrap="wrap">, and nothing on paper */
  row: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: '3', _print: { display: 'none' } },
  /** <Button variant="outline" colorPalette="blue"> */
  button: [recipe('button', { variant: 'outline' }), { colorPalette: 'blue' }],
});
