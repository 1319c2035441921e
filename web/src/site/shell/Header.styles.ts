import { defineStyles, iconButton, recipe } from '../../shared/ui/styles.ts';

export const header = defineStyles('site-header', {
  root: { borderBottomWidth: '1px', bg: 'bg', position: 'sticky', top: '0', zIndex: 'sticky', _print: { display: 'none' } },
  container: [recipe('container'), { maxW: '7xl' }],
  bar: { display: 'flex', h: '16', alignItems: 'center', justifyContent: 'space-between', gap: '4' },
  brand: [recipe('link'), { fontWeight: 'bold', fontSize: 'xl', color: 'fg', _hover: { textDecoration: 'none' } }],
  logo: { display: 'inline-flex', bg: 'blue.600', color: 'white', rounded: 'md', p: '1' },
  nav: { display: { base: 'none', md: 'block' } },
  navList: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1', listStyleType: 'none' },
  navItem: { position: 'relative' },
  /** The buttons at the header's end: search at every width, then the phone's menu. */
  actions: { display: 'flex', alignItems: 'center', gap: '1' },
  searchButton: [recipe('button', { variant: 'ghost' }), iconButton],
  menuButton: [recipe('button', { variant: 'ghost' }), iconButton, { display: { base: 'inline-flex', md: 'none' } }],
});

export const desktopEntry = defineStyles('site-header-entry', {
  root: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '0', rounded: 'md' },
  current: { bg: 'accent.tint', color: 'accent.fg' },
  other: { color: 'fg' },
  link: [recipe('link'), { px: '3', py: '2', fontWeight: 'medium', fontSize: 'sm', color: 'inherit', _hover: { color: 'accent.fg' } }],
  toggle: [recipe('button', { variant: 'ghost', size: 'xs' }), iconButton, { color: 'inherit' }],
  submenu: {
    position: 'absolute',
    top: '100%',
    right: '0',
    mt: '1',
    minW: '64',
    bg: 'bg',
    shadow: 'lg',
    rounded: 'lg',
    borderWidth: '1px',
    p: '2',
    zIndex: 'dropdown',
  },
  submenuList: { listStyleType: 'none' },
  submenuLink: [
    recipe('link'),
    { display: 'flex', gap: '2', px: '3', py: '2', rounded: 'md', fontSize: 'sm', color: 'fg', _hover: { bg: 'bg.muted', textDecoration: 'none' } },
  ],
});
