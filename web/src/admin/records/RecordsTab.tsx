import { Alert, Button, Flex, Heading, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { pageSize, type ListRequest, type RecordApi, type RecordKind } from './kind.ts';
import { Pager, showing } from './Pager.tsx';
import { RecordFormDialog, type Editing } from './RecordFormDialog.tsx';
import { RecordTable, type Sort } from './RecordTable.tsx';
import type { DashboardTab } from '../search.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { TrashDialog } from './TrashDialog.tsx';
import { formatUpdatedAt } from './cells.tsx';
import { discardDraft, draftsOf } from './drafts.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { RedirectOffer } from '../defined/RedirectOffer.tsx';

interface RecordsTabProps<R extends { id: number; version: number }> {
  kind: RecordKind<R>;
  /** The record type's calls, for the page of the list asked for. */
  useApi: (request: ListRequest) => RecordApi<R>;
  heading: string;
  /** The dashboard tab this list is on: its filter, sort and page live in the URL while it is open. */
  tab: DashboardTab;
}

/** How long the filter waits for typing to pause before asking the server. */
const filterDelayMs = 250;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * One record type's tab: a list the server filters, sorts and pages (50 rows a page), with its state
 * in the URL, with create, edit, history, delete and the trash.
 */
export function RecordsTab<R extends { id: number; version: number }>({ kind, useApi, heading, tab }: RecordsTabProps<R>) {
  const filterId = useId();
  const statusId = useId();
  const search = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const mine = (search.tab ?? 'overview') === tab;
  const [filter, setFilter] = useState(mine ? (search.q ?? '') : '');
  const settledFilter = useSettled(filter.trim(), filterDelayMs);
  const firstKey = kind.columns[0]?.key ?? '';
  const sort: Sort =
    mine && search.sort && kind.columns.some((column) => column.key === search.sort)
      ? { key: search.sort, direction: search.dir === 'desc' ? 'descending' : 'ascending' }
      : { key: firstKey, direction: mine && search.dir === 'desc' && !search.sort ? 'descending' : 'ascending' };
  const column = kind.columns.find((candidate) => candidate.key === sort.key);
  const status = mine ? kind.statusFilter?.options.find((option) => option.value === search.status) : undefined;
  const requestedPage = mine ? (search.page ?? 1) : 1;
  const api = useApi({
    first: pageSize,
    offset: (requestedPage - 1) * pageSize,
    search: settledFilter || undefined,
    status: status?.on,
    orderBy: column ? (column.orderBy ?? column.key) : undefined,
    orderDirection: sort.direction === 'descending' ? 'desc' : 'asc',
  });
  // Filter, sort and page replace the URL's state rather than add to the history: Back leaves the tab.
  const setSearch = (changes: { q?: string; sort?: string; dir?: 'asc' | 'desc'; page?: number; status?: string }) =>
    void navigate({ search: (previous) => ({ ...previous, tab, ...changes }), replace: true });
  const [editing, setEditing] = useState<Editing<R> | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [removing, setRemoving] = useState(false);
  const [history, setHistory] = useState<R | null>(null);
  const [trashOpen, setTrashOpen] = useState(false);
  const [redirectFrom, setRedirectFrom] = useState<string | null>(null);
  const offerAfterConfirmation = useRef<string | null>(null);
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

  const pages = Math.max(1, Math.ceil(api.totalCount / pageSize));
  const page = Math.min(requestedPage, pages);
  const pageRows = api.records ?? [];
  // A page past the end (records deleted since the link was made) shows the last one instead.
  useEffect(() => {
    if (api.records && !api.loading && requestedPage > pages) setSearch({ page: pages > 1 ? pages : undefined });
  });

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
      const oldPath = kind.offerRedirect ? kind.sitePathOf(deleting) : undefined;
      // The home page cannot be redirected; any other page's old address can be sent on, once the
      // confirmation has gone (onExitComplete below): a dialog opened while another closes is closed
      // with it.
      if (oldPath && oldPath !== '/') offerAfterConfirmation.current = oldPath;
      setDeleting(null);
      if (!offerAfterConfirmation.current) restoreFocus();
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
            placeholder={kind.searchHint}
          />
        </Stack>
        {kind.statusFilter && (
          <Stack gap="1" minW="10rem">
            <label htmlFor={statusId}>
              <Text as="span" fontSize="sm" fontWeight="medium">
                {kind.statusFilter.label}
              </Text>
            </label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={statusId}
                value={status?.value ?? ''}
                onChange={(event) => setSearch({ status: event.currentTarget.value || undefined, page: undefined })}
              >
                <option value="">All</option>
                {kind.statusFilter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        )}
        <Text fontSize="sm" color="fg.muted" aria-live="polite" alignSelf="end" pb="2">
          {api.records ? showing(page, pageSize, pageRows.length, api.totalCount) : ''}
        </Text>
      </Flex>
      {drafts.map((draft) => {
        const record = draft.slug === null ? null : api.records?.find((candidate) => kind.slugOf(candidate) === draft.slug);
        const slug = draft.slug;
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
                onClick={() => {
                  remember();
                  // The record may be on another page of the list: it is read from the server.
                  const open = (found: R | null | undefined) => {
                    setDrafts((all) => all.filter((other) => other !== draft));
                    setEditing(found ? { mode: 'edit', record: found } : { mode: 'create' });
                  };
                  if (slug === null) open(null);
                  else if (record) open(record);
                  else api.fetchCurrent(slug).then(open, (error: unknown) => notify({ title: 'Error', description: apiProblem(error).message, type: 'error' }));
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
          <Pager label={heading} page={page} pages={pages} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
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
      {redirectFrom && (
        <RedirectOffer
          fromPath={redirectFrom}
          onClose={() => {
            setRedirectFrom(null);
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
        onExitComplete={() => {
          setRedirectFrom(offerAfterConfirmation.current);
          offerAfterConfirmation.current = null;
        }}
      />
    </Stack>
  );
}
