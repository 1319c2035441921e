/**
 * A calculator's URL inputs, for deep links: `Calculator.inputs` on GraphQL (public through
 * activeCalculators) and a JSON Schema per calculator at a stable address, saying the same thing.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await seededTestServer());
});

afterAll(async () => {
  await server?.close();
});

// 1,000 in and 400 in are the largest screen and eye height; in centimetres 2,540 and 1,016 (× 2.54).
const tvHeightInputs = [
  { name: 'tvSize', type: 'number', default: 55, minimum: 0, maximum: 2540, whole: false, format: 'length', choices: null, maxRows: null },
  { name: 'tvUnit', type: 'choice', default: 'inches', minimum: null, maximum: null, whole: null, format: null, choices: ['inches', 'cm'], maxRows: null },
  { name: 'eyeHeight', type: 'number', default: 42, minimum: 0, maximum: 1016, whole: false, format: 'length', choices: null, maxRows: null },
  { name: 'eyeUnit', type: 'choice', default: 'inches', minimum: null, maximum: null, whole: null, format: null, choices: ['inches', 'cm'], maxRows: null },
  { name: 'viewingAngle', type: 'number', default: 0, minimum: -30, maximum: 30, whole: false, format: 'number', choices: null, maxRows: null },
];

describe('Calculator.inputs', () => {
  it('lists every URL input of a calculator with its type, default, bounds and choices, publicly', async () => {
    const query =
      '{ activeCalculators(category: general) { nodes { calculatorSlug inputsSchemaUrl inputs { name type default minimum maximum whole format choices maxRows } } } }';
    const response = await server.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(200);
    const calculators = response.json().data.activeCalculators.nodes as { calculatorSlug: string; inputsSchemaUrl: string; inputs: unknown[] }[];
    const tvHeight = calculators.find((calculator) => calculator.calculatorSlug === 'tv-height-calculator');
    expect(tvHeight?.inputs).toEqual(tvHeightInputs);
    expect(tvHeight?.inputsSchemaUrl).toBe('/api/calculators/tv-height-calculator/inputs.schema.json');
    const percentage = calculators.find((calculator) => calculator.calculatorSlug === 'percentage-calculator');
    expect(percentage?.inputs).toContainEqual(
      expect.objectContaining({ name: 'mode', type: 'choice', default: 'change', choices: ['difference', 'change', 'of', 'what-percent'] }),
    );
  });

  it('says a row list is JSON with its most rows, and gives a record with no calculator page none', async () => {
    const cookie = await server.signIn();
    const finalGrade = await server.graphql('{ calculator(calculatorSlug: "final-grade-calculator") { inputs { name type maxRows } } }', {}, cookie);
    expect((finalGrade.data?.calculator as { inputs: unknown[] }).inputs).toContainEqual({ name: 'components', type: 'json', maxRows: 50 });
    await server.graphql('mutation { createCalculator(input: { calculatorSlug: "no-page-calculator", title: "No page" }) { version } }', {}, cookie);
    const noPage = await server.graphql('{ calculator(calculatorSlug: "no-page-calculator") { inputs { name } inputsSchemaUrl } }', {}, cookie);
    expect(noPage.data?.calculator).toEqual({ inputs: [], inputsSchemaUrl: null });
  });
});

describe('GET /api/calculators/:calculatorSlug/inputs.schema.json', () => {
  it('is a JSON Schema (2020-12) of the query string that accepts a good link and refuses a bad one', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/calculators/tv-height-calculator/inputs.schema.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/schema+json; charset=utf-8');
    const schema = response.json();
    expect(schema.$id).toBe('https://calc.example/api/calculators/tv-height-calculator/inputs.schema.json');
    expect(schema.properties.tvUnit).toEqual({ type: 'string', enum: ['inches', 'cm'], default: 'inches' });
    expect(schema.properties.viewingAngle).toMatchObject({ type: 'number', minimum: -30, maximum: 30, default: 0 });
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(validate({ tvSize: 65, tvUnit: 'cm', viewingAngle: -10 })).toBe(true);
    expect(validate({ tvUnit: 'yards' })).toBe(false);
    expect(validate({ viewingAngle: 31 })).toBe(false);
    expect(validate({ screen: 55 })).toBe(false);
  });

  it('describes row lists as JSON text with their most rows, and answers 404 JSON for a slug with no calculator page', async () => {
    const finalGrade = (await server.app.inject({ method: 'GET', url: '/api/calculators/final-grade-calculator/inputs.schema.json' })).json();
    expect(finalGrade.properties.components).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array', maxItems: 50 },
    });
    expect(JSON.parse(finalGrade.properties.components.default)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Homework' })]));
    const missing = await server.app.inject({ method: 'GET', url: '/api/calculators/nowhere/inputs.schema.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
