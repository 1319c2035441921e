import { Alert, Badge, Box, Button, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { AdminAuditLogQuery, AuditAction, AuditKind } from '../../graphql/generated/graphql.ts';
import { apiProblem } from '../errors.ts';
import { Pager, showing } from '../records/Pager.tsx';
import { AuditChoicesQuery, AuditLogQuery } from './documents.ts';

type Entry = AdminAuditLogQuery['auditLog']['nodes'][number];

/** Entries per page. */
const pageSize = 25;

interface Filters {
  actor: string;
  action: string;
  kind: string;
  /** Days as a date input gives them (YYYY-MM-DD, the editor's calendar). */
  from: string;
  to: string;
}

const noFilters: Filters = { actor: '', action: '', kind: '', from: '', to: '' };

/** An enum value as words: loginFailed → 'login failed', seoMeta → 'seo meta'. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const when = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }) : '');

/** What an entry adds to its action: the fields changed, the token used or made, what was revoked. */
function details(entry: Entry): string[] {
  const parts: string[] = [];
  if (entry.fields?.length) parts.push(`Fields: ${entry.fields.join(', ')}`);
  if (entry.restoredVersion !== null && entry.restoredVersion !== undefined) parts.push(`Brought back version ${entry.restoredVersion}`);
  if (entry.tokenName) parts.push(`Token "${entry.tokenName}"${entry.tokenScope ? ` (${entry.tokenScope})` : ''}`);
  if (entry.apiToken) parts.push(`With API token "${entry.apiToken.name}"`);
  if (entry.tokensRevoked !== null && entry.tokensRevoked !== undefined) parts.push(`${entry.tokensRevoked} token(s) revoked`);
  if (entry.username && entry.username !== entry.actor) parts.push(`Account: ${entry.username}`);
  return parts;
}

/** The audit log, for administrators: who did what, about what, when and from where; filtered and paged on the server. */
export function AuditLogTab() {
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const choices = useQuery(AuditChoicesQuery).data;
  const variables = {
    first: pageSize,
    offset: (page - 1) * pageSize,
    actor: filters.actor.trim() || null,
    action: (filters.action || null) as AuditAction | null,
    kind: (filters.kind || null) as AuditKind | null,
    // A day means all of it, in the editor's own time zone.
    from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : null,
    to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : null,
  };
  const { data, previousData, loading, error } = useQuery(AuditLogQuery, { variables, fetchPolicy: 'network-only' });
  const log = (data ?? previousData)?.auditLog;
  const problem = error ? apiProblem(error) : null;
  const pages = log ? Math.max(1, Math.ceil(log.totalCount / pageSize)) : 1;

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  function clear() {
    setDraft(noFilters);
    setFilters(noFilters);
    setPage(1);
  }

  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft((previous) => ({ ...previous, [name]: event.target.value }));

  return (
    <Stack gap="4">
      <Box>
        <Heading as="h2" size="md">
          Audit log
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Sign-ins and their failures, password changes, API tokens made, used and revoked, and every record change, newest first.
        </Text>
      </Box>
      <Box as="form" onSubmit={apply} role="search" aria-label="Filter the audit log" bg="bg" borderWidth="1px" rounded="md" p="3">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          <Field.Root>
            <Field.Label>Actor</Field.Label>
            <Input value={draft.actor} onChange={set('actor')} placeholder="Username" maxLength={50} autoComplete="off" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Action</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.action} onChange={set('action')}>
                <option value="">Any action</option>
                {choices?.actions?.enumValues?.map((value) => (
                  <option key={value.name} value={value.name} title={value.description ?? undefined}>
                    {words(value.name)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Kind</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.kind} onChange={set('kind')}>
                <option value="">Any kind</option>
                {choices?.kinds?.enumValues?.map((value) => (
                  <option key={value.name} value={value.name}>
                    {words(value.name)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>From</Field.Label>
            <Input type="date" value={draft.from} onChange={set('from')} />
          </Field.Root>
          <Field.Root invalid={Boolean(problem?.fields.to)}>
            <Field.Label>To</Field.Label>
            <Input type="date" value={draft.to} onChange={set('to')} />
            {problem?.fields.to ? <Field.ErrorText>To {problem.fields.to}.</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>
        <Flex gap="2" mt="3" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="blue">
            Apply filters
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={clear}>
            Clear filters
          </Button>
        </Flex>
      </Box>
      {problem && !problem.fields.to ? (
        <Alert.Root recipe={alertSlotRecipe} status="error">
          <Alert.Indicator />
          <Alert.Title>{problem.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {log ? (
        <Text fontSize="sm" role="status" aria-live="polite">
          {loading ? 'Loading…' : showing(page, pageSize, log.nodes.length, log.totalCount)}
        </Text>
      ) : null}
      <Stack as="ol" aria-label="Audit entries" gap="2" listStyleType="none" m="0" p="0">
        {log?.nodes.map((entry) => (
          <Box as="li" key={entry.id} data-audit-entry={entry.action} bg="bg" borderWidth="1px" rounded="md" px="3" py="2">
            <Flex gap="2" align="baseline" wrap="wrap">
              <Badge colorPalette={/Failed$/.test(entry.action) ? 'red' : 'blue'}>{words(entry.action)}</Badge>
              <Text fontWeight="medium">{entry.actor ?? (entry.ip === 'cli' ? 'command line' : 'nobody signed in')}</Text>
              {entry.kind ? (
                <Text color="fg.muted" wordBreak="break-all">
                  {words(entry.kind)}
                  {entry.key ? `: ${entry.key}` : ''}
                </Text>
              ) : null}
              <Text as="span" fontSize="sm" color="fg.muted" ms={{ md: 'auto' }}>
                <time dateTime={String(entry.createdAt)}>{when(entry.createdAt)}</time>
                {entry.ip ? ` · ${entry.ip}` : ''}
              </Text>
            </Flex>
            {details(entry).length > 0 ? (
              <Text fontSize="sm" mt="1" wordBreak="break-word">
                {details(entry).join(' · ')}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
      {log && log.totalCount === 0 ? <Text>No entries match these filters.</Text> : null}
      <Pager label="Audit log" page={page} pages={pages} onPage={setPage} />
    </Stack>
  );
}
