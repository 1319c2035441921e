/**
 * `GET /api`: where an integrator finds every entry point of the API, as JSON, so the address the
 * REST adapter lives under answers something useful instead of the site's 'Page Not Found'.
 */
export interface ApiIndex {
  name: string;
  links: Record<string, { href: string; method: string; type: string; description: string }>;
}

export function apiIndex(): ApiIndex {
  return {
    name: 'CalcSuite API',
    links: {
      graphql: {
        href: '/graphql',
        method: 'POST',
        type: 'application/json',
        description: 'GraphQL: POST for every operation, GET for queries (public reads need no sign-in).',
      },
      graphqlSchema: { href: '/graphql/schema.graphql', method: 'GET', type: 'text/plain', description: 'The GraphQL schema as SDL.' },
      openapi: { href: '/api/openapi.json', method: 'GET', type: 'application/json', description: "The REST adapter's OpenAPI 3.1 document." },
      calculatorInputs: {
        href: '/api/calculators/{calculatorSlug}/inputs.schema.json',
        method: 'GET',
        type: 'application/schema+json',
        description: "A calculator page's URL inputs as a JSON Schema (also Calculator.inputs on GraphQL).",
      },
      login: { href: '/api/admin/login', method: 'POST', type: 'application/json', description: 'REST sign-in: sets the session cookie.' },
      calculators: { href: '/api/admin/calculators', method: 'GET', type: 'application/json', description: 'REST: calculator records (signed in).' },
      pages: { href: '/api/admin/content/pages', method: 'GET', type: 'application/json', description: 'REST: page records (signed in).' },
      seo: { href: '/api/admin/seo', method: 'GET', type: 'application/json', description: 'REST: SEO meta records (signed in).' },
    },
  };
}
