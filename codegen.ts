/**
 * graphql-codegen configuration: typed documents for the web app from the checked-in contract,
 * `schema.graphql`. The codegen tooling and `npm run codegen` arrive with the admin dashboard; the
 * schema itself is emitted by the server code with the GraphQL API.
 */
const config = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql', 'e2e/**/*.graphql'],
  generates: {
    'web/src/admin/graphql/generated/': {
      preset: 'client',
    },
  },
};

export default config;
