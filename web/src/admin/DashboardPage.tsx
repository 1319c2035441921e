import { Box, Button, Center, Container, Flex, Heading, Spinner, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { notify } from '../shared/notices/notify.ts';
import { AuditLogTab } from './audit/AuditLogTab.tsx';
import { apiProblem } from './errors.ts';
import { OverviewTab } from './overview/OverviewTab.tsx';
import { SeoGrid } from './seo/SeoGrid.tsx';
import { LogoutMutation, MeQuery } from './session/documents.ts';
import { UsersTab } from './users/UsersTab.tsx';
import { WebhooksTab } from './webhooks/WebhooksTab.tsx';
import type { DashboardTab } from './search.ts';
import { Icon } from '../shared/ui/Icon.tsx';
import { DefinedTab } from './defined/DefinedTab.tsx';
import { RecordKindsQuery } from './defined/documents.ts';

/** /admin/dashboard: signed-out visitors go back to /admin. */
export function DashboardPage() {
  const { data, loading, error } = useQuery(MeQuery);
  // The kinds made from definitions on the server: a tab each, in the order the server gives, after the overview.
  const kinds = useQuery(RecordKindsQuery, { skip: !data?.me }).data?.recordKinds ?? [];
  const search = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  if (loading) {
    return (
      <Center minH="100vh" gap="3" role="status">
        <Spinner />
        <Text>Loading admin dashboard...</Text>
      </Center>
    );
  }
  const profile = data?.me;
  if (error || !profile) return <Navigate to="/admin" replace />;
  return (
    <Box minH="100vh" bg="bg.subtle">
      <DashboardHeader username={profile.username} />
      <Container as="main" maxW="7xl" py="6" px={{ base: '3', md: '6' }}>
        <Tabs.Root
          recipe={tabsSlotRecipe}
          value={search.tab ?? 'overview'}
          // A tab is a place: Back returns to the one before. Its list starts unfiltered, sorted and on page 1.
          onValueChange={(details) => void navigate({ search: { tab: details.value as DashboardTab } })}
          variant="enclosed"
          colorPalette="blue"
        >
          <Box overflowX="auto" pb="1">
            <Tabs.List width="max-content">
              <Tabs.Trigger value="overview" whiteSpace="nowrap">
                Overview
              </Tabs.Trigger>
              {kinds.map((kind) => [
                <Tabs.Trigger key={kind.recordType} value={kind.tab} whiteSpace="nowrap">
                  {kind.tabLabel}
                </Tabs.Trigger>,
                // The SEO meta records have a second tab: their titles and descriptions in one grid.
                kind.layout === 'seo' && (
                  <Tabs.Trigger key={`${kind.recordType}-grid`} value="seo-grid" whiteSpace="nowrap">
                    SEO grid
                  </Tabs.Trigger>
                ),
              ])}
              <Tabs.Trigger value="webhooks" whiteSpace="nowrap">
                Webhooks
              </Tabs.Trigger>
              <Tabs.Trigger value="users" whiteSpace="nowrap">
                Users
              </Tabs.Trigger>
              {/* The audit log is for administrators: an editor's account has no such tab. */}
              {profile.role === 'admin' ? (
                <Tabs.Trigger value="audit" whiteSpace="nowrap">
                  Audit log
                </Tabs.Trigger>
              ) : null}
            </Tabs.List>
          </Box>
          <Tabs.Content value="overview">
            <OverviewTab />
          </Tabs.Content>
          {kinds.map((kind) => [
            <Tabs.Content key={kind.recordType} value={kind.tab}>
              <DefinedTab info={kind} />
            </Tabs.Content>,
            kind.layout === 'seo' && (
              <Tabs.Content key={`${kind.recordType}-grid`} value="seo-grid">
                <SeoGrid info={kind} />
              </Tabs.Content>
            ),
          ])}
          <Tabs.Content value="webhooks">
            <WebhooksTab />
          </Tabs.Content>
          <Tabs.Content value="users">
            <UsersTab profile={profile} />
          </Tabs.Content>
          {profile.role === 'admin' ? (
            <Tabs.Content value="audit">
              <AuditLogTab />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      </Container>
    </Box>
  );
}

function DashboardHeader({ username }: { username: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout, { loading }] = useMutation(LogoutMutation);

  async function signOut() {
    try {
      await logout();
    } catch (error) {
      notify({ title: 'Error', description: apiProblem(error).message, type: 'error' });
      return;
    }
    await client.clearStore();
    notify({ title: 'Logged Out', description: 'You have been successfully logged out.', type: 'success' });
    await navigate({ to: '/admin', replace: true });
  }

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '3', md: '6' }} py="3">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Box>
            <Heading as="h1" size="lg">
              Admin Dashboard
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Welcome, {username}
            </Text>
          </Box>
          <Button variant="outline" onClick={() => void signOut()} loading={loading} loadingText="Logging out...">
            <Icon name="LogOut" />
            Logout
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
