/**
 * The contract: schema.graphql is what the code emits, every GraphQL
 * document in the web app and in e2e/ is valid against it, and the REST adapter answers records of
 * exactly the shape of the matching GraphQL type.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  parse,
  validate,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { printedSchema } from './schema.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const contractText = await readFile(join(root, 'schema.graphql'), 'utf8');
const contract = buildSchema(contractText);

async function documentsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql') && !entry.parentPath.includes('generated'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('schema.graphql', () => {
  it('is exactly what the server code emits', async () => {
    expect(contractText).toBe(await printedSchema());
  });

  it('describes every type and every field, for the integrators who read it', () => {
    const missing: string[] = [];
    for (const type of Object.values(contract.getTypeMap())) {
      if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('validates every GraphQL document of the web app and the e2e tests', async () => {
    const files = [...(await documentsUnder('web/src')), ...(await documentsUnder('e2e'))];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(validate(contract, parse(await readFile(file, 'utf8'))), file).toEqual([]);
    }
  });
});

/** Whether a JSON value fits a GraphQL output type, as the REST adapter serialises it. */
function fits(value: unknown, type: GraphQLOutputType): boolean {
  if (!isNonNullType(type) && value === null) return true;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return Array.isArray(value) && value.every((item) => fits(item, inner.ofType));
  switch (getNamedType(inner).name) {
    case 'String':
      return typeof value === 'string';
    case 'Int':
      return Number.isInteger(value);
    case 'Boolean':
      return typeof value === 'boolean';
    case 'DateTime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value);
    case 'JSON':
      return value !== undefined;
    case 'JSONObject':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default: {
      const named = getNamedType(inner);
      // An enum: one of its values, the very words GraphQL sends.
      if (isEnumType(named)) return named.getValues().some((candidate) => candidate.name === value);
      // A nested record: its own shape is checked on its own.
      return isObjectType(named) && typeof value === 'object' && value !== null;
    }
  }
}

/**
 * GraphQL-only fields, worked out from the web app's code rather than stored: REST gives a calculator's
 * URL inputs as a JSON Schema of their own (`/api/calculators/<slug>/inputs.schema.json`).
 */
const computedInGraphql = new Set(['Calculator.inputs', 'Calculator.inputsSchemaUrl']);

function expectShapeOf(record: unknown, typeName: string): void {
  const type = contract.getType(typeName);
  if (!isObjectType(type)) throw new Error(typeName);
  const fields = Object.fromEntries(Object.entries((type as GraphQLObjectType).getFields()).filter(([name]) => !computedInGraphql.has(`${typeName}.${name}`)));
  expect(Object.keys(record as object).sort(), typeName).toEqual(Object.keys(fields).sort());
  for (const [name, field] of Object.entries(fields)) {
    expect(fits((record as Record<string, unknown>)[name], field.type), `${typeName}.${name}`).toBe(true);
  }
}

describe('REST answers', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await testServer();
    await seedCatalogue(server.em());
    cookie = await server.signIn('rest');
  });

  afterAll(async () => {
    await server.close();
  });

  it('have the shape of the GraphQL record types, for lists and single records', async () => {
    for (const [url, typeName] of [
      ['/api/admin/content/pages', 'Page'],
      ['/api/admin/seo', 'SeoMeta'],
      ['/api/admin/calculators', 'Calculator'],
    ] as const) {
      const list = await server.rest('GET', url, undefined, cookie);
      expect(list.status).toBe(200);
      // A page of the list, as GraphQL's connection gives it.
      const records = (list.body as { nodes: unknown[]; totalCount: number }).nodes;
      expect(records.length).toBeGreaterThan(0);
      expect((list.body as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(records.length);
      for (const record of records) expectShapeOf(record, typeName);
    }
    expectShapeOf((await server.rest('GET', '/api/admin/seo/home', undefined, cookie)).body, 'SeoMeta');
  });

  it('give the profile and the sign-in answer the AdminProfile and LoginResult shapes', async () => {
    expectShapeOf((await server.rest('GET', '/api/admin/profile', undefined, cookie)).body, 'AdminProfile');
    const login = (await server.rest('POST', '/api/admin/login', { username: 'admin', password: 'correct horse battery' })).body as { user: unknown };
    expectShapeOf(login, 'LoginResult');
    expectShapeOf(login.user, 'AdminProfile');
  });
});
