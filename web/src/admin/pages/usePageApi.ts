import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DashboardStatsQuery } from '../overview/documents.ts';
import { textOf } from '../records/form.ts';
import type { RecordApi } from '../records/kind.ts';
import { CreatePageMutation, DeletePageMutation, PageQuery, PagesQuery, UpdatePageMutation } from './documents.ts';
import { pageInput, type PageRecord } from './pageKind.tsx';

const refetch = { refetchQueries: [PagesQuery, DashboardStatsQuery], awaitRefetchQueries: true };

export function usePageApi(): RecordApi<PageRecord> {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(PagesQuery);
  const [createPage] = useMutation(CreatePageMutation, refetch);
  const [updatePage] = useMutation(UpdatePageMutation, refetch);
  const [deletePage] = useMutation(DeletePageMutation, refetch);
  return {
    records: data?.pages,
    loading,
    error,
    create: async (values) => {
      await createPage({ variables: { input: { ...pageInput(values), pageSlug: textOf(values, 'pageSlug') } } });
    },
    update: async (pageSlug, values, version) => {
      await updatePage({ variables: { pageSlug, input: { ...pageInput(values), version } } });
    },
    remove: async (pageSlug) => {
      await deletePage({ variables: { pageSlug } });
    },
    fetchCurrent: async (pageSlug) => {
      const result = await client.query({ query: PageQuery, variables: { pageSlug }, fetchPolicy: 'network-only' });
      if (!result.data) throw new Error(`The page "${pageSlug}" could not be read.`);
      return result.data.page;
    },
  };
}
