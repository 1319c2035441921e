import { defineStyles, recipe } from '../../shared/ui/styles.ts';

/** The form's own part: what <Button type="button" colorPalette="blue"> gave. */
export const acresForm = defineStyles('acres-form', {
  calculate: [recipe('button'), { colorPalette: 'blue' }],
});

export const acresResults = defineStyles('acres-results', {
  /** The results' wrapper, which the Calculate button focuses: its ring shows on keyboard focus only. */
  focusTarget: { rounded: 'xl', _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' } },
  /** The time to complete, set as a primary figure (ResultStat's `primary` look). */
  completionTime: { fontSize: '4xl', fontWeight: 'bold', color: 'accent.fg', lineHeight: '1.2' },
});
