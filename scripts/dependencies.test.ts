/**
 * Every package the project's code imports is declared in package.json: an import that works only
 * because another package brought it in breaks when that package changes its own dependencies.
 * And `dependencies` holds exactly what the server imports when it runs: the production image
 * installs only those, so a build tool listed there would ship in every image.
 */
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from './server-bundle.ts';

const projectRoot = join(import.meta.dirname, '..');

/** The package an import specifier names ('@scope/name' or 'name'), or null for a relative, node: or # import. */
function packageOf(specifier: string): string | null {
  if (/^[.#/]/.test(specifier) || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? null : name;
}

/** The static and dynamic import specifiers of a module's source, as TypeScript's own scanner reads them. */
function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

describe('declared dependencies', () => {
  it('reads the package an import names', () => {
    expect(packageOf('@tanstack/react-router/ssr/server')).toBe('@tanstack/react-router');
    expect(packageOf('valibot')).toBe('valibot');
    expect(packageOf('lucide-react/dynamic')).toBe('lucide-react');
    expect(packageOf('./local.ts')).toBeNull();
    expect(packageOf('#catalogue/catalogue.ts')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(importSpecifiers("import a from 'x';\nimport type { B } from '@y/z/deep';\nconst c = await import('w');\nimport 'side-effect';")).toEqual(
      expect.arrayContaining(['x', '@y/z/deep', 'w', 'side-effect']),
    );
  });

  it('covers every package imported by the tracked sources', async () => {
    const manifest = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: projectRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.includes('/generated/') && !file.endsWith('routeTree.gen.ts'));
    const undeclared = new Map<string, string>();
    for (const file of files) {
      const source = await readFile(join(projectRoot, file), 'utf8').catch(() => '');
      for (const specifier of importSpecifiers(source)) {
        const name = packageOf(specifier);
        if (name && !declared.has(name) && !undeclared.has(name)) undeclared.set(name, file);
      }
    }
    expect(Object.fromEntries(undeclared)).toEqual({});
  });

  it('lists in dependencies exactly the packages the built server imports, and nothing only the build needs', { timeout: 60_000 }, async () => {
    const manifest = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const { metafile } = await build({ ...serverBuildOptions(projectRoot), sourcemap: false });
    const imported = new Set(
      Object.values(metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external)
        .map((entry) => packageOf(entry.path))
        .filter((name): name is string => name !== null),
    );
    // The page renderer (web/dist/server) is bundled whole by Vite: it imports no package at run time.
    const viteConfig = await readFile(join(projectRoot, 'web', 'build', 'build.ts'), 'utf8');
    expect(viteConfig).toMatch(/ssr: { noExternal: true }/);
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([...imported].sort());
  });
});
