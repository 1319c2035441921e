import { defineStyles } from '../ui/styles.ts';

/**
 * The phone's result bar: fixed to the bottom of the visible screen (above an on-screen keyboard:
 * ResultBar sets `bottom`), on phones only, and never on paper.
 */
export const resultBar = defineStyles('calc-result-bar', {
  bar: {
    display: { base: 'flex', md: 'none' },
    position: 'fixed',
    insetX: '0',
    bottom: '0',
    zIndex: 'sticky',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '2',
    minH: '14',
    bg: 'accent.tint',
    borderTopWidth: '1px',
    borderColor: 'accent.border',
    shadow: 'md',
    color: 'fg',
    textDecoration: 'none',
    _focusVisible: { outline: '3px solid', outlineColor: 'blue.focusRing', outlineOffset: '-3px' },
    _print: { display: 'none' },
  },
  hidden: { display: 'none' },
  text: { flex: '1', minW: '0', display: 'flex', flexDirection: 'column' },
  label: { fontSize: 'xs', color: 'fg.muted', truncate: true },
  value: { fontSize: 'lg', fontWeight: 'bold', color: 'accent.fg', truncate: true, lineHeight: '1.3' },
  more: { display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', fontWeight: 'medium', color: 'accent.fg', flexShrink: 0 },
});
