/**
 * How the public GraphQL contract changes between releases. Each release's schema is kept as
 * `schema-releases/<version>.graphql`; `npm run schema:diff` compares the newest of them with
 * `schema.graphql` through @graphql-inspector/core and refuses:
 * - a breaking change whose schema coordinate (the path it prints, `Query.pages`, `Query.pages.first`)
 *   is not named in backticks in the `### Breaking` list of CHANGELOG.md's `## [Unreleased]` section;
 * - a field, argument, enum value or input field removed without having been `@deprecated` in that
 *   release, whatever the changelog says (a rename is a removal and an addition, so it goes the same way);
 * - a new `@deprecated` not named in the `### Deprecated` list of the Unreleased section, so every
 *   deprecation is announced in the release before the removal it leads to.
 * `npm run schema:release -- <version>` keeps the schema as that release and dates the Unreleased notes.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ChangeType, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

export type Criticality = 'breaking' | 'dangerous' | 'safe';

export interface ContractChange {
  criticality: Criticality;
  /** Where the change is: `Type`, `Type.field`, `Type.field.argument`, `Enum.VALUE`; `schema` for the root types. */
  coordinate: string;
  message: string;
}

export interface ContractReport {
  changes: ContractChange[];
  /** Why the change may not go out as it stands; empty when it may. */
  problems: string[];
}

export const releasesFolder = 'schema-releases';

const criticalities: Record<CriticalityLevel, Criticality> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};

/** The removals of what GraphQL lets a schema deprecate first; types and union members cannot carry `@deprecated`. */
const removalsOfDeprecatable = new Set<string>([
  ChangeType.FieldRemoved,
  ChangeType.FieldArgumentRemoved,
  ChangeType.EnumValueRemoved,
  ChangeType.InputFieldRemoved,
]);

/** The coordinates of every field, argument, input field and enum value a schema marks `@deprecated`. */
export function deprecatedCoordinates(schema: GraphQLSchema): Set<string> {
  const deprecated = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason != null) deprecated.add(`${type.name}.${field.name}`);
        for (const argument of field.args) if (argument.deprecationReason != null) deprecated.add(`${type.name}.${field.name}.${argument.name}`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (field.deprecationReason != null) deprecated.add(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (value.deprecationReason != null) deprecated.add(`${type.name}.${value.name}`);
    }
  }
  return deprecated;
}

/** Where a level-two heading (`## …`) starts a version's section. */
const versionHeading = /^## /;
const unreleasedHeading = /^## \[Unreleased\]\s*$/i;

/** The lines of CHANGELOG.md's `## [Unreleased]` section below its heading, or null when it has none. */
export function unreleasedSection(changelog: string): string | null {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => unreleasedHeading.test(line));
  if (start === -1) return null;
  const end = lines.findIndex((line, index) => index > start && versionHeading.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** Everything written in backticks under `### <heading>` in a section, up to its next heading. */
export function namedUnder(section: string, heading: string): Set<string> {
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.trim().toLowerCase() === `### ${heading.toLowerCase()}`);
  if (start === -1) return new Set();
  const end = lines.findIndex((line, index) => index > start && /^#{2,3} /.test(line));
  const text = lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
  return new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''));
}

function schemaOf(sdl: string): GraphQLSchema | Error {
  try {
    return buildSchema(sdl);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The changes from a released schema to a candidate, and what the changelog still lacks for them. */
export async function compareSchemas(releasedSdl: string, candidateSdl: string, changelog: string): Promise<ContractReport> {
  const released = schemaOf(releasedSdl);
  const candidate = schemaOf(candidateSdl);
  if (released instanceof Error || candidate instanceof Error) {
    const built = [
      released instanceof Error ? `The released schema does not build: ${released.message}` : '',
      candidate instanceof Error ? `schema.graphql does not build: ${candidate.message}` : '',
    ];
    return { changes: [], problems: built.filter(Boolean) };
  }
  const unreleased = unreleasedSection(changelog);
  const problems: string[] = [];
  if (unreleased === null) problems.push('CHANGELOG.md has no "## [Unreleased]" section to record changes in.');
  const recordedBreaking = namedUnder(unreleased ?? '', 'Breaking');
  const recordedDeprecations = namedUnder(unreleased ?? '', 'Deprecated');
  const deprecatedBefore = deprecatedCoordinates(released);

  const changes = (await diff(released, candidate)).map((change) => ({
    type: change.type,
    coordinate: change.path ?? 'schema',
    // A removal breaks every client still selecting what went, whatever level a library gives it.
    criticality: removalsOfDeprecatable.has(change.type) ? 'breaking' : criticalities[change.criticality.level],
    message: change.message,
  }));

  for (const change of changes) {
    if (removalsOfDeprecatable.has(change.type) && !deprecatedBefore.has(change.coordinate)) {
      problems.push(`${change.coordinate} is removed but was not @deprecated in the last release: deprecate it and release that first.`);
    }
    if (change.criticality === 'breaking' && !recordedBreaking.has(change.coordinate)) {
      problems.push(`${change.coordinate} has a breaking change that CHANGELOG.md's Unreleased "### Breaking" list does not name (\`${change.coordinate}\`).`);
    }
  }
  for (const coordinate of deprecatedCoordinates(candidate)) {
    if (!deprecatedBefore.has(coordinate) && !recordedDeprecations.has(coordinate)) {
      problems.push(`${coordinate} is newly @deprecated but CHANGELOG.md's Unreleased "### Deprecated" list does not name it (\`${coordinate}\`).`);
    }
  }

  return { changes: changes.map(({ criticality, coordinate, message }) => ({ criticality, coordinate, message })), problems };
}

type Version = readonly [major: number, minor: number, patch: number];

/** A release number `major.minor.patch`, or null for anything else. */
export function parseVersion(text: string): Version | null {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The newest release among the files of the releases folder (`<version>.graphql`), or null when there is none. */
export function latestRelease(fileNames: readonly string[]): string | null {
  const versions = fileNames.flatMap((name) => {
    const version = name.endsWith('.graphql') ? parseVersion(name.slice(0, -'.graphql'.length)) : null;
    return version ? [version] : [];
  });
  versions.sort(compareVersions);
  const newest = versions.at(-1);
  return newest ? newest.join('.') : null;
}

/** CHANGELOG.md with the Unreleased notes under `## [<version>] - <date>` and an empty Unreleased section above them. */
export function datedChangelog(changelog: string, version: string, date: string): { changelog: string } | { problem: string } {
  const notes = unreleasedSection(changelog);
  if (notes === null) return { problem: 'CHANGELOG.md has no "## [Unreleased]" section.' };
  if (notes.trim() === '') return { problem: "CHANGELOG.md's Unreleased section is empty: say what the release changes first." };
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => unreleasedHeading.test(line));
  const end = lines.findIndex((line, index) => index > start && versionHeading.test(line));
  const following = end === -1 ? [] : ['', ...lines.slice(end)];
  const released = [...lines.slice(0, start), '## [Unreleased]', '', `## [${version}] - ${date}`, '', notes.trim(), ...following];
  return { changelog: `${released.join('\n').trimEnd()}\n` };
}

/** Whether a release numbered `version` may follow `latest` with these changes: a breaking change takes a new major version. */
export function releaseProblems(version: string, latest: string | null, report: ContractReport): string[] {
  const next = parseVersion(version);
  if (!next) return [`"${version}" is not a release number (major.minor.patch).`];
  const previous = latest === null ? null : parseVersion(latest);
  if (!previous) return report.problems;
  const problems = [...report.problems];
  if (compareVersions(next, previous) <= 0) problems.push(`${version} does not follow the last release, ${latest}.`);
  else if (next[0] === previous[0] && report.changes.some((change) => change.criticality === 'breaking')) {
    problems.push(`The changes since ${latest} break clients: release them as ${previous[0] + 1}.0.0.`);
  }
  return problems;
}

/** The project's files the contract is checked from: the newest kept release (null when none is), the schema and the changelog. */
async function readContract(root: string): Promise<{ latest: string | null; released: string | null; schema: string; changelog: string }> {
  const latest = latestRelease(await readdir(join(root, releasesFolder)).catch(() => []));
  const released = latest === null ? null : await readFile(join(root, releasesFolder, `${latest}.graphql`), 'utf8');
  const schema = await readFile(join(root, 'schema.graphql'), 'utf8');
  const changelog = await readFile(join(root, 'CHANGELOG.md'), 'utf8').catch(() => '');
  return { latest, released, schema, changelog };
}

/** `schema.graphql` against the last release, with CHANGELOG.md's notes. */
export async function checkContract(root: string): Promise<{ latest: string | null; report: ContractReport }> {
  const { latest, released, schema, changelog } = await readContract(root);
  if (released === null) return { latest, report: { changes: [], problems: [`No release is kept in ${releasesFolder}/ to compare with.`] } };
  return { latest, report: await compareSchemas(released, schema, changelog) };
}

/** Keeps `schema.graphql` as release `version` and dates the changelog's Unreleased notes; writes nothing when a problem stands. */
export async function cutRelease(root: string, version: string, date: string): Promise<{ problems: string[] }> {
  const { latest, released, schema, changelog } = await readContract(root);
  // The first release has nothing before it to be compared with.
  const report = released === null ? { changes: [], problems: [] } : await compareSchemas(released, schema, changelog);
  const problems = releaseProblems(version, latest, report);
  if (problems.length > 0) return { problems };
  const dated = datedChangelog(changelog, version, date);
  if ('problem' in dated) return { problems: [dated.problem] };
  await mkdir(join(root, releasesFolder), { recursive: true });
  await writeFile(join(root, releasesFolder, `${version}.graphql`), schema, { flag: 'wx' });
  await writeFile(join(root, 'CHANGELOG.md'), dated.changelog);
  return { problems: [] };
}
