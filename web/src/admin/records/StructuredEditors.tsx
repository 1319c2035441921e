/**
 * Structured editors for the JSON fields editors write text in (issue 28): a calculator's features
 * (short texts) and How it works, and a page's content (sections of headings, paragraphs and tables),
 * each with a live preview drawn by the site's own components. They read and write the field's JSON
 * text, so the raw JSON view, one click away, follows D2's rules unchanged.
 */
import { Box, Button, Field, Flex, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ContentBlock, ContentSection, HowItWorksContent, PageContent } from '../../catalogue/content.ts';
import { HowItWorks } from '../../shared/frame/explanations.tsx';
import { PageBody } from '../../site/pages/ContentBlocks.tsx';

export type StructuredEditorKind = 'features' | 'howItWorks' | 'pageContent';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Whether a parsed value fits the structured editor (anything else stays in the JSON view). */
export function fitsEditor(kind: StructuredEditorKind, value: unknown): boolean {
  if (kind === 'features') return isTextList(value);
  if (!isObject(value)) return false;
  if (kind === 'howItWorks') {
    const known = ['steps', 'formula', 'uses', 'bestPractices', 'notes'];
    return (
      Object.keys(value).every((key) => known.includes(key)) &&
      ['steps', 'uses', 'bestPractices', 'notes'].every((key) => value[key] === undefined || isTextList(value[key]))
    );
  }
  const known = ['updated', 'blocks', 'sections', 'howItWorks'];
  return Object.keys(value).every((key) => known.includes(key)) && (value.sections === undefined || Array.isArray(value.sections));
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A list of short texts: each editable, removable and movable, and one more added at the end. */
function TextList({
  label,
  items,
  onChange,
  multiline = false,
  addLabel,
}: {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  multiline?: boolean;
  addLabel: string;
}) {
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" fontWeight="medium" px="1">
        {label}
      </Text>
      <Stack as="ol" gap="2" listStyleType="none">
        {items.map((item, index) => {
          const itemLabel = `${label} ${index + 1}`;
          const change = (text: string) => onChange(items.map((other, at) => (at === index ? text : other)));
          return (
            <Flex as="li" key={index} gap="2" align="start" wrap="wrap">
              {multiline ? (
                <Textarea
                  aria-label={itemLabel}
                  value={item}
                  onChange={(event) => change(event.currentTarget.value)}
                  rows={2}
                  autoresize
                  flex="1"
                  minW="12rem"
                />
              ) : (
                <Input aria-label={itemLabel} value={item} onChange={(event) => change(event.currentTarget.value)} flex="1" minW="12rem" />
              )}
              <Flex gap="1">
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Move ${itemLabel} up`}
                  disabled={index === 0}
                  onClick={() => onChange(move(items, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Move ${itemLabel} down`}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(move(items, index, index + 1))}
                >
                  ↓
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${itemLabel}`}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </Flex>
            </Flex>
          );
        })}
      </Stack>
      <Button size="xs" variant="outline" mt="2" onClick={() => onChange([...items, ''])}>
        {addLabel}
      </Button>
    </Box>
  );
}

function Preview({ children }: { children: ReactNode }) {
  return (
    <Box as="section" aria-label="Preview as the page shows it" borderWidth="1px" borderStyle="dashed" rounded="md" p="3" bg="bg.subtle">
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
      <Field.Root>
        <Field.Label>Formula</Field.Label>
        <Textarea value={content.formula} onChange={(event) => set({ formula: event.currentTarget.value })} rows={2} autoresize fontFamily="mono" />
      </Field.Root>
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

type Table = Extract<ContentBlock, { type: 'table' }>;

function TableEditor({ table, label, onChange }: { table: Table; label: string; onChange: (table: Table) => void }) {
  return (
    <Box borderWidth="1px" rounded="md" p="2" overflowX="auto">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Box as="table" fontSize="sm">
        <thead>
          <tr>
            {table.columns.map((column, columnIndex) => (
              <th key={columnIndex}>
                <Input
                  size="xs"
                  aria-label={`${label}, column ${columnIndex + 1} heading`}
                  value={column}
                  onChange={(event) =>
                    onChange({ ...table, columns: table.columns.map((other, at) => (at === columnIndex ? event.currentTarget.value : other)) })
                  }
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
                  <Input
                    size="xs"
                    aria-label={`${label}, row ${rowIndex + 1}, column ${columnIndex + 1}`}
                    value={cell}
                    onChange={(event) =>
                      onChange({
                        ...table,
                        rows: table.rows.map((other, at) =>
                          at === rowIndex ? other.map((text, col) => (col === columnIndex ? event.currentTarget.value : text)) : other,
                        ),
                      })
                    }
                  />
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

/** One section: its heading, its paragraphs and tables (other kinds of block are kept as they are, and edited in JSON). */
function SectionEditor({
  section,
  index,
  onChange,
  onRemove,
}: {
  section: ContentSection;
  index: number;
  onChange: (section: ContentSection) => void;
  onRemove: () => void;
}) {
  const label = `Section ${index + 1}`;
  const setBlock = (at: number, block: ContentBlock) =>
    onChange({ ...section, blocks: section.blocks.map((other, position) => (position === at ? block : other)) });
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" fontWeight="medium" px="1">
        {label}
      </Text>
      <Stack gap="2">
        <Input
          aria-label={`${label} heading`}
          value={section.heading}
          onChange={(event) => onChange({ ...section, heading: event.currentTarget.value })}
          fontWeight="semibold"
        />
        {section.blocks.map((block, at) =>
          block.type === 'paragraph' ? (
            <Flex key={at} gap="2" align="start">
              <Textarea
                aria-label={`${label}, paragraph ${at + 1}`}
                value={block.text}
                onChange={(event) => setBlock(at, { ...block, text: event.currentTarget.value })}
                rows={3}
                autoresize
                flex="1"
              />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${label}, paragraph ${at + 1}`}
                onClick={() => onChange({ ...section, blocks: section.blocks.filter((_, position) => position !== at) })}
              >
                Remove
              </Button>
            </Flex>
          ) : block.type === 'table' ? (
            <TableEditor key={at} table={block} label={`${label}, table ${at + 1}`} onChange={(table) => setBlock(at, table)} />
          ) : (
            <Text key={at} fontSize="sm" color="fg.muted">
              A {block.type} block (edit it in the JSON view).
            </Text>
          ),
        )}
        <Flex gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => onChange({ ...section, blocks: [...section.blocks, { type: 'paragraph', text: '' }] })}>
            Add paragraph to {label.toLowerCase()}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
            Remove {label.toLowerCase()}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}

function PageContentEditor({ value, onChange }: { value: Json; onChange: (value: unknown) => void }) {
  const sections = (Array.isArray(value.sections) ? value.sections : []) as ContentSection[];
  const setSections = (next: ContentSection[]) => onChange({ ...value, sections: next });
  return (
    <Stack gap="3">
      {Array.isArray(value.blocks) && value.blocks.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          The blocks above the first section are edited in the JSON view.
        </Text>
      )}
      {sections.map((section, index) => (
        <SectionEditor
          key={index}
          section={section}
          index={index}
          onChange={(changed) => setSections(sections.map((other, at) => (at === index ? changed : other)))}
          onRemove={() => setSections(sections.filter((_, at) => at !== index))}
        />
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
        <PageBody content={value as PageContent} variant="prose" />
      </Preview>
    </Stack>
  );
}

/** The structured editor of a JSON field whose value fits it (see fitsEditor). */
export function StructuredEditor({ kind, value, onChange }: { kind: StructuredEditorKind; value: unknown; onChange: (value: unknown) => void }) {
  if (kind === 'features') return <FeaturesEditor value={value as string[]} onChange={onChange} />;
  if (kind === 'howItWorks') return <HowItWorksEditor value={value as Json} onChange={onChange} />;
  return <PageContentEditor value={value as Json} onChange={onChange} />;
}
