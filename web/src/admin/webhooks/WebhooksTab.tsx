import { Alert, Box, Button, Code, Flex, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AdminWebhooksQuery } from '../../graphql/generated/graphql.ts';
import { notify } from '../../shared/notices/notify.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { RecordKindsQuery } from '../defined/documents.ts';
import { apiProblem } from '../errors.ts';
import { StateBadge } from '../records/cells.tsx';
import { ConfirmDialog } from '../records/ConfirmDialog.tsx';
import { Pager, showing } from '../records/Pager.tsx';
import { pageSize } from '../records/kind.ts';
import { DeliveryLogDialog, DeliveryStatusBadge, deliveryTime } from './DeliveryLogDialog.tsx';
import { DeleteWebhookMutation, WebhookEventChoicesQuery, WebhooksQuery } from './documents.ts';
import { eventsSummary } from './events.ts';
import { WebhookFormDialog, type WebhookEditing, type WebhookSaved } from './WebhookFormDialog.tsx';

type Webhook = AdminWebhooksQuery['webhooks']['nodes'][number];

/** How often the list is read again while an endpoint's latest delivery is still being tried. */
const pendingPollMs = 3000;

/** Below this width the list shows one card per webhook instead of a table, as the record lists do. */
const narrow = '@media (max-width: 599.98px)';

/**
 * The webhooks tab: the endpoints told of record changes, each with its events, whether it is active
 * and how its latest delivery went; add (its signing secret shown once), edit, delete, and each one's
 * delivery log. The list's page lives in the URL, as the record lists' does.
 */
export function WebhooksTab() {
  const search = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const open = search.tab === 'webhooks';
  const requestedPage = open ? (search.page ?? 1) : 1;
  // Read each time the tab is opened, not before: deliveries go on while it is closed.
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(WebhooksQuery, {
    variables: { first: pageSize, offset: (requestedPage - 1) * pageSize },
    fetchPolicy: 'cache-and-network',
    skip: !open,
  });
  const choices = useQuery(WebhookEventChoicesQuery, { skip: !open }).data?.webhookEventChoices;
  const kinds = useQuery(RecordKindsQuery, { skip: !open }).data?.recordKinds;
  const headings = useMemo(() => new Map((kinds ?? []).map((kind) => [kind.recordType, kind.heading])), [kinds]);
  const [deleteWebhook, { loading: deleting }] = useMutation(DeleteWebhookMutation);
  const [editing, setEditing] = useState<WebhookEditing | null>(null);
  const [toDelete, setToDelete] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const secretHeading = useRef<HTMLParagraphElement>(null);
  // Where focus returns when a dialog closes: the button that opened it, or the add button if that row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const webhooks = data?.webhooks.nodes ?? [];
  const total = data?.webhooks.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requestedPage, pages);
  const anyPending = webhooks.some((webhook) => webhook.lastDelivery?.status === 'pending');

  useEffect(() => {
    if (open && anyPending) startPolling(pendingPollMs);
    else stopPolling();
    return () => stopPolling();
  }, [open, anyPending, startPolling, stopPolling]);

  // The secret is announced and in reach the moment it appears.
  useEffect(() => {
    if (secret) secretHeading.current?.focus();
  }, [secret]);

  const setPage = (next: number) =>
    void navigate({ search: (previous) => ({ ...previous, tab: 'webhooks', page: next > 1 ? next : undefined }), replace: true });

  function remember() {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }

  function restoreFocus() {
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : addButton.current)?.focus());
  }

  async function saved(result: WebhookSaved) {
    setEditing(null);
    if (result.mode === 'create') {
      setCopied(false);
      setSecret({ url: result.url, value: result.secret });
      notify({ title: 'Webhook created', description: `Copy its signing secret now: it is shown only this once.`, type: 'success' });
    } else {
      notify({ title: 'Webhook saved', description: `${result.url} is updated.`, type: 'success' });
      restoreFocus();
    }
    await refetch();
  }

  async function copySecret(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify({ title: 'Copied', description: 'The signing secret is on the clipboard.', type: 'success' });
    } catch {
      notify({ title: 'Copy failed', description: 'Select the secret and copy it by hand.', type: 'error' });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteWebhook({ variables: { id: toDelete.id } });
      notify({ title: 'Webhook deleted', description: `Nothing more is sent to ${toDelete.url}.`, type: 'success' });
      setToDelete(null);
      restoreFocus();
      await refetch();
    } catch (failure) {
      notify({ title: 'Error', description: apiProblem(failure).message || 'Failed to delete the webhook', type: 'error' });
    }
  }

  const actions = {
    onLog: (webhook: Webhook) => {
      remember();
      setLogOf(webhook);
    },
    onEdit: (webhook: Webhook) => {
      remember();
      setEditing({ mode: 'edit', webhook });
    },
    onDelete: (webhook: Webhook) => {
      remember();
      setToDelete(webhook);
    },
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Heading as="h2" size="lg">
          Webhooks
        </Heading>
        <Button
          ref={addButton}
          colorPalette="blue"
          disabled={!choices}
          onClick={() => {
            remember();
            setEditing({ mode: 'create' });
          }}
        >
          <Icon name="Plus" />
          Add webhook
        </Button>
      </Flex>
      <Text color="fg.muted" maxW="4xl">
        Each change to the records a webhook listens to is POSTed to its URL, signed with its secret in the Standard Webhooks format; a receiver that does not
        answer 2xx is tried again for 24 hours. Each webhook keeps a log of what was sent and how the receiver answered.
      </Text>
      {secret && (
        <Alert.Root recipe={alertSlotRecipe} status="warning" flexDirection="column" alignItems="stretch" gap="2" aria-labelledby="webhook-secret-title">
          <Alert.Title>
            <Text as="span" id="webhook-secret-title" ref={secretHeading} tabIndex={-1} outline="none">
              Copy the signing secret of {secret.url} now: it is not shown again.
            </Text>
          </Alert.Title>
          <Alert.Description>
            Give it to the receiver to verify each delivery&apos;s signature. If it is lost, delete the webhook and add it again.
          </Alert.Description>
          <HStack gap="2" flexWrap="wrap">
            <Code aria-label="Signing secret" wordBreak="break-all" py="1" px="2">
              {secret.value}
            </Code>
            <Button size="sm" variant="outline" onClick={() => void copySecret(secret.value)}>
              <Icon name={copied ? 'Check' : 'Copy'} />
              {copied ? 'Copied' : 'Copy secret'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setSecret(null);
                addButton.current?.focus();
              }}
            >
              I have copied it
            </Button>
          </HStack>
        </Alert.Root>
      )}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {data ? showing(page, pageSize, webhooks.length, total) : ''}
      </Text>
      {error ? (
        <Alert.Root recipe={alertSlotRecipe} status="error">
          <Alert.Indicator />
          <Alert.Title>{apiProblem(error).message}</Alert.Title>
        </Alert.Root>
      ) : loading && !data ? (
        <Flex gap="2" align="center" role="status">
          <Spinner size="sm" />
          <Text>Loading webhooks...</Text>
        </Flex>
      ) : webhooks.length === 0 ? (
        <Text>No webhooks yet. Add one to have record changes sent to another system.</Text>
      ) : (
        <>
          <WebhookTable webhooks={webhooks} summary={(webhook) => eventsSummary(webhook.events, choices ?? [], headings)} {...actions} />
          <Pager label="Webhooks" page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {editing && choices && (
        <WebhookFormDialog
          key={editing.mode === 'edit' ? editing.webhook.id : 'create'}
          editing={editing}
          choices={choices}
          headings={headings}
          onSaved={(result) => void saved(result)}
          onClose={() => {
            setEditing(null);
            restoreFocus();
          }}
        />
      )}
      {logOf && (
        <DeliveryLogDialog
          webhook={logOf}
          onClose={() => {
            setLogOf(null);
            restoreFocus();
            // Its latest delivery may have changed while the log was open.
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete webhook"
        message={`Nothing more is sent to ${toDelete?.url ?? ''}, and its delivery log is deleted with it. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setToDelete(null);
          restoreFocus();
        }}
      />
    </Stack>
  );
}

interface WebhookTableProps {
  webhooks: readonly Webhook[];
  summary: (webhook: Webhook) => string;
  onLog: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

/** The endpoints as a table, or on a phone as cards, each with its actions. */
function WebhookTable(props: WebhookTableProps) {
  const { webhooks, summary } = props;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" css={{ [narrow]: { display: 'none' } }}>
        <Table.Root size="sm" tableLayout="auto">
          <Table.Caption srOnly>Webhooks</Table.Caption>
          <Table.Header>
            <Table.Row>
              {['Endpoint URL', 'Events', 'State', 'Last delivery'].map((label) => (
                <Table.ColumnHeader key={label} scope="col" whiteSpace="nowrap">
                  {label}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader scope="col" textAlign="end">
                Actions
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {webhooks.map((webhook) => (
              <Table.Row key={webhook.id}>
                <Table.Cell as="th" scope="row" fontWeight="medium" overflowWrap="anywhere" minW="10rem" maxW="20rem">
                  {webhook.url}
                </Table.Cell>
                <Table.Cell overflowWrap="anywhere" maxW="20rem">
                  <Box lineClamp={3}>{summary(webhook)}</Box>
                </Table.Cell>
                <Table.Cell>
                  <StateBadge on={webhook.isActive} onLabel="Active" offLabel="Inactive" />
                </Table.Cell>
                <Table.Cell>
                  <LastDelivery webhook={webhook} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Actions {...props} webhook={webhook} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Webhooks" display="none" css={{ [narrow]: { display: 'flex' } }}>
        {webhooks.map((webhook) => (
          <Box as="li" key={webhook.id} borderWidth="1px" rounded="md" p="3" bg="bg">
            <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
              {webhook.url}
            </Text>
            <Box as="dl" fontSize="sm" mt="1">
              <Flex gap="2" align="baseline">
                <Text as="dt" color="fg.muted" flexShrink={0}>
                  Events:
                </Text>
                <Text as="dd" overflowWrap="anywhere">
                  {summary(webhook)}
                </Text>
              </Flex>
              <Flex gap="2" align="baseline">
                <Text as="dt" color="fg.muted" flexShrink={0}>
                  State:
                </Text>
                <Box as="dd">
                  <StateBadge on={webhook.isActive} onLabel="Active" offLabel="Inactive" />
                </Box>
              </Flex>
              <Flex gap="2" align="start">
                <Text as="dt" color="fg.muted" flexShrink={0}>
                  Last delivery:
                </Text>
                <Box as="dd">
                  <LastDelivery webhook={webhook} />
                </Box>
              </Flex>
            </Box>
            <Box mt="2">
              <Actions {...props} webhook={webhook} />
            </Box>
          </Box>
        ))}
      </Stack>
    </>
  );
}

function LastDelivery({ webhook }: { webhook: Webhook }) {
  const last = webhook.lastDelivery;
  if (!last) return <Text as="span">None yet</Text>;
  return (
    <Box fontSize="sm">
      <DeliveryStatusBadge status={last.status} /> {last.responseStatus === null ? '' : `HTTP ${last.responseStatus}`}
      <Text color="fg.muted">
        {last.eventType}, {deliveryTime(last.lastAttemptAt ?? last.createdAt)}
      </Text>
    </Box>
  );
}

function Actions({ webhook, onLog, onEdit, onDelete }: WebhookTableProps & { webhook: Webhook }) {
  return (
    <HStack gap="1" justify={{ base: 'start', sm: 'end' }} wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => onLog(webhook)} aria-label={`Delivery log of ${webhook.url}`}>
        Delivery log
      </Button>
      <Button size="xs" variant="outline" onClick={() => onEdit(webhook)} aria-label={`Edit ${webhook.url}`}>
        Edit
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(webhook)} aria-label={`Delete ${webhook.url}`}>
        Delete
      </Button>
    </HStack>
  );
}
