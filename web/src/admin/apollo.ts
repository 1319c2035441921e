import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { possibleTypes } from './possibleTypes.ts';

/**
 * The admin's one GraphQL client. Only admin routes import this module, so Apollo stays out of the
 * public pages' chunks. Reads are cache-first with no polling or refetch on focus;
 * mutations refetch the lists they change.
 */
export function makeAdminClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({ possibleTypes }),
  });
}

export const adminClient = makeAdminClient();
