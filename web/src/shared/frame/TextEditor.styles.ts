import { defineStyles } from '../ui/styles.ts';

/**
 * The editor's place in the field: as wide as the field and no wider, however long its lines
 * (a line wider than the field scrolls inside the editor instead of widening the page).
 */
export const textEditor = defineStyles('text-editor', {
  host: { width: 'full', minWidth: '0', contain: 'inline-size' },
});
