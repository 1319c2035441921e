import { Migration20261121000000Initial } from './Migration20261121000000Initial.ts';

/** Every migration, in order. Each runs once, in a transaction, on start (no schema sync in production). */
export const migrationsList = [Migration20261121000000Initial];
