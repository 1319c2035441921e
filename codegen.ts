/**
 * graphql-codegen: typed documents generated from the checked-in contract, `schema.graphql`.
 * Every document in the web app and in e2e/ is validated against it here, so a document the server
 * would refuse fails `npm run codegen` (and `npm run schema:check`, which also fails on stale output).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'web/src/graphql/generated/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/generated/**'],
      // The admin's fragments name selections shared by its documents (a page's content blocks); their
      // fields are read where the query's answer is, so they are not masked.
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    'e2e/graphql/generated/': {
      preset: 'client',
      documents: ['e2e/**/*.graphql'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
