/**
 * Every icon the site draws, by its lucide name: the catalogue's and the interface's. The build
 * turns these into one SVG sprite (web/build/icon-sprite.ts), so no page carries icon code: an icon is an
 * `<svg>` that uses its symbol from the sprite.
 */
import { iconNames as catalogueIconNames } from '../../catalogue/types.ts';

/** Icons the interface draws besides the catalogue's (buttons, menus, sorting, notices). */
export const interfaceIconNames = [
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowUpDown',
  'Check',
  'ChevronDown',
  'CircleAlert',
  'CircleCheck',
  'CircleX',
  'Code',
  'Copy',
  'Delete',
  'Link',
  'LogOut',
  'Menu',
  'Plus',
  'RotateCcw',
  'Search',
  'Trash2',
  'X',
] as const;

export const spriteIconNames = [...new Set([...catalogueIconNames, ...interfaceIconNames])];

export type SpriteIconName = (typeof catalogueIconNames)[number] | (typeof interfaceIconNames)[number];

/** The symbol id of an icon in the sprite: 'RotateCcw' → 'rotate-ccw', 'Trash2' → 'trash2'. */
export function symbolId(name: SpriteIconName): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
