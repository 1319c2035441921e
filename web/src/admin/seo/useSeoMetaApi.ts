import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DashboardStatsQuery } from '../overview/documents.ts';
import { textOf } from '../records/form.ts';
import type { RecordApi } from '../records/kind.ts';
import { CreateSeoMetaMutation, DeleteSeoMetaMutation, SeoMetaQuery, SeoMetasQuery, UpdateSeoMetaMutation } from './documents.ts';
import { seoMetaInput, type SeoMetaRecord } from './seoKind.tsx';

const refetch = { refetchQueries: [SeoMetasQuery, DashboardStatsQuery], awaitRefetchQueries: true };

export function useSeoMetaApi(): RecordApi<SeoMetaRecord> {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(SeoMetasQuery);
  const [createSeoMeta] = useMutation(CreateSeoMetaMutation, refetch);
  const [updateSeoMeta] = useMutation(UpdateSeoMetaMutation, refetch);
  const [deleteSeoMeta] = useMutation(DeleteSeoMetaMutation, refetch);
  return {
    records: data?.seoMetas,
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
      return result.data.seoMeta;
    },
  };
}
