import { defineStyles, gridColumns, recipe } from '../../shared/ui/styles.ts';

/** What Chakra's VisuallyHidden gave: read by screen readers, not shown. */
const visuallyHidden = { srOnly: true } as const;

/** Chakra's HStack: a row, its items centred, 0.5rem apart unless told. */
const hstack = { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '0.5rem' } as const;

export const scientificCalculator = defineStyles('scientific-widget', {
  /** The widget: it takes focus itself (keyboard input), so it shows its own focus outline. */
  /** A column: on a phone the input interpretation moves below the keypad, so the keypad fits the screen. */
  root: {
    display: 'flex',
    flexDirection: 'column',
    w: 'full',
    maxW: 'md',
    mx: 'auto',
    p: { base: '3', md: '4' },
    borderWidth: '1px',
    rounded: '2xl',
    bg: 'bg',
    shadow: 'sm',
    outline: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
  toolbar: { ...hstack, justifyContent: 'space-between', my: '2' },
  modes: { ...hstack, gap: '2', flexShrink: '0' },
  angleModes: { ...hstack, gap: '1' },
  /** The DEG/RAD switch: the chosen mode solid, the other outlined. */
  angleMode: [recipe('button', { size: 'sm', variant: 'outline' }), { minH: '11', colorPalette: 'blue' }],
  angleModeChosen: [recipe('button', { size: 'sm', variant: 'solid' }), { minH: '11', colorPalette: 'blue' }],
  /** The memory indicator (M) beside the angle modes. */
  memory: { fontSize: 'sm', fontWeight: 'bold', color: 'accent.fg' },
  visuallyHidden,
});

/** The display: the expression typed so far, with the live preview of its value. */
export const scientificDisplay = defineStyles('scientific-display', {
  root: { bg: 'gray.900', color: 'white', rounded: 'lg', px: '4', py: { base: '2', md: '3' }, textAlign: 'right', fontFamily: 'mono' },
  expression: { fontSize: { base: '2xl', md: '3xl' }, lineHeight: 'short', overflowWrap: 'anywhere' },
  preview: { fontSize: 'md', color: 'gray.300', minH: '6', overflowWrap: 'anywhere' },
  /** The input interpretation under the display: a label, then the expression typeset. */
  interpretation: {
    display: 'flex',
    alignItems: 'baseline',
    gap: '2',
    order: { base: 1, md: 0 },
    mt: { base: '3', md: '0' },
    mb: { base: '0', md: '3' },
    px: '1',
    minH: '8',
    overflowX: 'auto',
    outline: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
  interpretationLabel: { fontSize: 'sm', color: 'fg.muted', flexShrink: '0' },
  interpretationValue: { fontSize: 'lg', whiteSpace: 'nowrap' },
  /** The display's text, where it is not typeset: it wraps as the display does. */
  interpretationText: { fontSize: 'lg', minW: '0', overflowWrap: 'anywhere' },
  results: { px: '1', minW: '0', overflowWrap: 'anywhere' },
  resultLabel: { fontSize: 'sm', color: 'fg.muted' },
  result: { fontSize: 'lg', fontWeight: 'semibold', color: 'fg' },
});

/** A key of the keypad: Chakra's Button (size md) at the keypad's height, its label as large as it needs. */
const key = { h: { base: '11', md: '14' }, minW: '0', px: '1' } as const;

/**
 * The keypad, and one rule per kind of key (keypad.ts's KeyKind): what each kind's Button
 * variant, colour palette and font size gave.
 */
export const scientificKeypad = defineStyles('scientific-keypad', {
  root: { display: 'grid', gridTemplateColumns: gridColumns(5), gap: { base: '1.5', sm: '2' } },
  digit: [recipe('button', { variant: 'surface' }), { colorPalette: 'gray', fontSize: 'xl' }, key],
  operator: [recipe('button', { variant: 'subtle' }), { colorPalette: 'blue', fontSize: 'xl' }, key],
  function: [recipe('button', { variant: 'subtle' }), { colorPalette: 'gray', fontSize: 'md' }, key],
  memory: [recipe('button', { variant: 'outline' }), { colorPalette: 'gray', fontSize: 'sm' }, key],
  clear: [recipe('button', { variant: 'subtle' }), { colorPalette: 'red', fontSize: 'lg' }, key],
  equals: [recipe('button', { variant: 'solid' }), { colorPalette: 'blue', fontSize: 'xl' }, key],
  hint: { order: 2, fontSize: 'xs', color: 'fg.muted', mt: '2' },
});

export const scientificHistory = defineStyles('scientific-history', {
  root: { order: 2, mt: '5' },
  header: { ...hstack, justifyContent: 'space-between', mb: '2' },
  title: recipe('heading', { size: 'md' }),
  clear: [recipe('button', { size: 'sm', variant: 'ghost' }), { minH: '11', colorPalette: 'red' }],
  empty: { fontSize: 'sm', color: 'fg.muted' },
  list: { listStyleType: 'none', m: '0', p: '0', maxH: '64', overflowY: 'auto' },
  /** An entry: a full-width ghost button, the expression at its start and the result at its end. */
  entry: [
    recipe('button', { variant: 'ghost' }),
    { w: 'full', minH: '11', justifyContent: 'space-between', gap: '3', fontFamily: 'mono', fontWeight: 'normal' },
  ],
  // It takes the room the result leaves, from no width of its own: a long one is cut short instead
  // of widening the history, and with it the calculator, past a phone's screen.
  entryExpression: { color: 'fg.muted', truncate: true, flex: '1', w: '0', textAlign: 'start' },
  entryResult: { fontWeight: 'semibold' },
});
