import pg from 'pg';

/**
 * The run's migrated template database, named after the database DATABASE_URL names, so test runs
 * pointed at different databases of one server never drop each other's template.
 */
export function templateDatabaseName(databaseUrl: string): string {
  const name = new URL(databaseUrl).pathname.slice(1).replace(/[^a-z0-9_]/gi, '_') || 'postgres';
  return `calc_template_${name}`.toLowerCase().slice(0, 63);
}

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
