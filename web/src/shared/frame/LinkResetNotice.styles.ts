import { defineStyles, iconButton, recipe } from '../ui/styles.ts';

/** The note above a calculator opened with link values it could not read: in the page's flow, never over it. */
export const linkResetNotice = defineStyles('calc-link-reset', {
  root: {
    display: 'flex',
    alignItems: 'start',
    gap: '3',
    borderWidth: '1px',
    borderColor: 'orange.emphasized',
    bg: 'orange.subtle',
    color: 'fg',
    rounded: 'lg',
    px: '4',
    py: '3',
  },
  icon: { color: 'orange.fg', flexShrink: 0, mt: '0.5' },
  text: { flex: '1', minW: '0', overflowWrap: 'anywhere', textStyle: 'sm' },
  list: { mt: '1', pl: '4', listStyleType: 'disc' },
  code: { fontFamily: 'mono', fontSize: '0.95em' },
  close: [recipe('button', { variant: 'ghost', size: 'sm' }), iconButton, { flexShrink: 0, color: 'fg.muted' }],
});
