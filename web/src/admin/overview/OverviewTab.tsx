import { Alert, Box, Heading, SimpleGrid, Spinner, Stack, Stat } from '@chakra-ui/react';
import { alertSlotRecipe, statSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@apollo/client/react';
import { apiProblem } from '../errors.ts';
import { DashboardStatsQuery } from './documents.ts';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4" bg="bg">
      <Stat.Root recipe={statSlotRecipe}>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText>{value}</Stat.ValueText>
      </Stat.Root>
    </Box>
  );
}

/** The overview counts. */
export function OverviewTab() {
  const { data, error } = useQuery(DashboardStatsQuery);
  if (error) {
    return (
      <Alert.Root recipe={alertSlotRecipe} status="error">
        <Alert.Indicator />
        <Alert.Title>{apiProblem(error).message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!data) return <Spinner aria-label="Loading the counts" />;
  const stats = data.dashboardStats;
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="overview-content">
        <Heading as="h2" size="lg" id="overview-content" mb="3">
          Content
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
          <Count label="Total pages" value={stats.totalPages} />
          <Count label="Published pages" value={stats.publishedPages} />
          <Count label="SEO pages" value={stats.seoPages} />
          <Count label="Calculators" value={stats.calculators} />
          <Count label="Active calculators" value={stats.activeCalculators} />
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="overview-categories">
        <Heading as="h2" size="lg" id="overview-categories" mb="3">
          Calculators per category
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <Count label="General" value={stats.calculatorsByCategory.general} />
          <Count label="Education" value={stats.calculatorsByCategory.education} />
          <Count label="Mathematical" value={stats.calculatorsByCategory.mathematical} />
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
