import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders are independent: a calculator never imports another calculator (STYLE.md). */
const calculatorFolders = ['web/src/calculators/*/**'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'graphql/dist',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'web/src/routeTree.gen.ts',
      '**/graphql/generated/**',
      '.tanstack',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The server and the web app share only the catalogue, through its import path (ARCHITECTURE.md).
    files: ['graphql/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/web/**', '!#catalogue/**'], message: 'The server shares only the catalogue with the web app: import it as #catalogue/….' }],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/graphql/src/**'], message: 'The web app does not import the server: what both need is in the catalogue.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: calculatorFolders,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*', '!../../*'], message: 'A calculator must not import another calculator; move shared code to web/src/shared.' },
            { group: ['**/site/**', '**/admin/**', '**/routes/**'], message: 'Calculators sit below the app: import from shared or catalogue only.' },
          ],
        },
      ],
    },
  },
  {
    // Routes validate search params with inputs.ts, which so lands in every page's first load.
    files: ['web/src/calculators/*/inputs.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./compute.ts', './*Page.tsx', '../../site/**', '../../routes/**'],
              message: "inputs.ts is in every page's first load: declare value lists there, and never import the maths.",
            },
            { group: ['../*/*', '!../../*'], message: 'A calculator must not import another calculator; move shared code to web/src/shared.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/shared/**', 'web/src/catalogue/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/calculators/**', '**/site/**', '**/admin/**', '**/routes/**'], message: 'Shared code must not depend on features or the app.' },
          ],
        },
      ],
    },
  },
);
