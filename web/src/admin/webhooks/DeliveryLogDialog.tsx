import { Badge, Box, Button, Code, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { AdminWebhookDeliveriesQuery, WebhookDeliveryStatus } from '../../graphql/generated/graphql.ts';
import { notify } from '../../shared/notices/notify.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { apiProblem } from '../errors.ts';
import { ListDialog } from '../records/ListDialog.tsx';
import { dialogPageSize, Pager, showing } from '../records/Pager.tsx';
import { RedeliverWebhookDeliveryMutation, SendTestWebhookMutation, WebhookDeliveriesQuery } from './documents.ts';

type Delivery = AdminWebhookDeliveriesQuery['webhookDeliveries']['nodes'][number];

/** How often an open log is read again while a delivery on its page is still being tried. */
const pendingPollMs = 1500;

const statusLooks: Record<WebhookDeliveryStatus, { label: string; palette: 'green' | 'red' | 'blue' }> = {
  succeeded: { label: 'Succeeded', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  pending: { label: 'Pending', palette: 'blue' },
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const look = statusLooks[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle">
      {look.label}
    </Badge>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** A delivery's time to the second: retries come seconds apart. */
export function deliveryTime(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : timeFormat.format(date);
}

/** What a delivery told of: `page.update of about-us`, or the event alone (a test). */
const whatOf = (delivery: Pick<Delivery, 'eventType' | 'recordKey'>) =>
  delivery.recordKey ? `${delivery.eventType} of ${delivery.recordKey}` : delivery.eventType;

interface DeliveryLogDialogProps {
  webhook: { id: number; url: string };
  onClose: () => void;
}

/**
 * One endpoint's delivery log, newest first and paged: each delivery's status, HTTP status, latency,
 * attempts, next attempt and the answer's beginning, with 'Redeliver'; 'Send a test event' tries the
 * receiver now. The log is read again after each, and every moment a delivery on the page is pending.
 */
export function DeliveryLogDialog({ webhook, onClose }: DeliveryLogDialogProps) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(WebhookDeliveriesQuery, {
    variables: { webhookId: webhook.id, first: dialogPageSize, offset: (page - 1) * dialogPageSize },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [sendTest, { loading: sendingTest }] = useMutation(SendTestWebhookMutation);
  const [redeliver] = useMutation(RedeliverWebhookDeliveryMutation);
  const [redelivering, setRedelivering] = useState<number | null>(null);
  const deliveries = data?.webhookDeliveries.nodes ?? [];
  const total = data?.webhookDeliveries.totalCount ?? 0;
  const pending = deliveries.filter((delivery) => delivery.status === 'pending').length;

  useEffect(() => {
    if (pending > 0) startPolling(pendingPollMs);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  async function test() {
    try {
      await sendTest({ variables: { webhookId: webhook.id } });
      notify({ title: 'Test event queued', description: `A webhook.test event is on its way to ${webhook.url}.`, type: 'success' });
      // The newest entry is on the first page.
      if (page === 1) await refetch();
      else setPage(1);
    } catch (failure) {
      notify({ title: 'Error', description: apiProblem(failure).message || 'Failed to send a test event', type: 'error' });
    }
  }

  async function again(delivery: Delivery) {
    setRedelivering(delivery.id);
    try {
      await redeliver({ variables: { id: delivery.id } });
      notify({ title: 'Delivery queued again', description: `${whatOf(delivery)} is being sent again, with the same webhook-id.`, type: 'success' });
      if (page === 1) await refetch();
      else setPage(1);
    } catch (failure) {
      notify({ title: 'Error', description: apiProblem(failure).message || 'Failed to redeliver', type: 'error' });
    } finally {
      setRedelivering(null);
    }
  }

  return (
    <ListDialog
      title={
        <>
          Deliveries to{' '}
          <Text as="span" overflowWrap="anywhere">
            {webhook.url}
          </Text>
        </>
      }
      closeLabel="Close the delivery log"
      onClose={onClose}
      error={error}
      loading={loading && !data}
      loadingText="Loading the delivery log..."
      intro={
        <Flex gap="2" wrap="wrap" align="center" justify="space-between" mb="4">
          <Text fontSize="sm" color="fg.muted" role="status">
            {data ? `${showing(page, dialogPageSize, deliveries.length, total)}${pending > 0 ? `, ${pending} pending` : ''}, newest first` : ''}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              <Icon name="RotateCcw" />
              Refresh
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => void test()} loading={sendingTest} loadingText="Sending...">
              Send a test event
            </Button>
          </Flex>
        </Flex>
      }
    >
      {deliveries.length === 0 ? (
        <Text color="fg.muted">Nothing sent yet. Changes to the records this webhook listens to appear here, as does a test event.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label={`Deliveries to ${webhook.url}, newest first`}>
          {deliveries.map((delivery) => (
            <Box as="li" key={delivery.id} borderWidth="1px" rounded="md" p="3" data-delivery={delivery.id}>
              <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                <Box minW="0">
                  <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
                    {whatOf(delivery)} <DeliveryStatusBadge status={delivery.status} />
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Queued {deliveryTime(delivery.createdAt)}
                    {delivery.redeliveryOf ? ` (a redelivery of #${delivery.redeliveryOf})` : ''} · #{delivery.id}
                  </Text>
                </Box>
                {delivery.status !== 'pending' && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={redelivering === delivery.id}
                    disabled={redelivering !== null}
                    onClick={() => void again(delivery)}
                    aria-label={`Redeliver #${delivery.id}: ${whatOf(delivery)}`}
                  >
                    Redeliver
                  </Button>
                )}
              </Flex>
              <Grid as="dl" templateColumns={{ base: 'auto 1fr', sm: 'repeat(2, auto 1fr)' }} columnGap="3" rowGap="1" mt="2" fontSize="sm">
                <Detail label="HTTP status" value={delivery.responseStatus === null ? 'No answer' : String(delivery.responseStatus)} />
                <Detail label="Latency" value={delivery.latencyMs === null ? '—' : `${delivery.latencyMs} ms`} />
                <Detail label="Attempts" value={String(delivery.attempts)} />
                <Detail label="Last attempt" value={deliveryTime(delivery.lastAttemptAt)} />
                {delivery.status === 'pending' ? (
                  <Detail label="Next attempt" value={deliveryTime(delivery.nextAttemptAt)} />
                ) : (
                  <Detail label={delivery.status === 'failed' ? 'Given up' : 'Completed'} value={deliveryTime(delivery.completedAt)} />
                )}
              </Grid>
              {delivery.error && (
                <Text fontSize="sm" color="fg.error" mt="2" overflowWrap="anywhere">
                  {delivery.error}
                </Text>
              )}
              {delivery.responseExcerpt && (
                <Box mt="2" fontSize="sm">
                  <Text fontWeight="medium">Response</Text>
                  <Code display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" maxH="8rem" overflowY="auto" p="2" tabIndex={0}>
                    {delivery.responseExcerpt}
                  </Code>
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Box mt="3">
        <Pager label="Delivery log" page={page} pages={Math.ceil(total / dialogPageSize)} onPage={setPage} />
      </Box>
    </ListDialog>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </>
  );
}
