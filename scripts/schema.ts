/**
 * `npm run schema:emit` writes schema.graphql from the server code; `npm run schema:check` fails
 * when the checked-in file differs from what the code emits (the contract drifted).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { printedSchema } from '../graphql/src/api/schema.ts';

const file = resolve(import.meta.dirname, '..', 'schema.graphql');
const emitted = await printedSchema();

if (process.argv.includes('--check')) {
  const checkedIn = await readFile(file, 'utf8').catch(() => '');
  if (checkedIn !== emitted) {
    console.error('schema.graphql differs from the schema the server code emits. Run `npm run schema:emit` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql matches the server code.');
} else {
  await writeFile(file, emitted);
  console.log(`Wrote ${file}.`);
}
