import { Badge } from '@chakra-ui/react';

/** A two-way state shown as a badge (spec section 4.4: published/draft, active/inactive). */
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

export function timeOf(value: unknown): number {
  return new Date(String(value)).getTime() || 0;
}
