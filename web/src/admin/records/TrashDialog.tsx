import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { formatUpdatedAt } from './cells.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ListDialog } from './ListDialog.tsx';
import { dialogPageSize, Pager } from './Pager.tsx';
import { DeletedRecordsQuery, PurgeDeletedRecordMutation, recordListQueries, RestoreDeletedRecordMutation } from './documents.ts';
import type { RecordType } from '../../graphql/generated/graphql.ts';

interface TrashDialogProps {
  recordType: RecordType;
  noun: string;
  onClose: () => void;
}

/** One record type's trash (D19): what was deleted, by whom and when, with Restore and Delete for good. */
export function TrashDialog({ recordType, noun, onClose }: TrashDialogProps) {
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(DeletedRecordsQuery, {
    variables: { recordType, first: dialogPageSize, offset: (page - 1) * dialogPageSize },
    fetchPolicy: 'network-only',
  });
  const [restoreRecord] = useMutation(RestoreDeletedRecordMutation);
  const [purgeRecord] = useMutation(PurgeDeletedRecordMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [purging, setPurging] = useState<string | null>(null);

  async function run(slug: string, work: () => Promise<unknown>, done: string) {
    setBusy(slug);
    try {
      await work();
      await Promise.all([refetch(), client.refetchQueries({ include: [...recordListQueries] })]);
      notify({ title: 'Success', description: done, type: 'success' });
    } catch (failure) {
      notify({ title: 'Error', description: apiProblem(failure).message, type: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const records = data?.deletedRecords.nodes ?? [];
  const pages = Math.ceil((data?.deletedRecords.totalCount ?? 0) / dialogPageSize);
  return (
    <>
      <ListDialog
        title={`Trash: ${noun} records`}
        closeLabel="Close trash"
        onClose={onClose}
        error={error}
        loading={loading && !data}
        loadingText="Loading the trash..."
        intro={
          <Text fontSize="sm" color="fg.muted" mb="3">
            Deleted records stay here for 30 days, hidden from visitors, then are deleted for good.
          </Text>
        }
      >
        {records.length === 0 ? (
          <Text>The trash is empty.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={`Deleted ${noun} records`}>
            {records.map((record) => (
              <Box as="li" key={record.slug} borderWidth="1px" rounded="md" p="3">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {record.slug}
                </Text>
                <Text fontSize="sm" overflowWrap="anywhere">
                  {record.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Deleted by {record.deletedBy ?? 'unknown'} at {formatUpdatedAt(record.deletedAt)}; deleted for good after {formatUpdatedAt(record.purgeAt)}
                </Text>
                <Flex gap="2" mt="2" wrap="wrap">
                  <Button
                    size="sm"
                    colorPalette="blue"
                    loading={busy === record.slug}
                    disabled={busy !== null}
                    aria-label={`Restore ${record.slug}`}
                    onClick={() =>
                      void run(record.slug, () => restoreRecord({ variables: { recordType, slug: record.slug } }), `${record.slug} restored from the trash`)
                    }
                  >
                    Restore
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={busy !== null}
                    aria-label={`Delete ${record.slug} for good`}
                    onClick={() => setPurging(record.slug)}
                  >
                    Delete for good
                  </Button>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
        <Pager label={`Deleted ${noun} records`} page={Math.min(page, Math.max(pages, 1))} pages={pages} onPage={setPage} />
      </ListDialog>
      <ConfirmDialog
        open={purging !== null}
        title={`Delete ${purging ?? ''} for good`}
        message={`Delete the ${noun} "${purging ?? ''}" and its history for good? This cannot be undone.`}
        confirmLabel="Delete for good"
        destructive
        busy={busy !== null}
        onConfirm={() => {
          const slug = purging;
          if (!slug) return;
          void run(slug, () => purgeRecord({ variables: { recordType, slug } }), `${slug} deleted for good`).then(() => setPurging(null));
        }}
        onCancel={() => setPurging(null)}
      />
    </>
  );
}
