import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from '@tanstack/react-router';
import { adminClient } from './apollo.ts';

/** The frame of every admin route: the GraphQL client, without the public shell. */
export function AdminLayout() {
  return (
    <ApolloProvider client={adminClient}>
      <Outlet />
    </ApolloProvider>
  );
}
