/**
 * What an integrator's tools make of the served contract: TypeScript types generated from the live
 * URLs (graphql-codegen from /graphql/schema.graphql, openapi-typescript from /api/openapi.json) accept
 * valid structured content and refuse invalid content, checked by the TypeScript compiler; and the
 * OpenAPI document passes `@redocly/cli lint` with its recommended rules (`npm run openapi:lint`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generate } from '@graphql-codegen/cli';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/server.ts';

let server: TestServer;
let base: string;
let folder: string;

beforeAll(async () => {
  server = await testServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  folder = await mkdtemp(join(tmpdir(), 'typed-clients-'));
});

afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * Valid samples compile as they are; each invalid one is marked `@ts-expect-error`, so the file
 * compiles only if every invalid sample is refused (an accepted one leaves its directive unused).
 */
const samples = `
import type { CardInput, ContentBlock, ContentBlockInput, HowItWorksInput, PageContentInput, StructuredDataInput } from './graphql-types';
import type { components } from './openapi-types';

type RestPage = components['schemas']['PageCreate'];
type RestCalculator = components['schemas']['CalculatorCreate'];
type RestSeo = components['schemas']['SeoMetaCreate'];

// What the records hold, as each door takes and gives it.
export const answered: ContentBlock[] = [
  { __typename: 'ParagraphBlock', type: 'paragraph', text: 'Who we are.' },
  { __typename: 'CardsBlock', type: 'cards', cards: [{ title: 'Students', text: 'Grades.', icon: 'GraduationCap' }] },
];
export const content: PageContentInput = {
  updated: 'Today',
  blocks: [{ paragraph: { text: 'Hi' } }, { table: { columns: ['Plan'], rows: [['Free']] } }, { list: { items: ['One'], ordered: true } }],
  sections: [{ heading: 'How', blocks: [{ steps: { steps: [{ title: 'Pick', text: 'Choose.' }] } }, { note: { heading: 'Tip', text: 'Search.' } }] }],
};
export const howItWorks: HowItWorksInput = { steps: ['Enter.'], formula: 'y = x', uses: ['Tests'], bestPractices: ['Check.'] };
export const structuredData: StructuredDataInput = { type: 'FAQPage', offers: { price: '0', priceCurrency: 'USD' }, questions: [{ question: 'Free?', answer: 'Yes.' }] };
export const restPage: RestPage = {
  pageSlug: 'about',
  title: 'About',
  content: { blocks: [{ type: 'paragraph', text: 'Hi' }, { type: 'cards', cards: [{ title: 'A', text: 'B', icon: 'Mail' }] }], sections: [] },
};
export const restCalculator: RestCalculator = {
  calculatorSlug: 'tip',
  title: 'Tip',
  icon: 'Percent',
  howItWorks: { steps: ['Enter.'], formula: 'y = x', uses: ['Tests'], bestPractices: ['Check.'], notes: ['Rounded.'] },
};
export const restSeo: RestSeo = { pageSlug: 'about', metaTitle: 'About', structuredData: { type: 'AboutPage', name: 'About us' } };

// What no record may hold.
// @ts-expect-error a block input naming two types
export const twoTypes: ContentBlockInput = { paragraph: { text: 'A' }, note: { heading: 'B', text: 'C' } };
// @ts-expect-error a paragraph without its text
export const noText: ContentBlockInput = { paragraph: {} };
// @ts-expect-error an icon the site does not have
export const unknownIcon: CardInput = { title: 'A', text: 'B', icon: 'Envelope' };
// @ts-expect-error How it works without its formula
export const noFormula: HowItWorksInput = { steps: [], uses: [], bestPractices: [] };
// @ts-expect-error a schema.org type outside the list
export const recipe: StructuredDataInput = { type: 'Recipe' };
// @ts-expect-error an answered block without its type
export const untyped: ContentBlock = { text: 'Who we are.' };
// @ts-expect-error a kind of block that does not exist
export const video: RestPage = { pageSlug: 'a', title: 'A', content: { blocks: [{ type: 'video', url: 'https://example.com' }] } };
// @ts-expect-error a paragraph without its text
export const restNoText: RestPage = { pageSlug: 'a', title: 'A', content: { blocks: [{ type: 'paragraph' }] } };
// @ts-expect-error cards under a list's field name
export const misnamed: RestPage = { pageSlug: 'a', title: 'A', content: { blocks: [{ type: 'cards', items: [{ title: 'A', text: 'B', icon: 'Mail' }] }] } };
// @ts-expect-error How it works whose steps are not texts
export const restSteps: RestCalculator = { calculatorSlug: 'tip', title: 'Tip', howItWorks: { steps: [1], formula: 'f', uses: [], bestPractices: [] } };
// @ts-expect-error structured data without its type
export const restNoType: RestSeo = { pageSlug: 'a', metaTitle: 'A', structuredData: { name: 'About us' } };
`;

describe('TypeScript types generated from the live contract', () => {
  it('accept every valid structured record and refuse invalid ones, on both doors', { timeout: 120_000 }, async () => {
    await generate(
      {
        schema: `${base}/graphql/schema.graphql`,
        generates: { [join(folder, 'graphql-types.ts')]: { plugins: ['typescript'], config: { enumsAsTypes: true } } },
        silent: true,
      },
      true,
    );
    const openApi = await openapiTS(new URL(`${base}/api/openapi.json`));
    await writeFile(join(folder, 'openapi-types.ts'), astToString(openApi));
    await writeFile(join(folder, 'samples.ts'), samples);
    const program = ts.createProgram([join(folder, 'samples.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : '?';
      return `${diagnostic.file?.fileName.split('/').pop()}:${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
    expect(problems).toEqual([]);
  });
});

describe('npm run openapi:lint', () => {
  it("passes Redocly's recommended rules on the served document", { timeout: 120_000 }, async () => {
    const run = promisify(execFile);
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'openapi:lint', '--', `${base}/api/openapi.json`], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
    });
    expect(`${stdout}\n${stderr}`).not.toMatch(/\berror\b/);
    expect(`${stdout}\n${stderr}`).toMatch(/valid/i);
  });
});
