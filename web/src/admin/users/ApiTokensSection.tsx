import { Alert, Box, Button, Code, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { AdminApiTokensQuery, ApiTokenScope } from '../../graphql/generated/graphql.ts';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { ConfirmDialog } from '../records/ConfirmDialog.tsx';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from './documents.ts';
import { dialogPageSize, Pager } from '../records/Pager.tsx';

type Token = AdminApiTokensQuery['apiTokens']['nodes'][number];

const emptyForm = { name: '', scope: 'read' as ApiTokenScope, expiresOn: '', currentPassword: '' };

const dateText = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' }) : 'Never');

/** A date input's value (YYYY-MM-DD, the editor's calendar) `days` from today. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function status(token: Token): string {
  if (token.revokedAt) return `Revoked ${dateText(token.revokedAt)}`;
  if (typeof token.expiresAt === 'string' && new Date(token.expiresAt).getTime() <= Date.now()) return 'Expired';
  return 'Live';
}

/** API tokens for scripts and integrations: create one (its secret shown once), list them, revoke one. */
export function ApiTokensSection() {
  const [page, setPage] = useState(1);
  const { data, refetch } = useQuery(ApiTokensQuery, {
    variables: { first: dialogPageSize, offset: (page - 1) * dialogPageSize },
    fetchPolicy: 'network-only',
  });
  const [createToken, { loading: creating }] = useMutation(CreateApiTokenMutation);
  const [revokeToken, { loading: revoking }] = useMutation(RevokeApiTokenMutation);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [tokenToRevoke, setRevoking] = useState<Token | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      // An expiry date means the end of that day, where the editor is.
      const expiresAt = form.expiresOn ? new Date(`${form.expiresOn}T23:59:59`).toISOString() : null;
      const result = await createToken({ variables: { name: form.name, scope: form.scope, expiresAt, currentPassword: form.currentPassword } });
      const created = result.data?.createApiToken;
      if (created) setSecret({ name: created.token.name, value: created.secret });
      setForm(emptyForm);
      setErrors({});
      await refetch();
    } catch (error) {
      const problem = apiProblem(error);
      setErrors(problem.fields);
      // A refused password is cleared for the next try.
      if (problem.fields.currentPassword) setForm((previous) => ({ ...previous, currentPassword: '' }));
      notify({ title: 'Error', description: problem.message || 'Failed to create the token', type: 'error' });
    }
  }

  async function revoke(token: Token) {
    try {
      await revokeToken({ variables: { id: token.id } });
      notify({ title: 'Token Revoked', description: `"${token.name}" no longer works.`, type: 'success' });
      await refetch();
    } catch (error) {
      notify({ title: 'Error', description: apiProblem(error).message || 'Failed to revoke the token', type: 'error' });
    } finally {
      setRevoking(null);
    }
  }

  const tokens = data?.apiTokens.nodes ?? [];
  return (
    <Box as="section" aria-labelledby="tokens-heading">
      <Heading as="h2" size="lg" id="tokens-heading" mb="2">
        API tokens
      </Heading>
      <Text mb="4" color="fg.muted">
        For scripts and integrations: send a token as <Code>Authorization: Bearer …</Code> to /graphql or /api. A read token can only read; a write token can
        also change records. Tokens act as the administrator who created them, expire (after 90 days unless you choose a date, at most a year ahead) and are all
        revoked when your password changes.
      </Text>
      {secret && (
        <Alert.Root recipe={alertSlotRecipe} status="success" mb="4" flexDirection="column" alignItems="stretch" gap="2">
          <Alert.Title>Copy the secret of &quot;{secret.name}&quot; now: it is not shown again.</Alert.Title>
          <HStack gap="2" flexWrap="wrap">
            <Code aria-label="New token secret" wordBreak="break-all" py="1" px="2">
              {secret.value}
            </Code>
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(secret.value)}>
              Copy
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSecret(null)}>
              Done
            </Button>
          </HStack>
        </Alert.Root>
      )}
      <form onSubmit={(event) => void submit(event)} aria-label="New API token">
        <Stack gap="4" direction={{ base: 'column', md: 'row' }} alignItems={{ md: 'flex-end' }} mb="6">
          <Field.Root required invalid={Boolean(errors.name)} disabled={creating}>
            <Field.Label>
              Token name
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" maxLength={100} value={form.name} onChange={(event) => setForm({ ...form, name: event.currentTarget.value })} />
            {errors.name && <Field.ErrorText>Name {errors.name}</Field.ErrorText>}
          </Field.Root>
          <Field.Root disabled={creating} maxW={{ md: '40' }}>
            <Field.Label>Scope</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="scope" value={form.scope} onChange={(event) => setForm({ ...form, scope: event.currentTarget.value as ApiTokenScope })}>
                <option value="read">read</option>
                <option value="write">write</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.expiresAt)} disabled={creating} maxW={{ md: '56' }}>
            <Field.Label>Expires on (default: in 90 days)</Field.Label>
            <Input
              type="date"
              name="expiresOn"
              min={dayFromToday(1)}
              max={dayFromToday(365)}
              value={form.expiresOn}
              onChange={(event) => setForm({ ...form, expiresOn: event.currentTarget.value })}
            />
            {errors.expiresAt && <Field.ErrorText>Expiry {errors.expiresAt}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.currentPassword)} disabled={creating} maxW={{ md: '56' }}>
            <Field.Label>
              Your password
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(event) => setForm({ ...form, currentPassword: event.currentTarget.value })}
            />
            {errors.currentPassword && <Field.ErrorText>Password {errors.currentPassword}</Field.ErrorText>}
          </Field.Root>
          <Box>
            <Button type="submit" colorPalette="blue" loading={creating} loadingText="Creating...">
              Create token
            </Button>
          </Box>
        </Stack>
      </form>
      {tokens.length === 0 ? (
        <Text>No API tokens yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>API tokens</Table.Caption>
            <Table.Header>
              <Table.Row>
                {['Name', 'Scope', 'Starts with', 'Created', 'Expires', 'Last used', 'Status'].map((label) => (
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
              {tokens.map((token) => (
                <Table.Row key={token.id}>
                  <Table.Cell>{token.name}</Table.Cell>
                  <Table.Cell>{token.scope}</Table.Cell>
                  <Table.Cell>
                    <Code>{token.secretPrefix}…</Code>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {dateText(token.createdAt)} by {token.createdBy}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{dateText(token.expiresAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{dateText(token.lastUsedAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{status(token)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {!token.revokedAt && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
                        Revoke
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager label="API tokens" page={page} pages={Math.ceil((data?.apiTokens.totalCount ?? 0) / dialogPageSize)} onPage={setPage} />
      <ConfirmDialog
        open={tokenToRevoke !== null}
        title="Revoke API token"
        message={`"${tokenToRevoke?.name ?? ''}" stops working at once, for every script using it. This cannot be undone.`}
        confirmLabel="Revoke"
        destructive
        busy={revoking}
        onConfirm={() => tokenToRevoke && void revoke(tokenToRevoke)}
        onCancel={() => setRevoking(null)}
      />
    </Box>
  );
}
