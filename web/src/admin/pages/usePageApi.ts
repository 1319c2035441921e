import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DashboardStatsQuery } from '../overview/documents.ts';
import { textOf } from '../records/form.ts';
import type { ListRequest, RecordApi } from '../records/kind.ts';
import { CreatePageMutation, DeletePageMutation, PageQuery, PagesQuery, UpdatePageMutation } from './documents.ts';
import { pageInput, type PageRecord } from './pageKind.tsx';
import type { PageOrderField } from '../../graphql/generated/graphql.ts';

const refetch = { refetchQueries: [PagesQuery, DashboardStatsQuery], awaitRefetchQueries: true };

export function usePageApi({ status, first: _pageSize, ...request }: ListRequest): RecordApi<PageRecord> {
  const client = useApolloClient();
  // The columns name the server's orders (kind.ts), so orderBy is one of them.
  const { data, previousData, loading, error } = useQuery(PagesQuery, {
    variables: { ...request, orderBy: request.orderBy as PageOrderField | undefined, isPublished: status },
  });
  const shown = data ?? previousData;
  const [createPage] = useMutation(CreatePageMutation, refetch);
  const [updatePage] = useMutation(UpdatePageMutation, refetch);
  const [deletePage] = useMutation(DeletePageMutation, refetch);
  return {
    records: shown?.pages.nodes,
    totalCount: shown?.pages.totalCount ?? 0,
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
      if (!result.data.page) throw new Error(`The page "${pageSlug}" no longer exists: someone has deleted it.`);
      return result.data.page;
    },
  };
}
