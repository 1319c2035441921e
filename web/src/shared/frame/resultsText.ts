/**
 * The Results region as plain text, read from what it shows, so the copied results can never
 * disagree with the page: the text is the rendered labels and values, not a second formatting.
 *
 * What the region marks, in document order:
 * - `data-result-label`: a label (ResultStat's, or the caption over a list or table) or a heading;
 * - `data-result`: a value (one inside another is part of it: `completionTime.hours` of
 *   `completionTime`);
 * - `data-result-note`: a sentence about the results, copied whole.
 *
 * A value typeset beside its plain text (ResultStat's `math`) is read as it shows when each of its
 * formulas has its plain text (`data-plain-text`), so an exact form shown before its decimal is kept;
 * otherwise it is read from its plain text.
 *
 * A value is written after the label just before it (`Label: value`); a label that no value
 * follows is a heading and has a line of its own. A list is written item by item, a table row by
 * row (cells apart by tabs, as spreadsheets take them). The worked steps and the working are how
 * the results were reached, not results: they are left out (the link in the copy reopens them).
 */

const entrySelector = '[data-result-label], [data-result], [data-result-note]';

/** The names of the working, which the copy leaves out: `steps`, `working`, and a dotted `….steps`. */
const isWorking = (name: string) => name === 'steps' || name === 'working' || name.endsWith('.steps');

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A list item's parts, a space apart: a letter badge and its count read 'A 2 courses', not 'A2 courses'. */
function itemText(item: Element): string {
  const parts = Array.from(item.childNodes, (node) => collapse(node.textContent ?? '')).filter(Boolean);
  return parts.join(' ');
}

/** The text of a typeset value as it shows, each formula read as its `data-plain-text`; null when a formula has none. */
function typesetText(group: Element, plain: Element): string | null {
  const formulas = group.querySelectorAll('math');
  if (formulas.length === 0 || Array.from(formulas).some((formula) => !formula.hasAttribute('data-plain-text'))) return null;
  const read = (node: Node): string => {
    if (node === plain) return '';
    if (node instanceof Element && node.localName === 'math') return ` ${node.getAttribute('data-plain-text') ?? ''} `;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    return Array.from(node.childNodes, read).join('');
  };
  return collapse(read(group));
}

/** A value's lines, and whether it is a block (a list, a table, paragraphs) that goes below its label. */
function valueLines(value: Element): { lines: string[]; block: boolean } {
  const items = value.querySelectorAll('li');
  if (items.length > 0) return { lines: Array.from(items, (item) => `- ${itemText(item)}`), block: true };
  const rows = value.querySelectorAll('tr');
  if (rows.length > 0) {
    const cells = (row: Element) => Array.from(row.querySelectorAll('th, td'), (cell) => collapse(cell.textContent ?? ''));
    return { lines: Array.from(rows, (row) => cells(row).join('\t')), block: true };
  }
  const paragraphs = value.querySelectorAll('p');
  if (paragraphs.length > 0) return { lines: Array.from(paragraphs, (paragraph) => collapse(paragraph.textContent ?? '')), block: true };
  const group = value.parentElement;
  const typeset = group?.getAttribute('role') === 'group' ? typesetText(group, value) : null;
  return { lines: [typeset ?? collapse(value.textContent ?? '')], block: false };
}

/** The lines of the Results region `region`, in the order it shows them. */
export function resultsLines(region: Element): string[] {
  const lines: string[] = [];
  let label: string | null = null;
  for (const entry of region.querySelectorAll(entrySelector)) {
    // Part of a value or a note already written.
    if (entry.parentElement?.closest('[data-result], [data-result-note]')) continue;
    const name = entry.getAttribute('data-result');
    if (name === null) {
      // A label no value followed was a heading.
      if (label) lines.push(label);
      const text = collapse(entry.textContent ?? '');
      label = entry.hasAttribute('data-result-label') ? text : null;
      if (label === null) lines.push(text);
      continue;
    }
    if (isWorking(name)) {
      label = null;
      continue;
    }
    const value = valueLines(entry);
    if (label === null) lines.push(...value.lines);
    else if (value.block) lines.push(`${label}:`, ...value.lines);
    else lines.push(`${label}: ${value.lines[0]}`);
    label = null;
  }
  if (label) lines.push(label);
  return lines;
}
