import { defineStyles, recipe } from '../ui/styles.ts';

export const resultsPanel = defineStyles('calc-results', {
  root: { bg: 'accent.tint', borderWidth: '1px', borderColor: 'accent.border', rounded: 'xl', p: { base: '4', md: '6' } },
  title: [recipe('heading', { size: 'lg' }), { mb: '4' }],
  empty: { color: 'fg.muted', mb: '4' },
  /** <Stack gap="4"> */
  stats: { display: 'flex', flexDirection: 'column', gap: '4' },
});

const value = { overflowWrap: 'anywhere' } as const;

/** One result: its label, its value (a figure, the primary figure, or body text), and a note. */
export const resultStat = defineStyles('calc-result-stat', {
  label: { fontSize: 'sm', color: 'fg.muted' },
  figure: { fontSize: 'xl', fontWeight: 'bold', color: 'fg', lineHeight: '1.2', ...value },
  primary: { fontSize: '4xl', fontWeight: 'bold', color: 'accent.fg', lineHeight: '1.2', ...value },
  detail: { fontSize: 'md', fontWeight: 'normal', color: 'fg', lineHeight: '1.5', ...value },
  primaryDetail: { fontSize: '4xl', fontWeight: 'normal', color: 'accent.fg', lineHeight: '1.5', ...value },
  help: { fontSize: 'sm', color: 'fg.muted', mt: '1' },
  /** A typeset result's plain text: kept for `data-result` and copying, shown as the formula beside it. */
  plainText: { srOnly: true },
  /** Typeset maths, a little larger than the text around it as printed maths is. */
  math: { overflowX: 'auto', '& math': { fontSize: '1.1em' } },
  /** A typeset primary result: smaller than a primary figure, as a formula runs longer than a number. */
  primaryMath: { fontSize: '2xl', fontWeight: 'bold', color: 'accent.fg', lineHeight: '1.4' },
});
