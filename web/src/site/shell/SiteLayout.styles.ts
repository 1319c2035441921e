import { defineStyles, recipe } from '../../shared/ui/styles.ts';

export const layout = defineStyles('site-layout', {
  /** Its end stays clear of the phone's result bar while that shows (ResultBar sets the space). */
  root: { minH: '100vh', display: 'flex', flexDirection: 'column', pb: 'var(--result-bar-space, 0px)' },
  skipLink: [recipe('link'), { position: 'absolute', left: '2', top: '-40', zIndex: 'skipNav', bg: 'bg', p: '2', rounded: 'md', _focus: { top: '2' } }],
  main: { flex: '1', _focus: { outline: 'none' } },
  preview: {
    bg: 'orange.subtle',
    color: 'fg',
    borderBottomWidth: '1px',
    borderColor: 'orange.muted',
    px: '4',
    py: '2',
    textAlign: 'center',
    textStyle: 'sm',
  },
  announcement: { bg: 'blue.subtle', color: 'fg', borderBottomWidth: '1px', borderColor: 'blue.muted', px: '4', py: '2', textAlign: 'center', textStyle: 'sm' },
  announcementLink: [recipe('link', { variant: 'underline' }), { colorPalette: 'blue', fontWeight: 'medium' }],
});
