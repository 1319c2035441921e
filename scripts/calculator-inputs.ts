/**
 * Writes web/src/catalogue/calculatorInputs.gen.ts: every calculator's URL inputs as the routes
 * validate them (web/src/site/calculatorInputs.ts), as data in the catalogue, the one part of the web
 * app the server reads. `--check` fails instead when the file differs from what it would write.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { calculatorInputContracts } from '../web/src/site/calculatorInputs.ts';

const target = resolve(import.meta.dirname, '..', 'web', 'src', 'catalogue', 'calculatorInputs.gen.ts');
const text = `// Written by \`npm run routes\` (scripts/calculator-inputs.ts) from each calculator's inputs.ts: do not edit.
import type { InputContract } from './inputContract.ts';

export const calculatorInputContracts: Readonly<Record<string, readonly InputContract[]>> = ${JSON.stringify(calculatorInputContracts, null, 2)};
`;

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== text) {
    console.error('web/src/catalogue/calculatorInputs.gen.ts is stale: run npm run routes and commit it.');
    process.exit(1);
  }
} else {
  await writeFile(target, text);
}
