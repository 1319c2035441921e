import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from '@tanstack/react-router';
import { adminClient } from './apollo.ts';
import { useMarkLive } from '../shared/live.ts';

/** The frame of every admin route: the GraphQL client, without the public shell. */
export function AdminLayout() {
  useMarkLive();
  return (
    <ApolloProvider client={adminClient}>
      <Outlet />
    </ApolloProvider>
  );
}
