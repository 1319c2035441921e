import { defineStyles, recipe } from '../../shared/ui/styles.ts';

export const layout = defineStyles('site-layout', {
  root: { minH: '100vh', display: 'flex', flexDirection: 'column' },
  skipLink: [recipe('link'), { position: 'absolute', left: '2', top: '-40', zIndex: 'skipNav', bg: 'bg', p: '2', rounded: 'md', _focus: { top: '2' } }],
  main: { flex: '1', _focus: { outline: 'none' } },
  preview: {
    bg: 'orange.100',
    color: 'orange.950',
    borderBottomWidth: '1px',
    borderColor: 'orange.300',
    px: '4',
    py: '2',
    textAlign: 'center',
    textStyle: 'sm',
  },
});
