import { Box, Grid, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Related inputs under one visible legend (an AP section, one essay), optionally in columns. */
export function FieldGroup({ legend, columns, children }: { legend: string; columns?: number; children: ReactNode }) {
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="semibold" mb="2">
        {legend}
      </Text>
      {columns ? (
        <SimpleGrid columns={columns} gap="3">
          {children}
        </SimpleGrid>
      ) : (
        children
      )}
    </Box>
  );
}

/** A value and its unit side by side: the number field, then a narrow unit select. */
export function MeasureRow({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns="minmax(0, 1fr) 7rem" gap="3" alignItems="start">
      {children}
    </Grid>
  );
}
