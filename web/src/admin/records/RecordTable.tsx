import { Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from './kind.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

interface RecordTableProps<R extends { id: number }> {
  caption: string;
  columns: readonly Column<R>[];
  records: readonly R[];
  slugOf: (record: R) => string;
  sitePathOf: (record: R) => string | undefined;
  onEdit: (record: R) => void;
  onHistory: (record: R) => void;
  onDelete: (record: R) => void;
}

type Sort = { key: string; direction: 'ascending' | 'descending' };

/** A record list with sortable column headers and edit/delete actions per row. */
export function RecordTable<R extends { id: number }>({ caption, columns, records, slugOf, sitePathOf, onEdit, onHistory, onDelete }: RecordTableProps<R>) {
  const [sort, setSort] = useState<Sort>({ key: columns[0]?.key ?? '', direction: 'ascending' });
  const column = columns.find((candidate) => candidate.key === sort.key);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const sorted = [...records].sort((a, b) => {
    if (!column) return 0;
    const left = column.sortValue(a);
    const right = column.sortValue(b);
    return (left < right ? -1 : left > right ? 1 : 0) * sign;
  });

  function sortBy(key: string) {
    setSort((previous) => ({ key, direction: previous.key === key && previous.direction === 'ascending' ? 'descending' : 'ascending' }));
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((candidate) => {
              const active = candidate.key === sort.key;
              const sortIcon = !active ? 'ArrowUpDown' : sort.direction === 'ascending' ? 'ArrowUp' : 'ArrowDown';
              return (
                <Table.ColumnHeader key={candidate.key} scope="col" aria-sort={active ? sort.direction : undefined} whiteSpace="nowrap">
                  <Button variant="ghost" size="xs" onClick={() => sortBy(candidate.key)} fontWeight="semibold" px="1">
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
          {sorted.map((record) => (
            <Table.Row key={record.id}>
              {columns.map((candidate, index) =>
                index === 0 ? (
                  <Table.Cell key={candidate.key} as="th" scope="row" fontWeight="medium">
                    {candidate.render(record)}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={candidate.key}>{candidate.render(record)}</Table.Cell>
                ),
              )}
              <Table.Cell textAlign="end">
                <HStack gap="1" justify="end">
                  <ViewOnSite path={sitePathOf(record)} slug={slugOf(record)} />
                  <Button size="xs" variant="outline" onClick={() => onEdit(record)} aria-label={`Edit ${slugOf(record)}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => onHistory(record)} aria-label={`History of ${slugOf(record)}`}>
                    History
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(record)} aria-label={`Delete ${slugOf(record)}`}>
                    Delete
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {sorted.length === 0 && (
        <Text p="4" color="fg.muted">
          No records match.
        </Text>
      )}
    </Table.ScrollArea>
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
