import { defineStyles } from '../ui/styles.ts';

/** A native checkbox drawn as a switch: a track with a knob that slides right when on. */
export const switchField = defineStyles('calc-switch', {
  label: { display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer' },
  control: { position: 'relative', w: '10', h: '6', flexShrink: 0 },
  track: {
    pointerEvents: 'none',
    position: 'absolute',
    inset: '0',
    rounded: 'full',
    transition: 'background 0.15s',
    // The (invisible) checkbox before it has the keyboard focus.
    'input:focus-visible + &': { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
  trackOn: { bg: 'blue.600' },
  trackOff: { bg: 'gray.emphasized' },
  knob: { position: 'absolute', top: '1', w: '4', h: '4', rounded: 'full', bg: 'white', shadow: 'sm', transition: 'left 0.15s' },
  knobOn: { left: '5' },
  knobOff: { left: '1' },
  text: { fontSize: 'sm', fontWeight: 'medium' },
  helperText: { fontSize: 'sm', color: 'fg.muted', mt: '1' },
});
