import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { formatUpdatedAt } from './cells.tsx';
import { ListDialog } from './ListDialog.tsx';
import { dialogPageSize, Pager } from './Pager.tsx';
import { RecordHistoryQuery, recordListQueries, RestoreRecordVersionMutation } from './documents.ts';
import type { FieldSpec } from './form.ts';
import type { RecordType } from '../../graphql/generated/graphql.ts';

interface HistoryDialogProps {
  /** page, seoMeta or calculator. */
  recordType: RecordType;
  noun: string;
  slug: string;
  fields: readonly FieldSpec[];
  onClose: () => void;
}

const what: Record<string, (restoredFrom: number | null) => string> = {
  create: () => 'Created',
  update: () => 'Edited',
  delete: () => 'Moved to the trash',
  restore: () => 'Restored from the trash',
  revert: (from) => `Version ${from ?? '?'} brought back`,
  baseline: () => 'Earliest kept version',
};

/** A value as the editor reads it: text as is, anything else as compact JSON, long values cut short. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

/**
 * A record's history: each kept version with who made it, when and what it changed, field
 * by field under the form's labels; 'Restore this version' brings its fields back as a new version.
 */
export function HistoryDialog({ recordType, noun, slug, fields, onClose }: HistoryDialogProps) {
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(RecordHistoryQuery, {
    variables: { recordType, slug, first: dialogPageSize, offset: (page - 1) * dialogPageSize },
    fetchPolicy: 'network-only',
  });
  const [restoreVersion] = useMutation(RestoreRecordVersionMutation);
  const [restoring, setRestoring] = useState<number | null>(null);
  const labelOf = (field: string) => fields.find((spec) => spec.name === field)?.label ?? field;

  // The version the editor is looking at: a restore chosen from a history someone has since added to is refused.
  // The newest version is the current one, whichever page is shown.
  const currentVersion = data?.latest.nodes[0]?.version;

  async function restore(version: number) {
    if (currentVersion === undefined) return;
    setRestoring(version);
    try {
      const result = await restoreVersion({ variables: { recordType, slug, version, expectedVersion: currentVersion } });
      await Promise.all([refetch(), client.refetchQueries({ include: [...recordListQueries] })]);
      notify({
        title: 'Success',
        description: `Version ${version} of ${slug} restored as version ${result.data?.restoreRecordVersion.version ?? ''}`.trim(),
        type: 'success',
      });
    } catch (failure) {
      const problem = apiProblem(failure);
      if (problem.code === 'CONFLICT' && 'expectedVersion' in problem.fields) {
        // The list is read again, so the newer change is in view before the editor chooses again.
        await refetch().catch(() => undefined);
        notify({
          title: 'Changed meanwhile',
          description: `Someone changed ${slug} since this history was opened, so nothing was restored. The list now shows the latest versions: choose again.`,
          type: 'error',
        });
      } else {
        notify({ title: 'Error', description: problem.message, type: 'error' });
      }
    } finally {
      setRestoring(null);
    }
  }

  return (
    <ListDialog
      title={`History of ${noun}: ${slug}`}
      closeLabel="Close history"
      onClose={onClose}
      error={error}
      loading={loading && !data}
      loadingText="Loading history..."
    >
      <Stack as="ol" gap="3" listStyleType="none" aria-label={`Versions of ${slug}, newest first`}>
        {data?.recordHistory.nodes.map((entry) => (
          <Box as="li" key={entry.version} borderWidth="1px" rounded="md" p="3" data-version={entry.version}>
            <Flex justify="space-between" align="start" gap="2" wrap="wrap">
              <Box>
                <Text fontWeight="semibold">
                  Version {entry.version}: {(what[entry.action] ?? (() => entry.action))(entry.restoredFrom ?? null)}{' '}
                  {entry.current && (
                    <Badge colorPalette="green" variant="subtle">
                      Current
                    </Badge>
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  by {entry.actor ?? 'the first start (seed)'} at {formatUpdatedAt(entry.createdAt)}
                </Text>
              </Box>
              {!entry.current && entry.action !== 'delete' && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={restoring === entry.version}
                  disabled={restoring !== null}
                  onClick={() => void restore(entry.version)}
                  aria-label={`Restore version ${entry.version}`}
                >
                  Restore this version
                </Button>
              )}
            </Flex>
            {entry.changes.length > 0 && (
              <Box as="dl" mt="2" fontSize="sm">
                {entry.changes.map((change) => (
                  <Box key={change.field} mt="1">
                    <Text as="dt" fontWeight="medium">
                      {labelOf(change.field)}
                    </Text>
                    <Text as="dd" ms="3" overflowWrap="anywhere">
                      <Text as="del" color="fg.muted">
                        {shown(change.before)}
                      </Text>{' '}
                      →{' '}
                      <Text as="ins" textDecoration="none">
                        {shown(change.after)}
                      </Text>
                    </Text>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      <Pager label={`Versions of ${slug}`} page={page} pages={Math.ceil((data?.recordHistory.totalCount ?? 0) / dialogPageSize)} onPage={setPage} />
    </ListDialog>
  );
}
