import { Badge, Text } from '@chakra-ui/react';
import type { Column } from './kind.ts';

/** A two-way state shown as a badge (published/draft, active/inactive). */
export function StateBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
      {on ? onLabel : offLabel}
    </Badge>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO-8601 DateTime from the API, as the editor reads it. */
export function formatUpdatedAt(value: unknown): string {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
}

/** 'Last edited by … at …', sortable by the time. */
export function lastEditedColumn<R extends { updatedAt: unknown; updatedBy?: string | null }>(): Column<R> {
  return {
    key: 'updatedAt',
    header: 'Last edited',
    render: (record) => (
      <Text as="span" fontSize="sm" whiteSpace="normal">
        {formatUpdatedAt(record.updatedAt)}
        <Text as="span" display="block" color="fg.muted">
          by {record.updatedBy ?? 'the first start (seed)'}
        </Text>
      </Text>
    ),
  };
}
