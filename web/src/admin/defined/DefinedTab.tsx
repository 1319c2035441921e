import { Alert, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import type { ListRequest, RecordApi } from '../records/kind.ts';
import { apiProblem } from '../errors.ts';
import { formatUpdatedAt } from '../records/cells.tsx';
import { HistoryDialog } from '../records/HistoryDialog.tsx';
import { RecordFormDialog } from '../records/RecordFormDialog.tsx';
import { RecordsTab } from '../records/RecordsTab.tsx';
import { recordKindOf, useDefinedApi, useSingletonApi, type DefinedRow } from './definedKind.tsx';
import type { KindInfo } from './kindDocuments.ts';

/** The list hook of a kind: the same function for the same kind, so the tab's hooks stay in order. */
const apiHooks = new Map<string, (request: ListRequest) => RecordApi<DefinedRow>>();
function apiHookOf(info: KindInfo) {
  let hook = apiHooks.get(info.recordType);
  if (!hook) {
    hook = function useKindApi(request: ListRequest) {
      return useDefinedApi(info, request);
    };
    apiHooks.set(info.recordType, hook);
  }
  return hook;
}

/** The tab of a kind made from a definition: its list, or, for a kind of one record, that record. */
export function DefinedTab({ info }: { info: KindInfo }) {
  const kind = useMemo(() => recordKindOf(info), [info]);
  if (info.singleton) return <SingletonTab info={info} />;
  return <RecordsTab kind={kind} useApi={apiHookOf(info)} heading={info.heading} tab={info.tab} />;
}

/** One record: what it holds now, with Edit and History. */
function SingletonTab({ info }: { info: KindInfo }) {
  const kind = useMemo(() => recordKindOf(info), [info]);
  const api = useSingletonApi(info);
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const record = api.record;
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Heading as="h2" size="lg">
          {info.heading}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" disabled={!record} onClick={() => setHistory(true)}>
            History
          </Button>
          <Button colorPalette="blue" disabled={!record} onClick={() => setEditing(true)}>
            Edit {info.noun}
          </Button>
        </Flex>
      </Flex>
      {api.error ? (
        <Alert.Root recipe={alertSlotRecipe} status="error">
          <Alert.Indicator />
          <Alert.Title>{apiProblem(api.error).message}</Alert.Title>
        </Alert.Root>
      ) : !record ? (
        <Flex gap="2" align="center" role="status">
          <Spinner size="sm" />
          <Text>Loading {info.noun}...</Text>
        </Flex>
      ) : (
        <dl>
          {kind.fields.map((field) => {
            const value = kind.toValues(record)[field.name];
            return (
              <Flex key={field.name} gap="3" py="1.5" borderBottomWidth="1px" wrap="wrap">
                <Text as="dt" fontWeight="medium" minW="12rem">
                  {field.label}
                </Text>
                <Text as="dd" flex="1" minW="12rem" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {typeof value === 'boolean' ? (value ? 'On' : 'Off') : value || '—'}
                </Text>
              </Flex>
            );
          })}
          <Text fontSize="sm" color="fg.muted" mt="2">
            Last edited {formatUpdatedAt(record.updatedAt)} by {record.updatedBy ?? 'the first start (seed)'}
          </Text>
        </dl>
      )}
      {editing && record && <RecordFormDialog kind={kind} api={api} editing={{ mode: 'edit', record }} onClose={() => setEditing(false)} />}
      {history && record && (
        <HistoryDialog recordType={info.recordType} noun={info.noun} slug={kind.slugOf(record)} fields={kind.fields} onClose={() => setHistory(false)} />
      )}
    </Stack>
  );
}
