import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DashboardStatsQuery } from '../overview/documents.ts';
import { textOf } from '../records/form.ts';
import type { RecordApi } from '../records/kind.ts';
import { CreateCalculatorMutation, DeleteCalculatorMutation, CalculatorQuery, CalculatorsQuery, UpdateCalculatorMutation } from './documents.ts';
import { calculatorInput, type CalculatorRecord } from './calculatorKind.tsx';

const refetch = { refetchQueries: [CalculatorsQuery, DashboardStatsQuery], awaitRefetchQueries: true };

export function useCalculatorApi(): RecordApi<CalculatorRecord> {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(CalculatorsQuery);
  const [createCalculator] = useMutation(CreateCalculatorMutation, refetch);
  const [updateCalculator] = useMutation(UpdateCalculatorMutation, refetch);
  const [deleteCalculator] = useMutation(DeleteCalculatorMutation, refetch);
  return {
    records: data?.calculators,
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
      return result.data.calculator;
    },
  };
}
