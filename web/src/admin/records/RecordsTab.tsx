import { Alert, Button, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { RecordApi, RecordKind } from './kind.ts';
import { RecordFormDialog, type Editing } from './RecordFormDialog.tsx';
import { RecordTable } from './RecordTable.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { TrashDialog } from './TrashDialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';

interface RecordsTabProps<R extends { id: number; version: number }> {
  kind: RecordKind<R>;
  api: RecordApi<R>;
  heading: string;
}

/** One record type's tab: a filterable, sortable table with create, edit and delete. */
export function RecordsTab<R extends { id: number; version: number }>({ kind, api, heading }: RecordsTabProps<R>) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());
  const [editing, setEditing] = useState<Editing<R> | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [removing, setRemoving] = useState(false);
  const [history, setHistory] = useState<R | null>(null);
  const [trashOpen, setTrashOpen] = useState(false);
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
          <Input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} placeholder="Slug, title, status..." />
        </Stack>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" alignSelf="end" pb="2">
          {api.records ? `Showing ${shown.length} of ${records.length}` : ''}
        </Text>
      </Flex>
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
        <RecordTable
          caption={heading}
          columns={kind.columns}
          records={shown}
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
