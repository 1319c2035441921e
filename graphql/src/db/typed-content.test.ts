/**
 * Structured fields became typed: the migration brings stored records, trashed ones and every kept
 * version into the typed shapes, so each fits the types both API doors describe.
 */
import type { AbstractSqlDriver } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProblem, pageContentSchema, readStructuredData } from '#catalogue/content.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { Migration20261128120000TypedContent } from './migrations/Migration20261128120000TypedContent.ts';

let server: TestServer;

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  await server?.close();
});

const structuredBefore: Record<string, unknown> = {
  'simple-node': { '@context': 'https://schema.org', '@type': 'ContactPage', name: 'Write to us', url: 'https://calc.example/contact' },
  'type-only': { '@type': 'WebPage' },
  'unknown-type': { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Pancakes' },
  'nested-graph': { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'CalcSuite' }] },
  'number-name': { '@type': 'WebPage', name: 42 },
  'script-url': { '@type': 'WebPage', url: 'javascript:alert(1)' },
  'extra-key': { '@type': 'WebApplication', name: 'Tip', offers: { '@type': 'Offer', price: '0' } },
  'no-data': null,
};

const structuredAfter: Record<string, unknown> = {
  'simple-node': { type: 'ContactPage', name: 'Write to us', url: 'https://calc.example/contact' },
  'type-only': { type: 'WebPage' },
  'unknown-type': null,
  'nested-graph': null,
  'number-name': null,
  'script-url': null,
  'extra-key': null,
  'no-data': null,
};

const oldContent = {
  blocks: [{ type: 'list', items: ['One', 'Two'] }],
  sections: [
    { heading: 'How', blocks: [{ type: 'steps', items: [{ title: 'Pick', text: 'Choose one.' }] }] },
    {
      heading: 'Who',
      blocks: [
        { type: 'cards', items: [{ title: 'Students', text: 'Grades.', icon: 'GraduationCap' }] },
        { type: 'paragraph', text: 'More.' },
      ],
    },
  ],
};
const newContent = {
  blocks: [{ type: 'list', items: ['One', 'Two'] }],
  sections: [
    { heading: 'How', blocks: [{ type: 'steps', steps: [{ title: 'Pick', text: 'Choose one.' }] }] },
    {
      heading: 'Who',
      blocks: [
        { type: 'cards', cards: [{ title: 'Students', text: 'Grades.', icon: 'GraduationCap' }] },
        { type: 'paragraph', text: 'More.' },
      ],
    },
  ],
};

async function migrate() {
  const migration = new Migration20261128120000TypedContent(server.database.orm.em.getDriver() as AbstractSqlDriver, server.database.orm.config);
  await migration.up();
  for (const query of migration.getQueries())
    await server
      .em()
      .getConnection()
      .execute(query as string);
}

describe('the typed content migration', () => {
  it('keeps simple structured data in the typed form and empties the rest, in records and kept versions', async () => {
    const connection = server.em().getConnection();
    for (const [slug, data] of Object.entries(structuredBefore)) {
      const json = data === null ? null : JSON.stringify(data);
      await connection.execute(
        `insert into "seo_meta" ("page_slug", "meta_title", "structured_data", "created_at", "updated_at") values (?, ?, ?, now(), now())`,
        [`migrated-${slug}`, slug, json],
      );
      await connection.execute(
        `insert into "record_version" ("record_type", "record_key", "version", "action", "snapshot", "created_at") values ('seoMeta', ?, 1, 'create', ?, now())`,
        [`migrated-${slug}`, JSON.stringify({ pageSlug: `migrated-${slug}`, metaTitle: slug, structuredData: data })],
      );
    }
    await migrate();
    const rows = await connection.execute<{ page_slug: string; structured_data: unknown }[]>(
      `select "page_slug", "structured_data" from "seo_meta" where "page_slug" like 'migrated-%'`,
    );
    const found = Object.fromEntries(rows.map((row) => [row.page_slug.replace('migrated-', ''), row.structured_data]));
    expect(found).toEqual(structuredAfter);
    for (const value of Object.values(found)) if (value !== null) expect(readStructuredData(value)).toEqual(value);
    const versions = await connection.execute<{ record_key: string; snapshot: { structuredData: unknown } }[]>(
      `select "record_key", "snapshot" from "record_version" where "record_type" = 'seoMeta' and "record_key" like 'migrated-%'`,
    );
    expect(Object.fromEntries(versions.map((row) => [row.record_key.replace('migrated-', ''), row.snapshot.structuredData]))).toEqual(structuredAfter);
  });

  it("names steps and cards blocks' entries by the block's type, in records and kept versions, leaving list items alone", async () => {
    const connection = server.em().getConnection();
    expect(contentProblem(pageContentSchema, oldContent)).toBe('sections.0.blocks.0.steps: is required');
    await connection.execute(
      `insert into "page" ("page_type", "page_slug", "title", "content", "created_at", "updated_at") values ('page', 'migrated-page', 'Old', ?, now(), now())`,
      [JSON.stringify(oldContent)],
    );
    await connection.execute(
      `insert into "record_version" ("record_type", "record_key", "version", "action", "snapshot", "created_at") values ('page', 'migrated-page', 1, 'create', ?, now())`,
      [JSON.stringify({ pageSlug: 'migrated-page', content: oldContent })],
    );
    await migrate();
    const [page] = await connection.execute<{ content: unknown }[]>(`select "content" from "page" where "page_slug" = 'migrated-page'`);
    expect(page!.content).toEqual(newContent);
    expect(contentProblem(pageContentSchema, page!.content)).toBeNull();
    const [version] = await connection.execute<{ snapshot: { content: unknown } }[]>(
      `select "snapshot" from "record_version" where "record_type" = 'page' and "record_key" = 'migrated-page'`,
    );
    expect(version!.snapshot.content).toEqual(newContent);
  });
});
