/**
 * `npm run schema:diff` prints every change from the last release's schema to `schema.graphql`, one a
 * line with its criticality, and fails while one of them breaks the rules in `schema-contract.ts`.
 * `npm run schema:release -- <version>` keeps `schema.graphql` as that release and dates the
 * changelog's Unreleased notes with today's date (UTC).
 */
import { resolve } from 'node:path';
import { checkContract, cutRelease, releasesFolder } from './schema-contract.ts';

const root = resolve(import.meta.dirname, '..');
const releaseAt = process.argv.indexOf('--release');

if (releaseAt === -1) {
  const { latest, report } = await checkContract(root);
  if (latest !== null) {
    console.log(`schema.graphql against release ${latest} (${releasesFolder}/${latest}.graphql):`);
    for (const change of report.changes) console.log(`${change.criticality.padEnd(9)} ${change.coordinate}  ${change.message}`);
    if (report.changes.length === 0 && report.problems.length === 0) console.log('no changes');
  }
  for (const problem of report.problems) console.error(`error: ${problem}`);
  if (report.problems.length > 0) process.exit(1);
} else {
  const version = process.argv[releaseAt + 1];
  if (version === undefined) {
    console.error('Usage: npm run schema:release -- <major.minor.patch>');
    process.exit(1);
  }
  const date = new Date().toISOString().slice(0, 10);
  const { problems } = await cutRelease(root, version, date);
  for (const problem of problems) console.error(`error: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`Released ${version} (${date}): ${releasesFolder}/${version}.graphql and CHANGELOG.md. Commit both.`);
}
