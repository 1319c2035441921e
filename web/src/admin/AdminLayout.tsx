import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from '@tanstack/react-router';
import { adminClient } from './apollo.ts';
import { useMarkLive } from '../shared/live.ts';
import { UiProvider } from '../shared/ui/UiProvider.tsx';

/** The frame of every admin route: Chakra and the GraphQL client, without the public shell. */
export function AdminLayout() {
  useMarkLive();
  return (
    <UiProvider>
      <ApolloProvider client={adminClient}>
        <Outlet />
      </ApolloProvider>
    </UiProvider>
  );
}
