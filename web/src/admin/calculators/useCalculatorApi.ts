import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DashboardStatsQuery } from '../overview/documents.ts';
import { textOf } from '../records/form.ts';
import type { ListRequest, RecordApi } from '../records/kind.ts';
import { CreateCalculatorMutation, DeleteCalculatorMutation, CalculatorQuery, CalculatorsQuery, UpdateCalculatorMutation } from './documents.ts';
import { calculatorInput, type CalculatorRecord } from './calculatorKind.tsx';
import type { CalculatorOrderField } from '../../graphql/generated/graphql.ts';

const refetch = { refetchQueries: [CalculatorsQuery, DashboardStatsQuery], awaitRefetchQueries: true };

export function useCalculatorApi({ status, ...request }: ListRequest): RecordApi<CalculatorRecord> {
  const client = useApolloClient();
  // The columns name the server's orders (kind.ts), so orderBy is one of them.
  const { data, previousData, loading, error } = useQuery(CalculatorsQuery, {
    variables: { ...request, orderBy: request.orderBy as CalculatorOrderField | undefined, isActive: status },
  });
  const shown = data ?? previousData;
  const [createCalculator] = useMutation(CreateCalculatorMutation, refetch);
  const [updateCalculator] = useMutation(UpdateCalculatorMutation, refetch);
  const [deleteCalculator] = useMutation(DeleteCalculatorMutation, refetch);
  return {
    records: shown?.calculators.nodes,
    totalCount: shown?.calculators.totalCount ?? 0,
    loading,
    error,
    create: async (values) => {
      await createCalculator({ variables: { input: { ...calculatorInput(values), calculatorSlug: textOf(values, 'calculatorSlug') } } });
    },
    update: async (calculatorSlug, values, version) => {
      await updateCalculator({ variables: { calculatorSlug, input: { ...calculatorInput(values), version } } });
    },
    remove: async (calculatorSlug) => {
      await deleteCalculator({ variables: { calculatorSlug } });
    },
    fetchCurrent: async (calculatorSlug) => {
      const result = await client.query({ query: CalculatorQuery, variables: { calculatorSlug }, fetchPolicy: 'network-only' });
      if (!result.data) throw new Error(`The calculator "${calculatorSlug}" could not be read.`);
      if (!result.data.calculator) throw new Error(`The calculator "${calculatorSlug}" no longer exists: someone has deleted it.`);
      return result.data.calculator;
    },
  };
}
