import { Alert, Button, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { RecordApi, RecordKind } from './kind.ts';
import { RecordFormDialog, type Editing } from './RecordFormDialog.tsx';
import { RecordTable, type Sort } from './RecordTable.tsx';
import type { DashboardTab } from '../search.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { TrashDialog } from './TrashDialog.tsx';
import { formatUpdatedAt } from './cells.tsx';
import { discardDraft, draftsOf } from './drafts.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

interface RecordsTabProps<R extends { id: number; version: number }> {
  kind: RecordKind<R>;
  api: RecordApi<R>;
  heading: string;
  /** The dashboard tab this list is on: its filter, sort and page live in the URL while it is open. */
  tab: DashboardTab;
}

/** Rows per page of a list. */
export const pageSize = 50;

/**
 * One record type's tab: a list filtered, sorted and paged (50 rows a page) with its state in the
 * URL, with create, edit, history, delete and the trash.
 */
export function RecordsTab<R extends { id: number; version: number }>({ kind, api, heading, tab }: RecordsTabProps<R>) {
  const filterId = useId();
  const search = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const mine = (search.tab ?? 'overview') === tab;
  const [filter, setFilter] = useState(mine ? (search.q ?? '') : '');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());
  const firstKey = kind.columns[0]?.key ?? '';
  const sort: Sort =
    mine && search.sort && kind.columns.some((column) => column.key === search.sort)
      ? { key: search.sort, direction: search.dir === 'desc' ? 'descending' : 'ascending' }
      : { key: firstKey, direction: mine && search.dir === 'desc' && !search.sort ? 'descending' : 'ascending' };
  // Filter, sort and page replace the URL's state rather than add to the history: Back leaves the tab.
  const setSearch = (changes: { q?: string; sort?: string; dir?: 'asc' | 'desc'; page?: number }) =>
    void navigate({ search: (previous) => ({ ...previous, tab, ...changes }), replace: true });
  const [editing, setEditing] = useState<Editing<R> | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [removing, setRemoving] = useState(false);
  const [history, setHistory] = useState<R | null>(null);
  const [trashOpen, setTrashOpen] = useState(false);
  // Drafts a reload or a closed tab left behind, offered until they are opened or discarded.
  const [drafts, setDrafts] = useState(() => draftsOf(kind.recordType));
  // Where focus returns when a modal closes: the button that opened it, or the add button if that row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  function remember() {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }

  function restoreFocus() {
    requestAnimationFrame(() => {
      const target = opener.current?.isConnected ? opener.current : addButton.current;
      target?.focus();
    });
  }

  const records = api.records ?? [];
  const shown = deferredFilter ? records.filter((record) => kind.searchText(record).toLowerCase().includes(deferredFilter)) : records;
  const column = kind.columns.find((candidate) => candidate.key === sort.key);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const sorted = column
    ? [...shown].sort((a, b) => {
        const left = column.sortValue(a);
        const right = column.sortValue(b);
        return (left < right ? -1 : left > right ? 1 : 0) * sign;
      })
    : shown;
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(mine ? (search.page ?? 1) : 1, pages);
  const pageRows = sorted.slice((page - 1) * pageSize, page * pageSize);

  function sortBy(key: string) {
    const direction = sort.key === key && sort.direction === 'ascending' ? 'desc' : 'asc';
    setSearch({ sort: key, dir: direction, page: undefined });
  }

  async function confirmDelete() {
    if (!deleting) return;
    setRemoving(true);
    try {
      await api.remove(kind.slugOf(deleting));
      notify({ title: 'Success', description: kind.messages.deleted, type: 'success' });
      setDeleting(null);
      restoreFocus();
    } catch (error) {
      notify({ title: 'Error', description: apiProblem(error).message, type: 'error' });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button
            variant="outline"
            onClick={() => {
              remember();
              setTrashOpen(true);
            }}
          >
            <Icon name="Trash2" />
            Trash
          </Button>
          <Button
            ref={addButton}
            colorPalette="blue"
            onClick={() => {
              remember();
              setEditing({ mode: 'create' });
            }}
          >
            <Icon name="Plus" />
            Add {kind.noun}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="3" wrap="wrap" align="center">
        <Stack gap="1" flex="1" minW="14rem" maxW="md">
          <label htmlFor={filterId}>
            <Text as="span" fontSize="sm" fontWeight="medium">
              Filter {kind.noun} records
            </Text>
          </label>
          <Input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setFilter(text);
              setSearch({ q: text || undefined, page: undefined });
            }}
            placeholder="Slug, title, status..."
          />
        </Stack>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" alignSelf="end" pb="2">
          {api.records
            ? pages > 1
              ? `Showing ${(page - 1) * pageSize + 1}-${(page - 1) * pageSize + pageRows.length} of ${shown.length} (${records.length} in all)`
              : `Showing ${shown.length} of ${records.length}`
            : ''}
        </Text>
      </Flex>
      {drafts.map((draft) => {
        const record = draft.slug === null ? null : api.records?.find((candidate) => kind.slugOf(candidate) === draft.slug);
        const name = draft.slug ?? `a new ${kind.noun}`;
        return (
          <Alert.Root key={draft.slug ?? ''} recipe={alertSlotRecipe} status="info" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Title flex="1">
              Unsaved changes to {name} from {formatUpdatedAt(draft.savedAt)} are kept in this browser.
            </Alert.Title>
            <Flex gap="2">
              <Button
                size="xs"
                colorPalette="blue"
                disabled={draft.slug !== null && !record}
                onClick={() => {
                  remember();
                  setDrafts((all) => all.filter((other) => other !== draft));
                  setEditing(record ? { mode: 'edit', record } : { mode: 'create' });
                }}
              >
                Open {name}
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  discardDraft(kind.recordType, draft.slug);
                  setDrafts((all) => all.filter((other) => other !== draft));
                }}
              >
                Discard
              </Button>
            </Flex>
          </Alert.Root>
        );
      })}
      {api.error ? (
        <Alert.Root recipe={alertSlotRecipe} status="error">
          <Alert.Indicator />
          <Alert.Title>{apiProblem(api.error).message}</Alert.Title>
        </Alert.Root>
      ) : api.loading && !api.records ? (
        <Flex gap="2" align="center" role="status">
          <Spinner size="sm" />
          <Text>Loading {kind.noun} records...</Text>
        </Flex>
      ) : (
        <>
          <RecordTable
            caption={heading}
            columns={kind.columns}
            records={pageRows}
            sort={sort}
            onSort={sortBy}
            slugOf={kind.slugOf}
            sitePathOf={kind.sitePathOf}
            onEdit={(record) => {
              remember();
              setEditing({ mode: 'edit', record });
            }}
            onHistory={(record) => {
              remember();
              setHistory(record);
            }}
            onDelete={(record) => {
              remember();
              setDeleting(record);
            }}
          />
          {pages > 1 && (
            <Flex as="nav" aria-label={`${heading} pages`} gap="2" align="center" justify="center" wrap="wrap">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setSearch({ page: page - 1 > 1 ? page - 1 : undefined })}>
                Previous page
              </Button>
              <Text fontSize="sm" aria-current="page">
                Page {page} of {pages}
              </Text>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setSearch({ page: page + 1 })}>
                Next page
              </Button>
            </Flex>
          )}
        </>
      )}
      {history && (
        <HistoryDialog
          recordType={kind.recordType}
          noun={kind.noun}
          slug={kind.slugOf(history)}
          fields={kind.fields}
          onClose={() => {
            setHistory(null);
            restoreFocus();
          }}
        />
      )}
      {trashOpen && (
        <TrashDialog
          recordType={kind.recordType}
          noun={kind.noun}
          onClose={() => {
            setTrashOpen(false);
            restoreFocus();
          }}
        />
      )}
      {editing && (
        <RecordFormDialog
          key={editing.mode === 'edit' ? `${editing.record.id}` : 'create'}
          kind={kind}
          api={api}
          editing={editing}
          onClose={() => {
            setEditing(null);
            restoreFocus();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${kind.noun}: ${kind.slugOf(deleting)}` : `Delete ${kind.noun}`}
        message={
          deleting
            ? `${kind.messages.confirmDelete} "${kind.slugOf(deleting)}" moves to the trash, where it can be restored for 30 days.`
            : kind.messages.confirmDelete
        }
        confirmLabel="Delete"
        destructive
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleting(null);
          restoreFocus();
        }}
      />
    </Stack>
  );
}
