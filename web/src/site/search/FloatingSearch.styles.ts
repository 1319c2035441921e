import { defineStyles, iconButton, recipe } from '../../shared/ui/styles.ts';

export const floatingStyles = defineStyles('floating-search', {
  /**
   * Open, the panel sits under the header at every width, its box where the header's button was
   * and its results below it: on a phone the box stays under the thumb, clear of the keyboard.
   */
  rootOpen: {
    position: 'fixed',
    top: '4.5rem',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(92vw, 30rem)',
    zIndex: 'overlay',
    _print: { display: 'none' },
  },
  panel: { bg: 'bg', shadow: 'xl', rounded: 'xl', borderWidth: '1px', p: '3' },
  results: { maxH: '50vh', overflowY: 'auto', mt: '2' },
  empty: { px: '3', py: '2' },
  emptyMessage: { fontSize: 'sm' },
  emptyHint: { fontSize: 'xs', color: 'fg.muted' },
  inputRow: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '0.5rem' },
  input: recipe('input', { size: 'lg' }),
  closeButton: [recipe('button', { variant: 'ghost' }), iconButton],
});
