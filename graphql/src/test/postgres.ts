import pg from 'pg';

/**
 * Test databases are named after the database DATABASE_URL names (`…/wt_hard` gives `wt_hard_template`,
 * `wt_hard_t_…`), so two checkouts running their tests on one server never drop each other's template.
 */
export function testDatabasePrefix(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'calc';
  return `${name
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40)}_`;
}

export const templateDatabaseName = (databaseUrl: string) => `${testDatabasePrefix(databaseUrl)}template`;

/** The same server URL with another database name. */
export function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminClient(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}
