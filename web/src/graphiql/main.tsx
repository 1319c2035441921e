/**
 * The API explorer served at GET /graphql to browsers: GraphiQL from npm, bundled into the build
 * (web/build/build.ts), so it works offline and under the site's own-origin policy. Requests go
 * to the same origin: a signed-in administrator's session works, and a token goes in the Headers tab.
 */
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';

const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return response.json();
};

const defaultQuery = `# CalcSuite API. Public reads need no sign-in; for the others, sign in to the admin
# in this browser, or put an API token in Headers below: { "Authorization": "Bearer csk_…" }

query ActiveCalculators {
  activeCalculators(category: general, first: 5) {
    totalCount
    nodes {
      calculatorSlug
      title
      category
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

const root = document.getElementById('graphiql');
if (root) createRoot(root).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} isHeadersEditorEnabled shouldPersistHeaders={false} />);
