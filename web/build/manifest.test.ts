import { describe, expect, it } from 'vitest';
import { adminOnlyFiles, closure, embedSheetPaths, lazyPageKeys, type Manifest, pageChunkPaths } from './manifest.ts';

// A build in miniature: the entry imports the app after the first paint, and the design system only
// on pages with Chakra components; the app and the route share React; the calculator's route has a
// chunk of its own that imports its maths, and imports the design system itself.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', dynamicImports: ['src/app.tsx', 'src/shared/ui/system.ts'] },
  'src/shared/ui/system.ts': { file: 'assets/system-9.js', imports: ['_react-3.js'] },
  'src/app.tsx': { file: 'assets/app-2.js', imports: ['_react-3.js'] },
  '_react-3.js': { file: 'assets/react-3.js' },
  '_fields-4.js': { file: 'assets/fields-4.js', imports: ['_react-3.js'] },
  '_maths-5.js': { file: 'assets/maths-5.js' },
  'src/routes/_site/percentage-calculator.tsx?tsr-split=component': {
    file: 'assets/percentage-calculator-7.js',
    imports: ['_react-3.js', '_fields-4.js', '_maths-5.js', 'src/shared/ui/system.ts'],
  },
  'src/routes/_site/index.tsx?tsr-split=component': { file: 'assets/index-8.js', imports: ['_fields-4.js'] },
  // A page whose route loads its code after the app (lazyPage), with the maths it alone needs.
  'src/routes/_site/integral-calculator.tsx?tsr-split=component': { file: 'assets/integral-calculator-10.js', imports: ['src/app.tsx'] },
  'src/calculators/integral-calculator/IntegralPage.tsx': {
    file: 'assets/IntegralPage-11.js',
    imports: ['_fields-4.js', '_parser-12.js'],
    isDynamicEntry: true,
  },
  '_parser-12.js': { file: 'assets/parser-12.js' },
  'src/calculators/integral-calculator/compute.ts': { file: 'assets/compute-13.js' },
};

describe('the build manifest', () => {
  it('follows static imports, each chunk once', () => {
    expect([...closure(manifest, ['src/routes/_site/percentage-calculator.tsx?tsr-split=component', 'src/app.tsx'])].sort()).toEqual([
      '_fields-4.js',
      '_maths-5.js',
      '_react-3.js',
      'src/app.tsx',
      'src/routes/_site/percentage-calculator.tsx?tsr-split=component',
      'src/shared/ui/system.ts',
    ]);
  });

  it("names every chunk a page loads besides the entry, the app's and its route's, each after its imports", () => {
    expect(pageChunkPaths(manifest, 'percentage-calculator')).toEqual([
      '/assets/react-3.js',
      '/assets/app-2.js',
      '/assets/fields-4.js',
      '/assets/maths-5.js',
      '/assets/system-9.js',
      '/assets/percentage-calculator-7.js',
    ]);
    // The home page's route is the index route; it renders no Chakra, so it loads no design system.
    expect(pageChunkPaths(manifest, 'home')).toEqual(['/assets/react-3.js', '/assets/app-2.js', '/assets/fields-4.js', '/assets/index-8.js']);
  });

  it("leaves a lazily loaded page's code out of its first load, and names it apart", () => {
    expect(pageChunkPaths(manifest, 'integral-calculator')).toEqual(['/assets/react-3.js', '/assets/app-2.js', '/assets/integral-calculator-10.js']);
    expect(lazyPageKeys(manifest, 'integral-calculator')).toEqual(['src/calculators/integral-calculator/IntegralPage.tsx']);
    expect(lazyPageKeys(manifest, 'percentage-calculator')).toEqual([]);
  });

  it('refuses a page the build has no route for', () => {
    expect(() => pageChunkPaths(manifest, 'no-such-calculator')).toThrow(/no-such-calculator/);
  });

  it('names the chunks only the admin loads, and none a public page can reach', () => {
    // The app's route tree loads every route's code when it is visited, the admin's among them.
    const withAdmin: Manifest = {
      ...manifest,
      'src/app.tsx': {
        file: 'assets/app-2.js',
        imports: ['_react-3.js'],
        dynamicImports: [
          'src/routes/_site/index.tsx?tsr-split=component',
          'src/routes/_site/percentage-calculator.tsx?tsr-split=component',
          'src/routes/admin.tsx?tsr-split=component',
        ],
      },
      'src/routes/admin.tsx?tsr-split=component': {
        file: 'assets/admin-20.js',
        imports: ['_react-3.js', '_apollo-21.js', '_fields-4.js'],
        dynamicImports: ['src/admin/Dashboard.tsx'],
        css: ['assets/admin-20.css'],
      },
      '_apollo-21.js': { file: 'assets/apollo-21.js' },
      'src/admin/Dashboard.tsx': { file: 'assets/Dashboard-22.js', imports: ['_apollo-21.js'], isDynamicEntry: true },
    };
    expect([...adminOnlyFiles(withAdmin)].sort()).toEqual(['assets/Dashboard-22.js', 'assets/admin-20.css', 'assets/admin-20.js', 'assets/apollo-21.js']);
  });

  it("names the sheets an embed's page links besides the site's: its chunk's and its imports', none of the app's", () => {
    const withEmbed: Manifest = {
      'index.html': { file: 'assets/index-1.js', dynamicImports: ['src/app.tsx'], css: ['assets/index-1.css'] },
      'src/app.tsx': { file: 'assets/app-2.js', imports: ['_live-3.js'], dynamicImports: ['src/site/shell/embedding.ts'] },
      '_live-3.js': { file: 'assets/live-3.js' },
      '_frame-4.js': { file: 'assets/frame-4.js', css: ['assets/frame-4.css'] },
      'src/site/shell/embedding.ts': {
        file: 'assets/embedding-5.js',
        imports: ['_live-3.js', '_frame-4.js'],
        isDynamicEntry: true,
        css: ['assets/embedding-5.css'],
      },
    };
    expect(embedSheetPaths(withEmbed)).toEqual(['/assets/frame-4.css', '/assets/embedding-5.css']);
    expect(() => embedSheetPaths(manifest)).toThrow(/no chunk for src\/site\/shell\/embedding.ts/);
  });
});
