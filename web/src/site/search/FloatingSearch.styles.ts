import { defineStyles, iconButton, recipe } from '../../shared/ui/styles.ts';

const root = { position: 'fixed', bottom: '4', left: '50%', transform: 'translateX(-50%)', zIndex: 'overlay', _print: { display: 'none' } };

export const floatingStyles = defineStyles('floating-search', {
  root,
  /** Open on a phone, the panel sits under the header, clear of the on-screen keyboard. */
  rootOpen: [root, { width: 'min(92vw, 30rem)', top: { base: '4.5rem', md: 'auto' }, bottom: { base: 'auto', md: '4' } }],
  /** The header's search button stands in for it on phones. */
  trigger: [recipe('button', { size: 'lg' }), { rounded: 'full', shadow: 'lg', colorPalette: 'blue', display: { base: 'none', md: 'inline-flex' } }],
  panel: { bg: 'bg', shadow: 'xl', rounded: 'xl', borderWidth: '1px', p: '3' },
  results: { maxH: '50vh', overflowY: 'auto', mb: '2' },
  empty: { px: '3', py: '2' },
  emptyMessage: { fontSize: 'sm' },
  emptyHint: { fontSize: 'xs', color: 'fg.muted' },
  inputRow: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '0.5rem' },
  input: recipe('input', { size: 'lg' }),
  closeButton: [recipe('button', { variant: 'ghost' }), iconButton],
});
