import { Box, Button, Flex, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { recordKindOf, useDefinedApi } from '../defined/definedKind.tsx';
import type { KindInfo } from '../defined/kindDocuments.ts';
import { apiProblem } from '../errors.ts';
import { descriptionRange, lengthAdvice, titleRange } from './SeoPreview.tsx';
import { Pager } from '../records/Pager.tsx';
import { pageSize } from '../records/kind.ts';

type Row = { metaTitle: string; metaDescription: string };

/** A length against its range: green inside it, orange outside, with the advice spelled out. */
function Length({ text, range, label }: { text: string; range: { min: number; max: number }; label: string }) {
  const advice = lengthAdvice(text.length, range);
  return (
    <Text fontSize="xs" color={advice ? 'orange.fg' : 'green.fg'} data-length={label}>
      {text.length} characters{advice ? ` (${advice})` : ' (good length)'}
    </Text>
  );
}

/**
 * Every page's meta title and description in one grid, 50 pages at a time, edited in place with their lengths
 * coloured against what search engines show (50-60 and 120-156 characters), each row saved on its own.
 * The records are the SEO meta kind's, read and saved through the calls its tab uses (`info`).
 */
export function SeoGrid({ info }: { info: KindInfo }) {
  const [page, setPage] = useState(1);
  const kind = useMemo(() => recordKindOf(info), [info]);
  const api = useDefinedApi(info, { first: pageSize, offset: (page - 1) * pageSize });
  const [edits, setEdits] = useState<Record<string, Row>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const records = (api.records ?? []).map((record) => ({
    ...record,
    pageSlug: kind.slugOf(record),
    metaTitle: String(record.metaTitle ?? ''),
    metaDescription: String(record.metaDescription ?? ''),
  }));
  const pages = Math.ceil(api.totalCount / pageSize);

  async function save(pageSlug: string, version: number) {
    const row = edits[pageSlug];
    const record = api.records?.find((candidate) => kind.slugOf(candidate) === pageSlug);
    if (!row || !record) return;
    setSaving(pageSlug);
    try {
      // The rest of the record as it was read: only the title and description change.
      await api.update(pageSlug, { ...kind.toValues(record), ...row }, version);
      setEdits(({ [pageSlug]: _saved, ...others }) => others);
      notify({ title: 'Success', description: `SEO meta of ${pageSlug} saved`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: apiProblem(error).message, type: 'error' });
    } finally {
      setSaving(null);
    }
  }

  if (api.loading && !api.records) return <Text role="status">Loading SEO meta records...</Text>;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Titles show best at {titleRange.min}-{titleRange.max} characters, descriptions at {descriptionRange.min}-{descriptionRange.max}.
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption srOnly>Titles and descriptions of every page</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Page</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Meta title</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Meta description</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Box srOnly>Save</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((record) => {
              const row = edits[record.pageSlug] ?? { metaTitle: record.metaTitle, metaDescription: record.metaDescription };
              const changed = Boolean(edits[record.pageSlug]);
              const edit = (changes: Partial<Row>) => setEdits((all) => ({ ...all, [record.pageSlug]: { ...row, ...changes } }));
              return (
                <Table.Row key={record.id} data-slug={record.pageSlug}>
                  <Table.Cell as="th" scope="row" overflowWrap="anywhere" minW="7rem" maxW="12rem">
                    {record.pageSlug}
                  </Table.Cell>
                  <Table.Cell minW="14rem">
                    <Input
                      size="sm"
                      aria-label={`Meta title of ${record.pageSlug}`}
                      value={row.metaTitle}
                      onChange={(event) => edit({ metaTitle: event.currentTarget.value })}
                    />
                    <Length text={row.metaTitle} range={titleRange} label="title" />
                  </Table.Cell>
                  <Table.Cell minW="18rem">
                    <Textarea
                      size="sm"
                      rows={2}
                      autoresize
                      aria-label={`Meta description of ${record.pageSlug}`}
                      value={row.metaDescription}
                      onChange={(event) => edit({ metaDescription: event.currentTarget.value })}
                    />
                    <Length text={row.metaDescription} range={descriptionRange} label="description" />
                  </Table.Cell>
                  <Table.Cell>
                    <Flex>
                      <Button
                        size="xs"
                        colorPalette="blue"
                        disabled={!changed || saving !== null}
                        loading={saving === record.pageSlug}
                        aria-label={`Save ${record.pageSlug}`}
                        onClick={() => void save(record.pageSlug, record.version)}
                      >
                        Save
                      </Button>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager label="SEO grid" page={page} pages={pages} onPage={setPage} />
    </Stack>
  );
}
