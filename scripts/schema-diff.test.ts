/**
 * The contract's change rules on small schemas written here, a release cut in a scratch folder, and
 * the project's own schema against its last release.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkContract, compareSchemas, cutRelease, datedChangelog, latestRelease, namedUnder, releaseProblems, unreleasedSection } from './schema-contract.ts';

const projectRoot = join(import.meta.dirname, '..');

const released = /* GraphQL */ `
  type Query {
    page(slug: String!, preview: Boolean @deprecated(reason: "Drafts are not public.")): Page
    pageCount: Int! @deprecated(reason: "Use pages.totalCount.")
  }
  type Page {
    slug: String!
    title: String!
    views: String
    legacyBody: String @deprecated(reason: "Use content.")
    content: String
    kind: PageKind!
  }
  enum PageKind {
    HOME
    ARTICLE
    STUB @deprecated(reason: "Stubs became articles.")
  }
  input PageFilter {
    kind: PageKind
    tag: String @deprecated(reason: "Tags are gone.")
    category: String
  }
  type Mutation {
    touch(filter: PageFilter): Int
  }
`;

/** The released schema with one line of it replaced. */
function changed(from: string, to: string): string {
  expect(released).toContain(from);
  return released.replace(from, to);
}

function changelog(breaking: string[] = [], deprecated: string[] = []): string {
  const list = (heading: string, names: string[]) => (names.length > 0 ? [`### ${heading}`, '', ...names.map((name) => `- \`${name}\` changed.`), ''] : []);
  return [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    ...list('Breaking', breaking),
    ...list('Deprecated', deprecated),
    '## [1.0.0] - 2026-01-01',
    '',
    '- First.',
    '',
  ].join('\n');
}

describe('the rules for a change to the contract', () => {
  it('lets a new field through with nothing recorded, listed as safe', async () => {
    const report = await compareSchemas(released, changed('title: String!', 'title: String!\n    subtitle: String'), changelog());
    expect(report.changes).toEqual([expect.objectContaining({ criticality: 'safe', coordinate: 'Page.subtitle' })]);
    expect(report.problems).toEqual([]);
  });

  it('refuses removing a field that was never deprecated, even when the changelog records it', async () => {
    const report = await compareSchemas(released, changed('views: String', ''), changelog(['Page.views']));
    expect(report.changes).toEqual([expect.objectContaining({ criticality: 'breaking', coordinate: 'Page.views' })]);
    expect(report.problems).toEqual([expect.stringMatching(/^Page\.views is removed but was not @deprecated/)]);
  });

  it('refuses a rename, which removes the old name, until the old name has been deprecated', async () => {
    const renamed = changed('views: String', 'viewCount: String');
    expect((await compareSchemas(released, renamed, changelog(['Page.views']))).problems).toEqual([expect.stringMatching(/^Page\.views is removed/)]);
    const afterDeprecation = released.replace('views: String', 'views: String @deprecated(reason: "Use viewCount.")');
    expect((await compareSchemas(afterDeprecation, renamed, changelog(['Page.views']))).problems).toEqual([]);
  });

  it('lets a deprecated field go once the changelog records its removal, and not before', async () => {
    const withoutLegacyBody = changed('legacyBody: String @deprecated(reason: "Use content.")', '');
    expect((await compareSchemas(released, withoutLegacyBody, changelog(['Page.legacyBody']))).problems).toEqual([]);
    expect((await compareSchemas(released, withoutLegacyBody, changelog())).problems).toEqual([
      expect.stringMatching(/^Page\.legacyBody has a breaking change that CHANGELOG\.md's Unreleased "### Breaking" list does not name/),
    ]);
  });

  it('refuses a field turned from String to Int until the changelog records it', async () => {
    const candidate = changed('content: String', 'content: Int');
    const unrecorded = await compareSchemas(released, candidate, changelog());
    expect(unrecorded.changes).toEqual([expect.objectContaining({ criticality: 'breaking', coordinate: 'Page.content' })]);
    expect(unrecorded.problems).toHaveLength(1);
    expect((await compareSchemas(released, candidate, changelog(['Page.content']))).problems).toEqual([]);
  });

  it('holds arguments, enum values and input fields to deprecation before removal too', async () => {
    const withoutUndeprecated = changed('kind: PageKind\n    tag', 'tag').replace('ARTICLE', '').replace('page(slug: String!, ', 'page(');
    const report = await compareSchemas(released, withoutUndeprecated, changelog(['PageFilter.kind', 'PageKind.ARTICLE', 'Query.page.slug']));
    expect(report.problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(['PageFilter.kind', 'PageKind.ARTICLE', 'Query.page.slug']);

    const withoutDeprecated = released
      .replace('tag: String @deprecated(reason: "Tags are gone.")', '')
      .replace('STUB @deprecated(reason: "Stubs became articles.")', '')
      .replace(', preview: Boolean @deprecated(reason: "Drafts are not public.")', '');
    const recorded = await compareSchemas(released, withoutDeprecated, changelog(['PageFilter.tag', 'PageKind.STUB', 'Query.page.preview']));
    expect(recorded.changes.map((change) => change.coordinate).sort()).toEqual(['PageFilter.tag', 'PageKind.STUB', 'Query.page.preview']);
    expect(recorded.problems).toEqual([]);
  });

  it('asks for every new deprecation under "### Deprecated", so the release before a removal announces it', async () => {
    const candidate = changed('title: String!', 'title: String! @deprecated(reason: "Use heading.")');
    expect((await compareSchemas(released, candidate, changelog())).problems).toEqual([expect.stringMatching(/^Page\.title is newly @deprecated/)]);
    expect((await compareSchemas(released, candidate, changelog(['Page.title']))).problems).toHaveLength(1);
    expect((await compareSchemas(released, candidate, changelog([], ['Page.title']))).problems).toEqual([]);
  });

  it('counts only what the Unreleased section names under its own headings', async () => {
    const candidate = changed('content: String', 'content: Int');
    const underAdded = changelog().replace('## [Unreleased]\n', '## [Unreleased]\n\n### Added\n\n- `Page.content`\n');
    const underAnOldRelease = changelog().replace('- First.', '### Breaking\n\n- `Page.content`');
    expect((await compareSchemas(released, candidate, underAdded)).problems).toHaveLength(1);
    expect((await compareSchemas(released, candidate, underAnOldRelease)).problems).toHaveLength(1);
    expect((await compareSchemas(released, released, '# Changelog\n')).problems).toEqual([expect.stringMatching(/no "## \[Unreleased\]" section/)]);
  });

  it('says which schema does not build instead of comparing', async () => {
    const report = await compareSchemas(released, changed('type Page {', 'type Page'), changelog());
    expect(report).toEqual({ changes: [], problems: [expect.stringMatching(/^schema\.graphql does not build: Syntax Error/)] });
  });

  it('lists a dangerous change, a new enum value, without refusing it', async () => {
    const report = await compareSchemas(released, changed('HOME', 'HOME\n    FAQ'), changelog());
    expect(report.changes).toEqual([expect.objectContaining({ criticality: 'dangerous', coordinate: 'PageKind.FAQ' })]);
    expect(report.problems).toEqual([]);
  });
});

describe('reading the changelog', () => {
  const text = changelog(['Query.pages'], ['Page.views']);

  it('reads the Unreleased section up to the next release', () => {
    expect(unreleasedSection(text)).not.toContain('First.');
    expect(namedUnder(unreleasedSection(text) ?? '', 'Breaking')).toEqual(new Set(['Query.pages']));
    expect(namedUnder(unreleasedSection(text) ?? '', 'Deprecated')).toEqual(new Set(['Page.views']));
    expect(namedUnder(unreleasedSection(text) ?? '', 'Removed')).toEqual(new Set());
  });

  it('dates the Unreleased notes as the release and leaves an empty Unreleased section above them', () => {
    const dated = datedChangelog(text, '2.0.0', '2026-12-01');
    expect(dated).toEqual({
      changelog: [
        '# Changelog',
        '',
        '## [Unreleased]',
        '',
        '## [2.0.0] - 2026-12-01',
        '',
        '### Breaking',
        '',
        '- `Query.pages` changed.',
        '',
        '### Deprecated',
        '',
        '- `Page.views` changed.',
        '',
        '## [1.0.0] - 2026-01-01',
        '',
        '- First.',
        '',
      ].join('\n'),
    });
    expect(datedChangelog(changelog(), '2.0.0', '2026-12-01')).toEqual({ problem: expect.stringMatching(/Unreleased section is empty/) });
  });
});

describe('releases', () => {
  it('takes the newest release by number, not by name', () => {
    expect(latestRelease(['9.1.0.graphql', '10.0.0.graphql', '10.0.0-rc.1.graphql', 'README.md'])).toBe('10.0.0');
    expect(latestRelease([])).toBeNull();
  });

  it('asks a breaking release for a new major version, and any release to follow the last', () => {
    const breaking = { changes: [{ criticality: 'breaking' as const, coordinate: 'Page.content', message: '' }], problems: [] };
    const safe = { changes: [{ criticality: 'safe' as const, coordinate: 'Page.subtitle', message: '' }], problems: [] };
    expect(releaseProblems('2.1.0', '2.0.0', breaking)).toEqual([expect.stringMatching(/release them as 3\.0\.0/)]);
    expect(releaseProblems('3.0.0', '2.0.0', breaking)).toEqual([]);
    expect(releaseProblems('2.1.0', '2.0.0', safe)).toEqual([]);
    expect(releaseProblems('2.0.0', '2.0.0', safe)).toEqual([expect.stringMatching(/does not follow the last release, 2\.0\.0/)]);
    expect(releaseProblems('v2.1', '2.0.0', safe)).toEqual([expect.stringMatching(/not a release number/)]);
  });

  it('cuts a release in a project folder: the schema kept under its number, the notes dated, and nothing left to diff', async () => {
    const root = await mkdtemp(join(tmpdir(), 'schema-release-'));
    try {
      await cp(join(projectRoot, 'schema-releases'), join(root, 'schema-releases'), { recursive: true });
      const latest = latestRelease(await readdir(join(root, 'schema-releases')));
      const schema = `${await readFile(join(root, 'schema-releases', `${latest}.graphql`), 'utf8')}\ntype Extra {\n  note: String\n}\n`;
      await writeFile(join(root, 'schema.graphql'), schema);
      await writeFile(join(root, 'CHANGELOG.md'), '# Changelog\n\n## [Unreleased]\n');
      expect(await cutRelease(root, '99.1.0', '2026-12-01')).toEqual({ problems: [expect.stringMatching(/Unreleased section is empty/)] });

      await writeFile(join(root, 'CHANGELOG.md'), '# Changelog\n\n## [Unreleased]\n\n### Added\n\n- `Extra`\n');
      expect(await cutRelease(root, '99.1.0', '2026-12-01')).toEqual({ problems: [] });
      expect(await readFile(join(root, 'schema-releases', '99.1.0.graphql'), 'utf8')).toBe(schema);
      expect(await readFile(join(root, 'CHANGELOG.md'), 'utf8')).toBe('# Changelog\n\n## [Unreleased]\n\n## [99.1.0] - 2026-12-01\n\n### Added\n\n- `Extra`\n');
      expect(await checkContract(root)).toEqual({ latest: '99.1.0', report: { changes: [], problems: [] } });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("the project's contract", () => {
  it('has no change since its last release that the changelog does not account for', async () => {
    const { latest, report } = await checkContract(projectRoot);
    expect(latest).not.toBeNull();
    expect(report.problems).toEqual([]);
  });

  it('passes `npm run schema:diff`', async () => {
    const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
    const { stdout } = await promisify(execFile)(tsx, [join(projectRoot, 'scripts', 'schema-diff.ts')], { cwd: projectRoot });
    expect(stdout).toMatch(/^schema\.graphql against release \d+\.\d+\.\d+ \(schema-releases\/\d+\.\d+\.\d+\.graphql\):$/m);
  });
});
