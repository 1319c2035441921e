/**
 * The names a page content editor gives its fields, and the problems of a content value under those
 * names: the editor labels its inputs with them, and a failed save lists its problems with them, so
 * a message and the field it is about always say the same thing.
 */
import { contentProblems, pageContentSchema, type ContentBlock } from '../../catalogue/content.ts';
import { readJson, textOf, type FieldSpec, type FormValues } from './form.ts';

/** The blocks above the first section. */
export const openingGroup = 'Opening';
export const sectionGroup = (index: number) => `Section ${index + 1}`;
/** 'Section 2, cards 1': a block by its kind and its place in its group. */
export const blockLabel = (group: string, type: string, index: number) => `${group}, ${type} ${index + 1}`;

type EntryBlock = Extract<ContentBlock, { type: 'list' | 'steps' | 'cards' }>['type'];
const entryNouns: Record<EntryBlock, string> = { list: 'item', steps: 'step', cards: 'card' };
export const entryNoun = (type: EntryBlock) => entryNouns[type];
/** 'Section 2, cards 1, card 3': one entry of a list, steps or cards block. */
export const entryLabel = (block: string, type: EntryBlock, index: number) => `${block}, ${entryNouns[type]} ${index + 1}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (list: unknown, index: number): unknown => (Array.isArray(list) ? list[index] : undefined);

/** The label of the field a problem's path points at ('sections.1.blocks.0.cards.2.title' -> 'Section 2, cards 1, card 3 title'). */
export function problemLabel(content: unknown, path: string): string {
  const parts = path.split('.');
  const value = isObject(content) ? content : {};
  let group: string;
  let blocks: unknown;
  let rest: string[];
  if (parts[0] === 'sections' && parts.length > 1) {
    const section = Number(parts[1]);
    group = sectionGroup(section);
    if (parts[2] !== 'blocks') return parts.length > 2 ? `${group} ${parts.slice(2).join(' ')}` : group;
    blocks = (at(value.sections, section) as Json | undefined)?.blocks;
    rest = parts.slice(3);
  } else if (parts[0] === 'blocks') {
    group = openingGroup;
    blocks = value.blocks;
    rest = parts.slice(1);
  } else {
    return path;
  }
  if (rest.length === 0) return group;
  const index = Number(rest[0]);
  const block = at(blocks, index);
  const type = isObject(block) && typeof block.type === 'string' ? block.type : 'block';
  const label = blockLabel(group, type, index);
  const [field, entry, entryField] = rest.slice(1);
  if (field === undefined) return label;
  if ((field === 'items' || field === type) && entry !== undefined && type in entryNouns) {
    const item = entryLabel(label, type as EntryBlock, Number(entry));
    return entryField ? `${item} ${entryField}` : item;
  }
  if (field === 'columns' && entry !== undefined) return `${label}, column ${Number(entry) + 1} heading`;
  if (field === 'rows' && entry !== undefined) return `${label}, row ${Number(entry) + 1}${entryField ? `, column ${Number(entryField) + 1}` : ''}`;
  if (type === 'paragraph' && field === 'text') return label;
  return `${label} ${field}`;
}

/** A page content value's problems by path, each as the editor shows it beside its field. */
export function pageContentProblems(content: unknown): Record<string, string> {
  return contentProblems(pageContentSchema, content);
}

/** The most problems a field's message names before it only counts the rest. */
const namedProblems = 3;

/**
 * For each JSON field with a shape whose JSON reads but does not fit it: one message naming the
 * fields to fix, by the page content editor's labels where it has them. Invalid JSON is D2's to report.
 * GraphQL's types would refuse such a value as a whole; this names its fields, as the records' rules do.
 */
export function editorErrors(fields: readonly FieldSpec[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of fields) {
    if (!spec.shape) continue;
    const reading = readJson(spec, textOf(values, spec.name));
    if (!reading.ok || reading.value === null) continue;
    const problems = Object.entries(contentProblems(spec.shape, reading.value));
    if (problems.length === 0) continue;
    const named = problems.slice(0, namedProblems).map(([path, message]) => {
      const label = problemLabel(reading.value, path);
      // A key the editor has no field for is named as the JSON view shows it.
      return label === path ? `${path}${path ? ': ' : ''}${message}` : `${label} ${message}`;
    });
    const more = problems.length > namedProblems ? `; and ${problems.length - namedProblems} more` : '';
    const count = problems.length === 1 ? '1 field needs attention' : `${problems.length} fields need attention`;
    errors[spec.name] = `${count}: ${named.join('; ')}${more}.`;
  }
  return errors;
}
