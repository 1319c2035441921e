import { Box, Button, Flex, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { Column } from './kind.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

export type Sort = { key: string; direction: 'ascending' | 'descending' };

interface RecordTableProps<R extends { id: number }> {
  caption: string;
  columns: readonly Column<R>[];
  /** The rows to show, already sorted and paged. */
  records: readonly R[];
  sort: Sort;
  onSort: (key: string) => void;
  slugOf: (record: R) => string;
  sitePathOf: (record: R) => string | undefined;
  onEdit: (record: R) => void;
  onHistory: (record: R) => void;
  onDelete: (record: R) => void;
}

/** Below this width a list shows one card per record, its actions under it, instead of a table. */
const narrow = '@media (max-width: 599.98px)';

/**
 * A record list with sortable column headers and edit, history and delete actions per record. A long
 * value wraps within its cell (a slug or a URL breaks anywhere), so no record pushes the actions out
 * of sight; on a phone each record is a card with its actions in reach.
 */
export function RecordTable<R extends { id: number }>(props: RecordTableProps<R>) {
  const { caption, columns, records, sort, onSort } = props;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" css={{ [narrow]: { display: 'none' } }}>
        <Table.Root size="sm" tableLayout="auto">
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((candidate) => {
                const active = candidate.key === sort.key;
                const sortIcon = !active ? 'ArrowUpDown' : sort.direction === 'ascending' ? 'ArrowUp' : 'ArrowDown';
                return (
                  <Table.ColumnHeader key={candidate.key} scope="col" aria-sort={active ? sort.direction : undefined} whiteSpace="nowrap">
                    <Button variant="ghost" size="xs" onClick={() => onSort(candidate.key)} fontWeight="semibold" px="1">
                      {candidate.header}
                      <Icon name={sortIcon} size={14} />
                    </Button>
                  </Table.ColumnHeader>
                );
              })}
              <Table.ColumnHeader scope="col" textAlign="end">
                Actions
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((record) => (
              <Table.Row key={record.id}>
                {columns.map((candidate, index) =>
                  index === 0 ? (
                    <Table.Cell key={candidate.key} as="th" scope="row" fontWeight="medium" overflowWrap="anywhere" minW="8rem" maxW="16rem">
                      {candidate.render(record)}
                    </Table.Cell>
                  ) : (
                    <Table.Cell key={candidate.key} overflowWrap="anywhere" maxW="20rem">
                      <Box lineClamp={3}>{candidate.render(record)}</Box>
                    </Table.Cell>
                  ),
                )}
                <Table.Cell textAlign="end">
                  <Actions {...props} record={record} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {records.length === 0 && (
          <Text p="4" color="fg.muted">
            No records match.
          </Text>
        )}
      </Table.ScrollArea>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={caption} display="none" css={{ [narrow]: { display: 'flex' } }}>
        {records.map((record) => (
          <Box as="li" key={record.id} borderWidth="1px" rounded="md" p="3" bg="bg">
            <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
              {columns[0]?.render(record)}
            </Text>
            <Box as="dl" fontSize="sm" mt="1">
              {columns.slice(1).map((candidate) => (
                <Flex key={candidate.key} gap="2" align="baseline">
                  <Text as="dt" color="fg.muted" flexShrink={0}>
                    {candidate.header}:
                  </Text>
                  <Box as="dd" overflowWrap="anywhere" lineClamp={2}>
                    {candidate.render(record)}
                  </Box>
                </Flex>
              ))}
            </Box>
            <Box mt="2">
              <Actions {...props} record={record} />
            </Box>
          </Box>
        ))}
        {records.length === 0 && <Text color="fg.muted">No records match.</Text>}
      </Stack>
    </>
  );
}

function Actions<R extends { id: number }>({ record, slugOf, sitePathOf, onEdit, onHistory, onDelete }: RecordTableProps<R> & { record: R }) {
  const slug = slugOf(record);
  return (
    <HStack gap="1" justify={{ base: 'start', sm: 'end' }} wrap="wrap">
      <ViewOnSite path={sitePathOf(record)} slug={slug} />
      <Button size="xs" variant="outline" onClick={() => onEdit(record)} aria-label={`Edit ${slug}`}>
        Edit
      </Button>
      <Button size="xs" variant="outline" onClick={() => onHistory(record)} aria-label={`History of ${slug}`}>
        History
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(record)} aria-label={`Delete ${slug}`}>
        Delete
      </Button>
    </HStack>
  );
}

/**
 * 'View on site': the record's page in a new tab, as a signed-in admin sees it (a page visitors
 * cannot see shows as a preview). Nothing for a record no page shows.
 */
export function ViewOnSite({ path, slug, size = 'xs' }: { path: string | undefined; slug: string; size?: 'xs' | 'sm' }) {
  if (!path) return null;
  return (
    <Button asChild size={size} variant="ghost">
      <Link href={path} target="_blank" rel="noopener" aria-label={`View on site: ${slug} (opens in a new tab)`}>
        View on site
      </Link>
    </Button>
  );
}
