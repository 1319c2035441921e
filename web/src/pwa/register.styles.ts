import { defineStyles, recipe } from '../shared/ui/styles.ts';

/** Drawn only once a new release is ready: a sheet of its own, which register.ts brings with it. */
export const updatePrompt = defineStyles(
  'update-prompt',
  {
    root: {
      position: 'fixed',
      insetInline: '4',
      bottom: '4',
      zIndex: 'toast',
      mx: 'auto',
      maxW: 'md',
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      bg: 'bg.panel',
      color: 'fg',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'lg',
      shadow: 'lg',
      px: '4',
      py: '3',
      textStyle: 'sm',
    },
    text: { flex: '1' },
    reload: [recipe('button', { size: 'sm' }), { colorPalette: 'blue' }],
    later: recipe('button', { size: 'sm', variant: 'ghost' }),
  },
  { sheet: 'update-prompt' },
);
