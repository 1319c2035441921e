/**
 * A calculator's URL inputs, for integrators building deep links: `Calculator.inputs` on GraphQL and
 * a JSON Schema per calculator at `GET /api/calculators/<calculatorSlug>/inputs.schema.json`. Both
 * read the contracts the web app's routes are made from (catalogue/calculatorInputs.gen.ts, written
 * from each calculator's inputs.ts), so what they say is what a link is validated against.
 */
import type { FastifyInstance } from 'fastify';
import { calculatorInputContracts } from '#catalogue/calculatorInputs.gen.ts';
import { calculators } from '#catalogue/calculators.ts';
import type { InputContract } from '#catalogue/inputContract.ts';
import type { JsonSchema } from './validation.ts';
import { refuseOtherMethods, sendError } from './http-errors.ts';

/** A calculator's URL inputs in the order its page declares them; none for a slug with no calculator page. */
export function inputContractsOf(calculatorSlug: string): readonly InputContract[] {
  return Object.hasOwn(calculatorInputContracts, calculatorSlug) ? calculatorInputContracts[calculatorSlug]! : [];
}

export const inputsSchemaPath = (calculatorSlug: string) => `/api/calculators/${calculatorSlug}/inputs.schema.json`;

/** One input as a JSON Schema of the query-string parameter's value. */
function parameterSchema(input: InputContract): JsonSchema {
  switch (input.type) {
    case 'number':
      return {
        type: input.whole ? 'integer' : 'number',
        default: input.default,
        ...(input.minimum === undefined ? {} : { minimum: input.minimum }),
        ...(input.maximum === undefined ? {} : { maximum: input.maximum }),
        'x-format': input.format,
      };
    case 'choice':
      return { type: 'string', enum: input.choices, default: input.default };
    case 'boolean':
      return { type: 'boolean', default: input.default };
    case 'expression':
      return { type: 'string', maxLength: input.maxLength, default: input.default, description: 'An expression in x, as typed (e.g. x^2 + 3*x).' };
    case 'json':
      return {
        type: 'string',
        contentMediaType: 'application/json',
        contentSchema: { ...(Array.isArray(input.default) ? { type: 'array' } : { type: 'object' }), ...(input.maxRows ? { maxItems: input.maxRows } : {}) },
        default: JSON.stringify(input.default),
      };
  }
}

/** The JSON Schema of a calculator's query string, or null when no calculator page has that slug. */
export function inputsJsonSchema(calculatorSlug: string, origin: string): JsonSchema | null {
  const calculator = calculators.find((entry) => entry.slug === calculatorSlug);
  if (!calculator) return null;
  const inputs = inputContractsOf(calculatorSlug);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${origin}${inputsSchemaPath(calculatorSlug)}`,
    title: `${calculator.title}: URL inputs`,
    description: `The query-string parameters of ${calculator.path}. A link holds only the values that differ from their defaults; a value the page cannot read is reset to its default and the page says so. Number bounds are the widest the field accepts over its units.`,
    type: 'object',
    properties: Object.fromEntries(inputs.map((input) => [input.name, parameterSchema(input)])),
    additionalProperties: false,
  };
}

export function registerInputSchemas(app: FastifyInstance, origin: string): void {
  const texts = new Map(calculators.map((calculator) => [calculator.slug, JSON.stringify(inputsJsonSchema(calculator.slug, origin))]));
  app.get<{ Params: { calculatorSlug: string } }>('/api/calculators/:calculatorSlug/inputs.schema.json', async (request, reply) => {
    const text = texts.get(request.params.calculatorSlug as (typeof calculators)[number]['slug']);
    if (!text) return sendError(request, reply, 404, { code: 'NOT_FOUND', message: 'No calculator page has this slug.' });
    return reply.type('application/schema+json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(text);
  });
  refuseOtherMethods(app, '/api/calculators/:calculatorSlug/inputs.schema.json', ['GET']);
}
