/**
 * Structured editors for the JSON fields editors write text in: a calculator's features
 * (short texts) and How it works, and a page's content (the blocks above the first section and the
 * sections, each block a paragraph, list, table, note, steps or cards), each with a live preview drawn
 * by the site's own components. They read and write the field's JSON text, so the raw JSON view, one
 * click away, follows D2's rules unchanged.
 */
import { Box, Button, Field, Flex, Heading, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useId, type ReactNode } from 'react';
import type { ContentBlock, ContentSection, HowItWorksContent, PageContent } from '../../catalogue/content.ts';
import { iconNames } from '../../catalogue/types.ts';
import { HowItWorks } from '../../shared/frame/explanations.tsx';
import { PageBody, type ContentVariant } from '../../site/pages/ContentBlocks.tsx';
import { blockLabel, entryLabel, entryNoun, openingGroup, pageContentProblems, sectionGroup } from './editorProblems.ts';
import type { FormValues } from './form.ts';
import { IconPicker } from './IconPicker.tsx';

export type StructuredEditorKind = 'features' | 'howItWorks' | 'pageContent';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const hasOnly = (value: Json, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));
const isEntryList = (value: unknown, keys: readonly string[]) =>
  Array.isArray(value) &&
  value.every((entry) => isObject(entry) && hasOnly(entry, keys) && keys.every((key) => entry[key] === undefined || isText(entry[key])));

/** Whether a value has the shape of a block the editor draws (the records' own limits are checked on save). */
function fitsBlock(block: unknown): boolean {
  if (!isObject(block)) return false;
  switch (block.type) {
    case 'paragraph':
      return hasOnly(block, ['type', 'text']) && isText(block.text);
    case 'list':
      return hasOnly(block, ['type', 'ordered', 'items']) && isTextList(block.items) && (block.ordered === undefined || typeof block.ordered === 'boolean');
    case 'table':
      return (
        hasOnly(block, ['type', 'caption', 'columns', 'rows']) &&
        isTextList(block.columns) &&
        Array.isArray(block.rows) &&
        block.rows.every(isTextList) &&
        (block.caption === undefined || isText(block.caption))
      );
    case 'note':
      return hasOnly(block, ['type', 'heading', 'text']) && isText(block.heading) && isText(block.text);
    case 'steps':
      return hasOnly(block, ['type', 'steps']) && isEntryList(block.steps, ['title', 'text']);
    case 'cards':
      return hasOnly(block, ['type', 'cards']) && isEntryList(block.cards, ['title', 'text', 'icon']);
    default:
      return false;
  }
}

const isBlockList = (value: unknown) => Array.isArray(value) && value.every(fitsBlock);

/** Whether a parsed value fits the structured editor (anything else stays in the JSON view). */
export function fitsEditor(kind: StructuredEditorKind, value: unknown): boolean {
  if (kind === 'features') return isTextList(value);
  if (!isObject(value)) return false;
  if (kind === 'howItWorks') {
    return (
      hasOnly(value, ['steps', 'formula', 'uses', 'bestPractices', 'notes']) &&
      ['steps', 'uses', 'bestPractices', 'notes'].every((key) => value[key] === undefined || isTextList(value[key]))
    );
  }
  return (
    hasOnly(value, ['updated', 'blocks', 'sections', 'howItWorks']) &&
    (value.blocks === undefined || isBlockList(value.blocks)) &&
    (value.sections === undefined ||
      (Array.isArray(value.sections) && value.sections.every((section) => isObject(section) && isText(section.heading) && isBlockList(section.blocks))))
  );
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const replace = <T,>(items: readonly T[], index: number, item: T): T[] => items.map((other, at) => (at === index ? item : other));

/** The message of the field at a path, once a save has asked for them; undefined while it has none. */
type ProblemAt = (path: string) => string | undefined;
const noProblems: ProblemAt = () => undefined;

/** Move up, move down and remove, for one entry of a list the editor can reorder. */
function EntryActions<T>({ label, items, index, onChange }: { label: string; items: readonly T[]; index: number; onChange: (items: T[]) => void }) {
  return (
    <Flex gap="1" flexShrink={0}>
      <Button size="xs" variant="ghost" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onChange(move(items, index, index - 1))}>
        ↑
      </Button>
      <Button
        size="xs"
        variant="ghost"
        aria-label={`Move ${label} down`}
        disabled={index === items.length - 1}
        onClick={() => onChange(move(items, index, index + 1))}
      >
        ↓
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${label}`} onClick={() => onChange(items.filter((_, at) => at !== index))}>
        Remove
      </Button>
    </Flex>
  );
}

/** 'Add step', or why there is no such button: each list of the records holds a limited number of entries. */
function AddEntry({ label, name, count, max, onAdd }: { label: string; name?: string; count: number; max: number; onAdd: () => void }) {
  if (count >= max)
    return (
      <Text fontSize="sm" color="fg.muted" mt="2">
        At most {max}.
      </Text>
    );
  return (
    <Button size="xs" variant="outline" mt="2" alignSelf="start" aria-label={name} onClick={onAdd}>
      {label}
    </Button>
  );
}

interface EditorFieldProps {
  /** The visible label, and the start of the field's message ('Title must not be empty'). */
  label: string;
  /** The accessible name where the label alone is not unique ('Section 2, cards 1, card 3 title'). */
  name?: string;
  /** Show only the accessible name, for a field whose group already says what it is. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  multiline?: boolean;
  fontWeight?: string;
  fontFamily?: string;
}

/** One input of a structured editor: labelled, and its message inline and linked to it. */
function EditorField({ label, name, hideLabel = false, value, onChange, problem, multiline = false, fontWeight, fontFamily }: EditorFieldProps) {
  const errorId = `${useId()}-error`;
  // Each control of an editor has a field of its own, so none takes the id and state of the JSON field around the editor.
  const control = {
    'aria-label': name ?? label,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? errorId : undefined,
    value,
    fontWeight,
    fontFamily,
  };
  return (
    <Field.Root invalid={Boolean(problem)} flex="1" minW="min(12rem, 100%)">
      {!hideLabel && <Field.Label fontSize="sm">{label}</Field.Label>}
      {multiline ? (
        <Textarea {...control} onChange={(event) => onChange(event.currentTarget.value)} rows={2} autoresize />
      ) : (
        <Input {...control} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {problem && <Field.ErrorText id={errorId}>{`${label} ${problem}`}</Field.ErrorText>}
    </Field.Root>
  );
}

interface TextListProps {
  /** The list's visible name ('Feature', 'Items'). */
  label: string;
  /** What one entry is called, numbered from 1 ('Feature 2', 'Section 3, list 1, item 2'); the label by default. */
  itemLabel?: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  multiline?: boolean;
  addLabel: string;
  /** The add button's accessible name where its label alone is not unique ('Add item to section 3, list 2'). */
  addName?: string;
  max?: number;
  /** The message of the entry at an index. */
  problemAt?: (index: number) => string | undefined;
}

/** A list of short texts: each editable, removable and movable, and one more added at the end. */
function TextList({
  label,
  itemLabel = label,
  items,
  onChange,
  multiline = false,
  addLabel,
  addName,
  max = Infinity,
  problemAt = () => undefined,
}: TextListProps) {
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3" minW="0">
      <Text as="legend" fontWeight="medium" px="1">
        {label}
      </Text>
      <Stack as="ol" gap="2" listStyleType="none">
        {items.map((item, index) => {
          const name = `${itemLabel} ${index + 1}`;
          return (
            <Flex as="li" key={index} gap="2" align="start" wrap="wrap">
              <EditorField
                label={`${entryWord(itemLabel)} ${index + 1}`}
                name={name}
                hideLabel
                value={item}
                onChange={(text) => onChange(replace(items, index, text))}
                problem={problemAt(index)}
                multiline={multiline}
              />
              <EntryActions label={name} items={items} index={index} onChange={onChange} />
            </Flex>
          );
        })}
      </Stack>
      <AddEntry label={addLabel} name={addName} count={items.length} max={max} onAdd={() => onChange([...items, ''])} />
    </Box>
  );
}

/** 'Section 3, list 1, item' -> 'Item': how an entry's message starts. */
function entryWord(itemLabel: string): string {
  const word = itemLabel.split(', ').at(-1) ?? itemLabel;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function Preview({ children }: { children: ReactNode }) {
  return (
    <Box as="section" aria-label="Preview as the page shows it" borderWidth="1px" borderStyle="dashed" rounded="md" p="3" bg="bg.subtle" minW="0">
      <Heading as="h4" size="xs" color="fg.muted" mb="2">
        Preview
      </Heading>
      {children}
    </Box>
  );
}

function FeaturesEditor({ value, onChange }: { value: string[]; onChange: (value: unknown) => void }) {
  return (
    <Stack gap="3">
      <TextList label="Feature" items={value} onChange={onChange} addLabel="Add feature" />
      <Preview>
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
          {value.filter(Boolean).map((feature, index) => (
            <Box as="li" key={index} px="2" py="1" rounded="full" bg="blue.subtle" fontSize="sm">
              {feature}
            </Box>
          ))}
        </Flex>
      </Preview>
    </Stack>
  );
}

function HowItWorksEditor({ value, onChange }: { value: Json; onChange: (value: unknown) => void }) {
  const content: HowItWorksContent = {
    steps: isTextList(value.steps) ? value.steps : [],
    formula: typeof value.formula === 'string' ? value.formula : '',
    uses: isTextList(value.uses) ? value.uses : [],
    bestPractices: isTextList(value.bestPractices) ? value.bestPractices : [],
    ...(isTextList(value.notes) ? { notes: value.notes } : {}),
  };
  const set = (changes: Partial<HowItWorksContent>) => onChange({ ...content, ...changes });
  return (
    <Stack gap="3">
      <TextList label="Step" items={content.steps} onChange={(steps) => set({ steps })} multiline addLabel="Add step" />
      <EditorField label="Formula" value={content.formula} onChange={(formula) => set({ formula })} multiline fontFamily="mono" />
      <TextList label="Use" items={content.uses} onChange={(uses) => set({ uses })} multiline addLabel="Add use" />
      <TextList
        label="Best practice"
        items={content.bestPractices}
        onChange={(bestPractices) => set({ bestPractices })}
        multiline
        addLabel="Add best practice"
      />
      <Preview>
        <HowItWorks content={content} />
      </Preview>
    </Stack>
  );
}

type BlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

interface BlockEditorProps<B> {
  block: B;
  /** The block's label, e.g. 'Section 2, cards 1'. */
  label: string;
  /** The block's path in the content, e.g. 'sections.1.blocks.0'. */
  path: string;
  onChange: (block: B) => void;
  problemAt: ProblemAt;
}

function ParagraphEditor({ block, label, path, onChange, problemAt }: BlockEditorProps<BlockOf<'paragraph'>>) {
  return (
    <EditorField
      label="Paragraph"
      name={label}
      hideLabel
      value={block.text}
      onChange={(text) => onChange({ ...block, text })}
      problem={problemAt(`${path}.text`)}
      multiline
    />
  );
}

function TableEditor({ block: table, label, path, onChange, problemAt }: BlockEditorProps<BlockOf<'table'>>) {
  return (
    <Box overflowX="auto">
      <Box as="table" fontSize="sm">
        <thead>
          <tr>
            {table.columns.map((column, columnIndex) => (
              <th key={columnIndex}>
                <EditorField
                  label={`Column ${columnIndex + 1} heading`}
                  name={`${label}, column ${columnIndex + 1} heading`}
                  hideLabel
                  value={column}
                  onChange={(text) => onChange({ ...table, columns: replace(table.columns, columnIndex, text) })}
                  problem={problemAt(`${path}.columns.${columnIndex}`)}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, columnIndex) => (
                <td key={columnIndex}>
                  <Field.Root>
                    <Input
                      size="xs"
                      aria-label={`${label}, row ${rowIndex + 1}, column ${columnIndex + 1}`}
                      value={cell}
                      onChange={(event) => onChange({ ...table, rows: replace(table.rows, rowIndex, replace(row, columnIndex, event.currentTarget.value)) })}
                    />
                  </Field.Root>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      <Button size="xs" variant="outline" mt="1" onClick={() => onChange({ ...table, rows: [...table.rows, table.columns.map(() => '')] })}>
        Add row
      </Button>
    </Box>
  );
}

function ListEditor({ block, label, path, onChange, problemAt }: BlockEditorProps<BlockOf<'list'>>) {
  const { ordered: _ordered, ...bulleted } = block;
  return (
    <Stack gap="2">
      <Field.Root>
        <Switch.Root
          recipe={switchSlotRecipe}
          size="sm"
          checked={block.ordered === true}
          onCheckedChange={(details) => onChange(details.checked ? { ...block, ordered: true } : bulleted)}
        >
          <Switch.HiddenInput aria-label={`${label} numbered`} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Numbered</Switch.Label>
        </Switch.Root>
      </Field.Root>
      <TextList
        label="Items"
        itemLabel={`${label}, item`}
        items={block.items}
        onChange={(items) => onChange({ ...block, items })}
        addLabel="Add item"
        addName={`Add item to ${label.toLowerCase()}`}
        max={50}
        problemAt={(index) => problemAt(`${path}.items.${index}`)}
      />
    </Stack>
  );
}

function NoteEditor({ block, label, path, onChange, problemAt }: BlockEditorProps<BlockOf<'note'>>) {
  return (
    <Stack gap="2">
      <EditorField
        label="Heading"
        name={`${label} heading`}
        value={block.heading}
        onChange={(heading) => onChange({ ...block, heading })}
        problem={problemAt(`${path}.heading`)}
      />
      <EditorField
        label="Text"
        name={`${label} text`}
        value={block.text}
        onChange={(text) => onChange({ ...block, text })}
        problem={problemAt(`${path}.text`)}
        multiline
      />
    </Stack>
  );
}

interface EntriesEditorProps<E> {
  type: 'steps' | 'cards';
  label: string;
  path: string;
  entries: readonly E[];
  onChange: (entries: E[]) => void;
  newEntry: () => E;
  max: number;
  /** The fields of one entry, given its label and path. */
  fields: (entry: E, change: (entry: E) => void, label: string, path: string) => ReactNode;
}

/** The entries of a steps or cards block, each a group of labelled fields that can be moved or removed. */
function EntriesEditor<E>({ type, label, path, entries, onChange, newEntry, max, fields }: EntriesEditorProps<E>) {
  const noun = entryNoun(type);
  return (
    <Stack as="ol" gap="2" listStyleType="none">
      {entries.map((entry, index) => {
        const entryName = entryLabel(label, type, index);
        return (
          <Box as="li" key={index}>
            <Box as="fieldset" borderWidth="1px" rounded="md" p="2" minW="0">
              <Text as="legend" px="1" fontSize="sm" fontWeight="medium" textTransform="capitalize">
                {noun} {index + 1}
              </Text>
              {/* The actions stand outside the legend, which names the group and nothing else. */}
              <Flex justify="flex-end" mt="-2">
                <EntryActions label={entryName} items={entries} index={index} onChange={onChange} />
              </Flex>
              <Stack gap="2">{fields(entry, (changed) => onChange(replace(entries, index, changed)), entryName, `${path}.${type}.${index}`)}</Stack>
            </Box>
          </Box>
        );
      })}
      <AddEntry
        label={`Add ${noun}`}
        name={`Add ${noun} to ${label.toLowerCase()}`}
        count={entries.length}
        max={max}
        onAdd={() => onChange([...entries, newEntry()])}
      />
    </Stack>
  );
}

type Step = BlockOf<'steps'>['steps'][number];
type Card = BlockOf<'cards'>['cards'][number];

function entryTextFields<E extends Step | Card>(entry: E, change: (entry: E) => void, label: string, path: string, problemAt: ProblemAt) {
  return (
    <>
      <EditorField
        label="Title"
        name={`${label} title`}
        value={entry.title}
        onChange={(title) => change({ ...entry, title })}
        problem={problemAt(`${path}.title`)}
      />
      <EditorField
        label="Text"
        name={`${label} text`}
        value={entry.text}
        onChange={(text) => change({ ...entry, text })}
        problem={problemAt(`${path}.text`)}
        multiline
      />
    </>
  );
}

function StepsEditor({ block, label, path, onChange, problemAt }: BlockEditorProps<BlockOf<'steps'>>) {
  return (
    <EntriesEditor<Step>
      type="steps"
      label={label}
      path={path}
      entries={block.steps}
      onChange={(entries) => onChange({ ...block, steps: entries })}
      newEntry={() => ({ title: '', text: '' })}
      max={12}
      fields={(entry, change, entryName, entryPath) => entryTextFields(entry, change, entryName, entryPath, problemAt)}
    />
  );
}

function CardsEditor({ block, label, path, onChange, problemAt }: BlockEditorProps<BlockOf<'cards'>>) {
  return (
    <EntriesEditor<Card>
      type="cards"
      label={label}
      path={path}
      entries={block.cards}
      onChange={(entries) => onChange({ ...block, cards: entries })}
      newEntry={() => ({ title: '', text: '', icon: iconNames[0] })}
      max={24}
      fields={(entry, change, entryName, entryPath) => (
        <>
          {entryTextFields(entry, change, entryName, entryPath, problemAt)}
          {/* A card's icon is one of the site's; the picker stays folded until asked for, so a page of cards stays short. */}
          <Box as="details" fontSize="sm">
            <Box as="summary" cursor="pointer" color="fg.muted">
              Icon: {entry.icon}
            </Box>
            <Box mt="2">
              <IconPicker
                label={`${entryName} icon`}
                value={entry.icon}
                // The picker offers only the site's icons.
                onChange={(icon) => change({ ...entry, icon: icon as Card['icon'] })}
                error={problemAt(`${entryPath}.icon`)}
              />
            </Box>
          </Box>
        </>
      )}
    />
  );
}

/** What each kind of block is called in the editor, and what a new one holds. */
const blockKinds = {
  paragraph: { title: 'Paragraph', create: (): ContentBlock => ({ type: 'paragraph', text: '' }) },
  list: { title: 'List', create: (): ContentBlock => ({ type: 'list', items: [''] }) },
  table: { title: 'Table', create: null },
  note: { title: 'Note', create: (): ContentBlock => ({ type: 'note', heading: '', text: '' }) },
  steps: { title: 'Steps', create: (): ContentBlock => ({ type: 'steps', steps: [{ title: '', text: '' }] }) },
  cards: { title: 'Cards', create: (): ContentBlock => ({ type: 'cards', cards: [{ title: '', text: '', icon: iconNames[0] }] }) },
} satisfies Record<ContentBlock['type'], { title: string; create: (() => ContentBlock) | null }>;

function BlockEditor(props: BlockEditorProps<ContentBlock>) {
  const { block } = props;
  const common = { label: props.label, path: props.path, problemAt: props.problemAt, onChange: props.onChange };
  switch (block.type) {
    case 'paragraph':
      return <ParagraphEditor block={block} {...common} />;
    case 'list':
      return <ListEditor block={block} {...common} />;
    case 'table':
      return <TableEditor block={block} {...common} />;
    case 'note':
      return <NoteEditor block={block} {...common} />;
    case 'steps':
      return <StepsEditor block={block} {...common} />;
    case 'cards':
      return <CardsEditor block={block} {...common} />;
  }
}

/** A group's blocks in order, each with its kind's editor, and a button per kind of block to add one at the end. */
function BlocksEditor({
  group,
  path,
  blocks,
  onChange,
  problemAt,
}: {
  group: string;
  path: string;
  blocks: readonly ContentBlock[];
  onChange: (blocks: ContentBlock[]) => void;
  problemAt: ProblemAt;
}) {
  return (
    <Stack gap="2">
      {blocks.map((block, index) => {
        const label = blockLabel(group, block.type, index);
        return (
          <Box key={index} borderWidth="1px" borderColor="border.muted" rounded="md" p="2" data-block={block.type}>
            <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="1">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {blockKinds[block.type].title}
              </Text>
              <EntryActions label={label} items={blocks} index={index} onChange={onChange} />
            </Flex>
            <BlockEditor
              block={block}
              label={label}
              path={`${path}.${index}`}
              onChange={(changed) => onChange(replace(blocks, index, changed))}
              problemAt={problemAt}
            />
          </Box>
        );
      })}
      <Flex gap="2" wrap="wrap">
        {Object.values(blockKinds).map(({ title, create }) =>
          create ? (
            <Button
              key={title}
              size="xs"
              variant="outline"
              aria-label={`Add ${title.toLowerCase()} to ${group.toLowerCase()}`}
              onClick={() => onChange([...blocks, create()])}
            >
              Add {title.toLowerCase()}
            </Button>
          ) : null,
        )}
      </Flex>
    </Stack>
  );
}

/** One section: its heading and its blocks. */
function SectionEditor({
  section,
  index,
  sections,
  onChange,
  problemAt,
}: {
  section: ContentSection;
  index: number;
  sections: readonly ContentSection[];
  onChange: (sections: ContentSection[]) => void;
  problemAt: ProblemAt;
}) {
  const label = sectionGroup(index);
  const path = `sections.${index}`;
  const change = (changed: ContentSection) => onChange(replace(sections, index, changed));
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3" minW="0">
      <Text as="legend" fontWeight="medium" px="1">
        {label}
      </Text>
      <Flex justify="flex-end" mt="-2">
        <EntryActions label={label.toLowerCase()} items={sections} index={index} onChange={onChange} />
      </Flex>
      <Stack gap="2">
        <EditorField
          label="Heading"
          name={`${label} heading`}
          value={section.heading}
          onChange={(heading) => change({ ...section, heading })}
          problem={problemAt(`${path}.heading`)}
          fontWeight="semibold"
        />
        <BlocksEditor
          group={label}
          path={`${path}.blocks`}
          blocks={section.blocks}
          onChange={(blocks) => change({ ...section, blocks })}
          problemAt={problemAt}
        />
      </Stack>
    </Box>
  );
}

function PageContentEditor({
  value,
  onChange,
  problemAt,
  variant,
}: {
  value: Json;
  onChange: (value: unknown) => void;
  problemAt: ProblemAt;
  variant: ContentVariant;
}) {
  const sections = (Array.isArray(value.sections) ? value.sections : []) as ContentSection[];
  const opening = (Array.isArray(value.blocks) ? value.blocks : []) as ContentBlock[];
  const setSections = (next: ContentSection[]) => onChange({ ...value, sections: next });
  // A page with no blocks above its sections keeps no empty list of them.
  const setOpening = (next: ContentBlock[]) => {
    const { blocks: _blocks, ...rest } = value;
    onChange(next.length > 0 ? { ...value, blocks: next } : rest);
  };
  return (
    <Stack gap="3">
      <Box as="fieldset" borderWidth="1px" rounded="md" p="3" minW="0">
        <Text as="legend" fontWeight="medium" px="1">
          Before the first section
        </Text>
        <BlocksEditor group={openingGroup} path="blocks" blocks={opening} onChange={setOpening} problemAt={problemAt} />
      </Box>
      {sections.map((section, index) => (
        <SectionEditor key={index} section={section} index={index} sections={sections} onChange={setSections} problemAt={problemAt} />
      ))}
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        onClick={() => setSections([...sections, { heading: '', blocks: [{ type: 'paragraph', text: '' }] }])}
      >
        Add section
      </Button>
      <Preview>
        <PageBody content={value as PageContent} variant={variant} />
      </Preview>
    </Stack>
  );
}

interface StructuredEditorProps {
  kind: StructuredEditorKind;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Mark every field whose value the records refuse: after a save was refused for them. */
  showProblems?: boolean;
  /** The whole form's values: a page's type decides how its content shows. */
  context?: FormValues;
}

/** The structured editor of a JSON field whose value fits it (see fitsEditor). */
export function StructuredEditor({ kind, value, onChange, showProblems = false, context }: StructuredEditorProps) {
  if (kind === 'features') return <FeaturesEditor value={value as string[]} onChange={onChange} />;
  if (kind === 'howItWorks') return <HowItWorksEditor value={value as Json} onChange={onChange} />;
  const problems = showProblems ? pageContentProblems(value) : null;
  return (
    <PageContentEditor
      value={value as Json}
      onChange={onChange}
      problemAt={problems ? (path) => problems[path] : noProblems}
      variant={context?.pageType === 'home' ? 'home' : 'prose'}
    />
  );
}
