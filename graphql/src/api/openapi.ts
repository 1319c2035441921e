/**
 * The OpenAPI 3.1 document of the REST adapter, served at GET /api/openapi.json. It is made from
 * what the server itself uses: the route table registerRest declares, and the JSON Schema each
 * service's validation rule carries (validation.ts), so a rule changed is a document changed. The
 * structured fields' schemas come from the shapes they are validated with (content-types.ts).
 */
import { auditActions, auditKinds } from '../audit/actions.ts';
import { auditLogFilters } from '../audit/audit-log.ts';
import { adminRoles } from '../auth/admin-user.entity.ts';
import type { DefinedKind } from '../records/definition.ts';
import { versionActions } from '../records/history/history.ts';
import { recordTypes } from '../records/history/record-types.ts';
import { definedKinds } from '../records/kinds.ts';
import { httpErrorStatus } from './http-errors.ts';
import { integrationPaths, integrationSchemas } from '../webhooks/webhooks.openapi.ts';
import type { ListDefinition } from './list-filters.ts';
import { maximumPageSize } from './paging.ts';
import { optionalVersion, type FieldRule, type JsonSchema } from './validation.ts';

type Rules = Record<string, FieldRule<unknown>>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A record kind's REST base path, its schema names and rules: every defined kind but those of one record (records/kinds.ts). */
interface RecordKindDocument {
  base: string;
  name: string;
  label: string;
  rules: Rules;
  slugField: string;
  listDefinition: ListDefinition;
}

const recordKinds = (): RecordKindDocument[] =>
  definedKinds()
    .filter((kind) => !kind.definition.singleton)
    .map((kind) => ({
      base: kind.definition.rest,
      name: kind.definition.name,
      label: `${kind.definition.label} record`,
      rules: kind.service.rules,
      slugField: kind.service.slugField,
      listDefinition: kind.service.listDefinition,
    }));

/** The kinds of one record: read and updated at their address, with their history. */
const singletonKinds = () => definedKinds().filter((kind) => kind.definition.singleton);

function singletonPaths(kind: DefinedKind) {
  const { definition } = kind;
  const tag = [definition.name];
  const record = ref(definition.name);
  return {
    [definition.rest]: {
      get: {
        operationId: `get${definition.name}`,
        summary: `The ${definition.label} (there is one)`,
        tags: tag,
        security: bearer,
        responses: { '200': { description: 'The record', ...json(record) }, ...errors(401, 429) },
      },
      put: {
        operationId: `update${definition.name}`,
        summary: `Updates the ${definition.label}; fields left out stay as they are`,
        tags: tag,
        security: bearer,
        requestBody: { required: true, ...json(ref(`${definition.name}Update`)) },
        responses: { '200': { description: 'The record as saved', ...json(record) }, ...errors(400, 401, 403, 409, 415, 429) },
      },
    },
    [`${definition.rest}/history`]: {
      get: {
        operationId: `history${definition.name}`,
        summary: `A page of the kept versions of the ${definition.label}, newest first, with what each changed`,
        tags: tag,
        security: bearer,
        parameters: pagingParameters,
        responses: {
          '200': { description: 'A page of the versions', headers: nextLink, ...json(connection(ref('RecordVersion'))) },
          ...errors(400, 401, 429),
        },
      },
    },
    [`${definition.rest}/history/{version}/restore`]: {
      parameters: [versionParameter],
      post: {
        operationId: `restoreVersion${definition.name}`,
        summary: `Makes a kept version of the ${definition.label} its newest one (itself a version, so it can be undone)`,
        tags: tag,
        security: bearer,
        requestBody: { required: false, ...json(ref('RestoreVersion')) },
        responses: { '200': { description: 'The new version', ...json(ref('RecordVersion')) }, ...errors(400, 401, 403, 404, 409, 415, 429) },
      },
    },
  };
}

const singletonRules = (kind: DefinedKind): Rules => Object.fromEntries(Object.entries(kind.service.rules).filter(([field]) => field !== kind.definition.key));

const acceptsNull = (schema: JsonSchema): boolean =>
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  (Array.isArray(schema.enum) && schema.enum.includes(null)) ||
  (Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some((option) => option.type === 'null'));

function schemaOf(rule: FieldRule<unknown>, field: string): JsonSchema {
  if (!rule.schema) throw new Error(`The rule of ${field} states no JSON Schema (validation.ts).`);
  return rule.schema;
}

/** What a client may send: every rule's schema; on create, the fields without a default are required. */
function inputSchema(rules: Rules, required: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, schemaOf(rule, field)]));
  properties.version = { type: ['integer', 'null'], minimum: 1, description: 'On update: the version you last read (CONFLICT when stale).' };
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    ...(required ? { required: Object.entries(rules).flatMap(([field, rule]) => (acceptsNull(schemaOf(rule, field)) ? [] : [field])) } : {}),
  };
}

/** A record as an answer carries it: every field the rules accept, plus the database's own. */
function recordSchema(rules: Rules): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer' },
    ...Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, rule.recordSchema ?? schemaOf(rule, field)])),
    version: { type: 'integer', minimum: 1 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  };
  return { type: 'object', properties, required: Object.keys(properties) };
}

const profile: JsonSchema = {
  type: 'object',
  properties: { username: { type: 'string' }, email: { type: ['string', 'null'] }, role: { enum: [...adminRoles] } },
  required: ['username', 'email', 'role'],
};

const errorEnvelope: JsonSchema = {
  type: 'object',
  properties: {
    code: { enum: Object.keys(httpErrorStatus) },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'For BAD_USER_INPUT: field → message.' },
  },
  required: ['code', 'message'],
  additionalProperties: false,
};

export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

export const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: Object.entries(httpErrorStatus).find(([, known]) => known === status)?.[0] ?? 'Error', ...json(ref('Error')) },
    ]),
  );

/** A page of a list (paging.ts): its items, how many there are in all, and whether more follow. */
export const connection = (items: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    nodes: { type: 'array', items, maxItems: maximumPageSize },
    totalCount: { type: 'integer', minimum: 0 },
    pageInfo: {
      type: 'object',
      properties: { hasNextPage: { type: 'boolean' }, endCursor: { type: ['string', 'null'] } },
      required: ['hasNextPage', 'endCursor'],
      additionalProperties: false,
    },
  },
  required: ['nodes', 'totalCount', 'pageInfo'],
  additionalProperties: false,
});

export const pagingParameters = [
  {
    name: 'first',
    in: 'query',
    description: `How many to return, from 1 to ${maximumPageSize} (${maximumPageSize} when omitted); more answers 400, never a cut page.`,
    schema: { type: 'integer', minimum: 1, maximum: maximumPageSize },
  },
  { name: 'after', in: 'query', description: "Start after this cursor: the page before's pageInfo.endCursor.", schema: { type: 'string' } },
  { name: 'offset', in: 'query', description: 'Skip this many more (after `after` when given).', schema: { type: 'integer', minimum: 0, maximum: 1_000_000 } },
];

/** A list's filters as query parameters (list-filters.ts). */
function filterParameters(definition: ListDefinition) {
  return Object.entries(definition.filters).map(([name, filter]) => ({
    name,
    in: 'query',
    description: filter.description,
    schema:
      filter.type === 'boolean'
        ? { type: 'boolean' }
        : filter.type === 'enum'
          ? { enum: [...filter.values] }
          : filter.type === 'since' || filter.type === 'until'
            ? { type: 'string', format: 'date-time' }
            : { type: 'string', maxLength: 200 },
  }));
}

/** A record list's query parameters: paging, its filters, its order (list-filters.ts). */
function listParameters(definition: ListDefinition) {
  const filters = filterParameters(definition);
  return [
    ...pagingParameters,
    ...filters,
    {
      name: 'orderBy',
      in: 'query',
      description: "The order; the list's default order when omitted, and it breaks ties.",
      schema: { enum: Object.keys(definition.orders) },
    },
    { name: 'orderDirection', in: 'query', description: 'The direction of orderBy (asc when omitted).', schema: { enum: ['asc', 'desc'] } },
  ];
}

export const nextLink = { Link: { description: 'When more follow: `<url>; rel="next"`, the URL of the next page.', schema: { type: 'string' } } };

const slugParameter = { name: 'slug', in: 'path', required: true, schema: { type: 'string', maxLength: 200 } };
const versionParameter = { name: 'version', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{1,9}$' } };
export const bearer = [{ bearer: [] }, { session: [] }];

function recordPaths(kind: RecordKindDocument) {
  const record = ref(kind.name);
  const tag = [kind.name];
  return {
    [kind.base]: {
      get: {
        operationId: `list${kind.name}`,
        summary: `A page of the ${kind.label}s, filtered and ordered as asked`,
        tags: tag,
        security: bearer,
        parameters: listParameters(kind.listDefinition),
        responses: { '200': { description: 'A page of the records', headers: nextLink, ...json(connection(record)) }, ...errors(400, 401, 429) },
      },
      post: {
        operationId: `create${kind.name}`,
        summary: `Creates a ${kind.label}`,
        tags: tag,
        security: bearer,
        requestBody: { required: true, ...json(ref(`${kind.name}Create`)) },
        responses: {
          '201': {
            description: `Created; Location names it (by ${kind.slugField})`,
            headers: { Location: { schema: { type: 'string' } } },
            ...json(record),
          },
          ...errors(400, 401, 403, 409, 415, 429),
        },
      },
    },
    [`${kind.base}/{slug}`]: {
      parameters: [slugParameter],
      get: {
        operationId: `get${kind.name}`,
        summary: `One ${kind.label} by ${kind.slugField}`,
        tags: tag,
        security: bearer,
        responses: { '200': { description: 'The record', ...json(record) }, ...errors(401, 404, 429) },
      },
      put: {
        operationId: `update${kind.name}`,
        summary: `Updates a ${kind.label}; fields left out stay as they are`,
        tags: tag,
        security: bearer,
        requestBody: { required: true, ...json(ref(`${kind.name}Update`)) },
        responses: { '200': { description: 'The record as saved', ...json(record) }, ...errors(400, 401, 403, 404, 409, 415, 429) },
      },
      delete: {
        operationId: `delete${kind.name}`,
        summary: `Deletes a ${kind.label}`,
        tags: tag,
        security: bearer,
        responses: { '200': { description: 'The record as it was', ...json(record) }, ...errors(401, 403, 404, 429) },
      },
    },
    [`${kind.base}/{slug}/history`]: {
      parameters: [slugParameter],
      get: {
        operationId: `history${kind.name}`,
        summary: `A page of the kept versions of a ${kind.label}, newest first, with what each changed`,
        tags: tag,
        security: bearer,
        parameters: pagingParameters,
        responses: {
          '200': { description: 'A page of the versions', headers: nextLink, ...json(connection(ref('RecordVersion'))) },
          ...errors(400, 401, 404, 429),
        },
      },
    },
    [`${kind.base}/{slug}/history/{version}/restore`]: {
      parameters: [slugParameter, versionParameter],
      post: {
        operationId: `restoreVersion${kind.name}`,
        summary: `Makes a kept version of a ${kind.label} its newest one (itself a version, so it can be undone)`,
        tags: tag,
        security: bearer,
        requestBody: { required: false, ...json(ref('RestoreVersion')) },
        responses: { '200': { description: 'The new version', ...json(ref('RecordVersion')) }, ...errors(400, 401, 403, 404, 409, 415, 429) },
      },
    },
  };
}

const recordTypeParameter = () => ({ name: 'recordType', in: 'path', required: true, schema: { enum: recordTypes() } });

/** The audit log, for administrators: the same filters GraphQL's auditLog takes. */
function auditLogPaths() {
  const filters = auditLogFilters({ action: {}, kind: {} });
  return {
    '/api/admin/audit-log': {
      get: {
        operationId: 'auditLog',
        summary: 'A page of the audit log, newest first; administrators only (an editor gets 403)',
        tags: ['Audit log'],
        security: bearer,
        parameters: [...pagingParameters, ...filterParameters(filters)],
        responses: {
          '200': { description: 'A page of the audit log', headers: nextLink, ...json(connection(ref('AuditEntry'))) },
          ...errors(400, 401, 403, 429),
        },
      },
    },
  };
}

const nullableWhole = { type: ['integer', 'null'] };

/** One audit entry (audit/audit-log.ts). */
const auditEntry = (): JsonSchema => ({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    action: { enum: [...auditActions] },
    actor: { type: ['string', 'null'] },
    kind: { enum: [...auditKinds(), null] },
    key: { type: ['string', 'null'] },
    ip: { type: ['string', 'null'] },
    apiToken: {
      oneOf: [
        { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'], additionalProperties: false },
        { type: 'null' },
      ],
    },
    fields: { oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
    restoredVersion: nullableWhole,
    tokensRevoked: nullableWhole,
    username: { type: ['string', 'null'] },
    tokenName: { type: ['string', 'null'] },
    tokenScope: { enum: ['read', 'write', null] },
  },
  required: [
    'id',
    'createdAt',
    'action',
    'actor',
    'kind',
    'key',
    'ip',
    'apiToken',
    'fields',
    'restoredVersion',
    'tokensRevoked',
    'username',
    'tokenName',
    'tokenScope',
  ],
  additionalProperties: false,
});

/** The trash: deleted records, kept 30 days, per record type. */
function trashPaths() {
  const tag = ['Trash'];
  return {
    '/api/admin/trash/{recordType}': {
      parameters: [recordTypeParameter()],
      get: {
        operationId: 'deletedRecords',
        summary: 'A page of the records of a type in the trash, newest deletion first',
        tags: tag,
        security: bearer,
        parameters: pagingParameters,
        responses: {
          '200': { description: 'A page of the trashed records', headers: nextLink, ...json(connection(ref('DeletedRecord'))) },
          ...errors(400, 401, 429),
        },
      },
    },
    '/api/admin/trash/{recordType}/{slug}/restore': {
      parameters: [recordTypeParameter(), slugParameter],
      post: {
        operationId: 'restoreDeletedRecord',
        summary: 'Takes a record out of the trash, as a new version',
        tags: tag,
        security: bearer,
        responses: { '200': { description: 'The restored version', ...json(ref('RecordVersion')) }, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    '/api/admin/trash/{recordType}/{slug}': {
      parameters: [recordTypeParameter(), slugParameter],
      delete: {
        operationId: 'purgeDeletedRecord',
        summary: 'Deletes a record in the trash for good, with its history',
        tags: tag,
        security: bearer,
        responses: { '200': { description: 'The record as it was in the trash', ...json(ref('DeletedRecord')) }, ...errors(400, 401, 403, 404, 429) },
      },
    },
  };
}

const timestamp = { type: 'string', format: 'date-time' };
const nullableText = { type: ['string', 'null'] };

/** One kept version of a record (history.ts): who, when, the fields it held and what it changed. */
const recordVersion = (): JsonSchema => ({
  type: 'object',
  properties: {
    recordType: { enum: recordTypes() },
    slug: { type: 'string' },
    version: { type: 'integer' },
    action: { enum: [...versionActions] },
    actor: nullableText,
    createdAt: timestamp,
    restoredFrom: { type: ['integer', 'null'] },
    snapshot: { type: 'object' },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, before: {}, after: {} },
        required: ['field', 'before', 'after'],
        additionalProperties: false,
      },
    },
    current: { type: 'boolean' },
  },
  required: ['recordType', 'slug', 'version', 'action', 'actor', 'createdAt', 'restoredFrom', 'snapshot', 'changes', 'current'],
  additionalProperties: false,
});

/** A record in the trash, and when the clean-up deletes it for good. */
const deletedRecord = (): JsonSchema => ({
  type: 'object',
  properties: {
    recordType: { enum: recordTypes() },
    slug: { type: 'string' },
    title: { type: 'string' },
    version: { type: 'integer' },
    deletedAt: timestamp,
    deletedBy: nullableText,
    purgeAt: timestamp,
    record: { type: 'object' },
  },
  required: ['recordType', 'slug', 'title', 'version', 'deletedAt', 'deletedBy', 'purgeAt', 'record'],
  additionalProperties: false,
});

const success = { type: 'object', properties: { success: { const: true } }, required: ['success'] };

/** The named schemas the rules' own schemas refer to (the structured fields' shapes). */
const ruleComponents = (): Record<string, JsonSchema> =>
  Object.assign(
    {},
    ...[...recordKinds(), ...singletonKinds().map((kind) => ({ rules: kind.service.rules }))].flatMap((kind) =>
      Object.values(kind.rules as Rules).map((rule) => rule.components ?? {}),
    ),
  );

/** No sign-in needed: stated, since an operation without `security` would take a document-wide one. */
const anyone: [] = [];

/** The document, for a server answering at `origin` (SITE_URL). */
export function openApiDocument({ origin }: { origin: string }): JsonSchema {
  return {
    openapi: '3.1.0',
    servers: [{ url: origin, description: 'This server (SITE_URL)' }],
    info: {
      title: 'CalcSuite REST API',
      version: '1.0.0',
      description:
        'The REST adapter of the admin API: the same services, records and error codes as GraphQL at /graphql. Authenticate with an API token (Authorization: Bearer) or the sid session cookie. Every error is JSON { code, message, fields? }.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token (createApiToken); scope read may only GET.' },
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      },
      schemas: {
        Error: errorEnvelope,
        AdminProfile: profile,
        RecordVersion: recordVersion(),
        RestoreVersion: {
          type: 'object',
          additionalProperties: false,
          properties: {
            expectedVersion: {
              ...optionalVersion.schema,
              description: "The record's current version as last read; 409 CONFLICT when the record has moved on since.",
            },
          },
        },
        DeletedRecord: deletedRecord(),
        AuditEntry: auditEntry(),
        ...integrationSchemas(),
        ...ruleComponents(),
        ...Object.fromEntries(
          recordKinds().flatMap((kind) => [
            [kind.name, recordSchema(kind.rules)],
            [`${kind.name}Create`, inputSchema(kind.rules, true)],
            [`${kind.name}Update`, inputSchema(kind.rules, false)],
          ]),
        ),
        ...Object.fromEntries(
          singletonKinds().flatMap((kind) => [
            [kind.definition.name, recordSchema(singletonRules(kind))],
            [`${kind.definition.name}Update`, inputSchema(singletonRules(kind), false)],
          ]),
        ),
      },
    },
    paths: {
      '/api/admin/login': {
        post: {
          operationId: 'login',
          summary: 'Signs in and sets the session cookie',
          tags: ['Session'],
          security: anyone,
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              additionalProperties: false,
              properties: { username: { type: 'string', maxLength: 100 }, password: { type: 'string' } },
              required: ['username', 'password'],
            }),
          },
          responses: {
            '200': {
              description: 'Signed in',
              ...json({ type: 'object', properties: { success: { const: true }, user: ref('AdminProfile') }, required: ['success', 'user'] }),
            },
            ...errors(400, 401, 415, 429),
          },
        },
      },
      '/api/admin/logout': {
        post: {
          operationId: 'logout',
          summary: 'Signs out',
          tags: ['Session'],
          security: anyone,
          responses: { '200': { description: 'Signed out', ...json(success) }, ...errors(429) },
        },
      },
      '/api/admin/profile': {
        get: {
          operationId: 'profile',
          summary: 'The signed-in administrator',
          tags: ['Session'],
          security: bearer,
          responses: { '200': { description: 'The profile', ...json(ref('AdminProfile')) }, ...errors(401, 429) },
        },
      },
      '/api/admin/password': {
        post: {
          operationId: 'changePassword',
          summary: "Changes the signed-in administrator's password (a password sign-in, not a token)",
          tags: ['Session'],
          security: [{ session: [] }],
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              additionalProperties: false,
              properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string', minLength: 10 } },
              required: ['currentPassword', 'newPassword'],
            }),
          },
          responses: { '200': { description: 'Changed', ...json(success) }, ...errors(400, 401, 403, 415, 429) },
        },
      },
      ...Object.assign({}, ...recordKinds().map(recordPaths)),
      ...Object.assign({}, ...singletonKinds().map(singletonPaths)),
      ...trashPaths(),
      ...integrationPaths(),
      ...auditLogPaths(),
    },
  };
}
