import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DashboardStatsQuery } from '../overview/documents.ts';
import { textOf } from '../records/form.ts';
import type { ListRequest, RecordApi } from '../records/kind.ts';
import { CreateSeoMetaMutation, DeleteSeoMetaMutation, SeoMetaQuery, SeoMetasQuery, UpdateSeoMetaMutation } from './documents.ts';
import { seoMetaInput, type SeoMetaRecord } from './seoKind.tsx';
import type { SeoMetaOrderField } from '../../graphql/generated/graphql.ts';

const refetch = { refetchQueries: [SeoMetasQuery, DashboardStatsQuery], awaitRefetchQueries: true };

export function useSeoMetaApi({ status: _noStatusFilter, ...request }: ListRequest): RecordApi<SeoMetaRecord> {
  const client = useApolloClient();
  // The columns name the server's orders (kind.ts), so orderBy is one of them.
  const { data, previousData, loading, error } = useQuery(SeoMetasQuery, {
    variables: { ...request, orderBy: request.orderBy as SeoMetaOrderField | undefined },
  });
  const shown = data ?? previousData;
  const [createSeoMeta] = useMutation(CreateSeoMetaMutation, refetch);
  const [updateSeoMeta] = useMutation(UpdateSeoMetaMutation, refetch);
  const [deleteSeoMeta] = useMutation(DeleteSeoMetaMutation, refetch);
  return {
    records: shown?.seoMetas.nodes,
    totalCount: shown?.seoMetas.totalCount ?? 0,
    loading,
    error,
    create: async (values) => {
      await createSeoMeta({ variables: { input: { ...seoMetaInput(values), pageSlug: textOf(values, 'pageSlug') } } });
    },
    update: async (pageSlug, values, version) => {
      await updateSeoMeta({ variables: { pageSlug, input: { ...seoMetaInput(values), version } } });
    },
    remove: async (pageSlug) => {
      await deleteSeoMeta({ variables: { pageSlug } });
    },
    fetchCurrent: async (pageSlug) => {
      const result = await client.query({ query: SeoMetaQuery, variables: { pageSlug }, fetchPolicy: 'network-only' });
      if (!result.data) throw new Error(`The SEO meta "${pageSlug}" could not be read.`);
      if (!result.data.seoMeta) throw new Error(`The SEO meta "${pageSlug}" no longer exists: someone has deleted it.`);
      return result.data.seoMeta;
    },
  };
}
