import { defineStyles, iconButton, recipe } from '../../shared/ui/styles.ts';

/** The input as Chakra's InputGroup hands it on: room at its start for the search icon. */
const input = [recipe('input', { size: 'xl' }), { ps: 'calc(var(--input-height) - 0px)', bg: 'bg', rounded: 'full' }];

/** Chakra's InputElement: what sits over the input, at its start or end. */
const inputElement = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
};

export const homeStyles = defineStyles('home-search', {
  root: { position: 'relative', width: '100%', maxW: '2xl', mx: 'auto' },
  // Chakra's InputGroup (a Group).
  group: {
    display: 'inline-flex',
    gap: 'var(--group-gap, 0.5rem)',
    isolation: 'isolate',
    position: 'relative',
    flexDirection: 'row',
    width: 'full',
    alignItems: 'center',
    justifyContent: 'flex-start',
  },
  startElement: [inputElement, { pointerEvents: 'none' }],
  endElement: [inputElement, { insetInlineEnd: '0' }],
  input,
  // With the clear button shown, room at the end for it too.
  inputClearable: [...input, { pe: 'calc(var(--input-height) - 0px)' }],
  clearButton: [recipe('button', { variant: 'ghost', size: 'sm' }), iconButton],
  results: {
    position: 'absolute',
    top: '100%',
    mt: '2',
    insetX: '0',
    bg: 'bg',
    shadow: 'xl',
    rounded: 'xl',
    borderWidth: '1px',
    p: '2',
    zIndex: 'dropdown',
    textAlign: 'start',
  },
  empty: { px: '3', py: '2', fontSize: 'sm' },
});
