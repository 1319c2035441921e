import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calculator } from '../records/calculator/calculator.ts';
import { testDatabase, type TestDatabase } from '../test/database.ts';
import type { Em } from './orm.ts';
import { entityData, numberedPlaceholders, preparedQuery } from './prepared.ts';
import { seedCatalogue } from './seed.ts';

let database: TestDatabase;
let em: Em;
const bySlug = 'select "calculator_slug", "title", "sort_order" from "calculator" where "calculator_slug" = ? and "sort_order" >= ?';

beforeAll(async () => {
  database = await testDatabase();
  em = database.orm.em.fork() as Em;
  await seedCatalogue(em);
});

afterAll(async () => {
  await database.close();
});

describe('a prepared query', () => {
  it('answers what MikroORM answers for the same query, each time with its own parameters', async () => {
    for (const slug of ['percentage-calculator', 'dunk-calculator', 'no-such-calculator']) {
      const expected = await em.getConnection().execute(bySlug, [slug, 0], 'all');
      expect(await preparedQuery(em, 'calculator_by_slug', bySlug, [slug, 0])).toEqual(expected);
    }
    const [percentage] = await preparedQuery(em, 'calculator_by_slug', bySlug, ['percentage-calculator', 0]);
    expect(percentage?.title).toBe('Percentage Calculator');
  });

  it('runs inside a transaction on its connection, seeing what it wrote', async () => {
    const rolledBack = new Error('roll back');
    const seen = await em
      .transactional(async (inner) => {
        inner.create(Calculator, { calculatorSlug: 'uncommitted-calculator', title: 'Uncommitted', features: [], howItWorks: {} });
        await inner.flush();
        expect(await preparedQuery(inner as Em, 'calculator_by_slug', bySlug, ['uncommitted-calculator', 0])).toHaveLength(1);
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    expect(seen).toBe(rolledBack);
    expect(await preparedQuery(em, 'calculator_by_slug', bySlug, ['uncommitted-calculator', 0])).toEqual([]);
  });
});

describe('a prepared query whose table changes', () => {
  it('still answers once another process has added a column to the table', async () => {
    const execute = (sql: string) => em.getConnection().execute(sql, [], 'run');
    await execute('create table prepared_probe (id integer primary key)');
    try {
      await execute('insert into prepared_probe values (1)');
      // Prepared on every pooled connection the loop reaches, then the columns change under them.
      for (let run = 0; run < 12; run += 1)
        expect(await preparedQuery(em, 'probe_all', 'select * from prepared_probe where id >= ?', [0])).toEqual([{ id: 1 }]);
      await execute("alter table prepared_probe add column label text not null default 'one'");
      for (let run = 0; run < 12; run += 1) {
        expect(await preparedQuery(em, 'probe_all', 'select * from prepared_probe where id >= ?', [0])).toEqual([{ id: 1, label: 'one' }]);
      }
    } finally {
      await execute('drop table prepared_probe');
    }
  });
});

describe("a row read as an entity's data", () => {
  it("gives each column under its property's name, timestamps as Dates, as em.find reads the record", async () => {
    const [row] = await preparedQuery(em, null, 'select * from "calculator" where "calculator_slug" = ?', ['percentage-calculator']);
    const data = entityData(em, Calculator, row ?? {});
    const found = await em.fork().findOneOrFail(Calculator, { calculatorSlug: 'percentage-calculator' });
    expect(data.calculatorSlug).toBe('percentage-calculator');
    expect(data.isActive).toBe(true);
    expect(data.updatedAt).toBeInstanceOf(Date);
    expect((data.updatedAt as Date).getTime()).toBe(found.updatedAt.getTime());
    expect(data.sortOrder).toBe(found.sortOrder);
  });

  it("reads a joined entity's columns under their prefix, and only the entity's own columns", () => {
    const row = { title: 'Percentage Calculator', is_active: false, owner__title: 'Dunk Calculator', owner__is_active: true, unrelated: 1 };
    expect(entityData(em, Calculator, row)).toEqual({ title: 'Percentage Calculator', isActive: false });
    expect(entityData(em, Calculator, row, 'owner__')).toEqual({ title: 'Dunk Calculator', isActive: true });
  });
});

describe('numbered placeholders', () => {
  it('turns each ? into $1, $2… in order', () => {
    expect(numberedPlaceholders('select a from t where b = ? and c > ?', 2)).toBe('select a from t where b = $1 and c > $2');
  });

  it('refuses a text with a string literal, or a parameter count that does not match', () => {
    expect(() => numberedPlaceholders("select a from t where b = '?' and c = ?", 1)).toThrow(/literals/);
    expect(() => numberedPlaceholders('select a from t where b = ?', 2)).toThrow(/1 placeholders for 2 parameters/);
  });
});
