/**
 * The REST adapter's OpenAPI 3.1 document: served at GET /api/openapi.json, valid
 * by a maintained validator, naming every route the server declares, made from the validation
 * rules themselves, and matched by the live answer of every endpoint.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorCategories } from '../records/calculator/calculator.ts';
import { seedCatalogue } from '../db/seed.ts';
import { restRoutes } from '../security/harness.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';

let server: TestServer;
let cookie: string;
type Document = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }> };
};
let document: Document;

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
  cookie = await server.signIn('rest');
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  document = response.json() as Document;
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names exactly the routes the server declares', () => {
    const declared = restRoutes(server.database.orm)
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).flatMap((method) => (method === 'parameters' ? [] : [`${method} ${path}`])))
      .sort();
    expect(documented).toEqual(declared);
  });

  it('is made from the validation rules: their limits and choices, and a create requires what the rules require', () => {
    const create = document.components.schemas.CalculatorCreate!;
    expect(create.properties.title).toEqual({ type: 'string', minLength: 1, maxLength: 200 });
    expect(create.properties.category?.enum).toEqual([...calculatorCategories, null]);
    expect(create.required).toEqual(['calculatorSlug', 'title']);
    expect(document.components.schemas.PageCreate!.required).toEqual(['pageSlug', 'title']);
    expect(document.components.schemas.SeoMetaCreate!.required).toEqual(['pageSlug', 'metaTitle']);
  });
});

describe('the live answers', () => {
  it('fit the documented schema of their status, for every endpoint', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(document, 'openapi');
    // The check can fail: a record missing its fields does not fit.
    expect(ajv.getSchema('openapi#/components/schemas/Page')!({ pageSlug: 'home' })).toBe(false);
    const check = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, url: string, body?: unknown, as = cookie) => {
      const response = await server.rest(method, url, body, as);
      const documented = document.paths[path]?.[method.toLowerCase()]?.responses[String(response.status)];
      expect(documented, `${method} ${url} answered ${response.status}: ${response.text.slice(0, 200)}`).toBeDefined();
      const pointer = `openapi#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${response.status}/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer);
      expect(validate, pointer).toBeDefined();
      expect(validate!(response.body), `${method} ${url}: ${JSON.stringify(validate!.errors)}`).toBe(true);
      return response;
    };
    for (const [base, name, create, update] of [
      ['/api/admin/content/pages', 'page', { pageSlug: 'openapi-page', title: 'OpenAPI' }, { title: 'OpenAPI 2' }],
      ['/api/admin/seo', 'seo', { pageSlug: 'openapi-seo', metaTitle: 'OpenAPI' }, { metaTitle: 'OpenAPI 2' }],
      ['/api/admin/calculators', 'calculator', { calculatorSlug: 'openapi-calculator', title: 'OpenAPI' }, { title: 'OpenAPI 2' }],
    ] as const) {
      const slug = `openapi-${name}`;
      await check('GET', base, base);
      await check('POST', base, base, create);
      await check('POST', base, base, create); // 409
      await check('POST', base, base, { title: 'x'.repeat(300) }); // 400
      await check('GET', `${base}/{slug}`, `${base}/${slug}`);
      await check('GET', `${base}/{slug}`, `${base}/no-such-record`); // 404
      await check('PUT', `${base}/{slug}`, `${base}/${slug}`, update);
      await check('DELETE', `${base}/{slug}`, `${base}/${slug}`);
      await check('GET', base, base, undefined, ''); // 401
    }
    await check('GET', '/api/admin/profile', '/api/admin/profile');
    await check('POST', '/api/admin/password', '/api/admin/password', { currentPassword: 'wrong password', newPassword: 'another long one' }); // 400
    await check('POST', '/api/admin/login', '/api/admin/login', { username: 'admin', password: adminPassword });
    await check('POST', '/api/admin/login', '/api/admin/login', { username: 'admin' }); // 400
    await check('POST', '/api/admin/logout', '/api/admin/logout', undefined, await server.signIn('rest'));
  });
});
