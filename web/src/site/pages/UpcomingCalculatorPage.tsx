import { Box, Button, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { categoryById } from '../../catalogue/catalogue.ts';
import type { CalculatorEntry } from '../../catalogue/types.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';

/**
 * The page of a catalogue calculator whose own page is not released yet: it says so plainly and
 * points to the calculators of the same category. Its route keeps it out of search indexes.
 */
export function UpcomingCalculatorPage({ calculator }: { calculator: CalculatorEntry }) {
  const category = categoryById(calculator.category);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <HStack gap="4" align="start">
          <Box bg={`${calculator.color}.100`} color={`${calculator.color}.700`} rounded="xl" p="3">
            <Icon name={calculator.icon} size={28} />
          </Box>
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {calculator.title}
            </Heading>
            <Text color="fg.muted" mt="1">
              {calculator.description}
            </Text>
          </Box>
        </HStack>
        <Box bg="orange.50" borderWidth="1px" borderColor="orange.200" rounded="xl" p="5">
          <Heading as="h2" size="md" mb="2">
            Coming soon
          </Heading>
          <Text>This calculator is not available yet. It will offer:</Text>
          <List.Root gap="1" variant="plain" mt="3">
            {calculator.features.map((feature) => (
              <List.Item key={feature}>
                <List.Indicator asChild color="green.600">
                  <Check aria-hidden />
                </List.Indicator>
                {feature}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Box>
          <Button asChild colorPalette="blue">
            <CatalogueLink to={category.path}>Browse {category.title.toLowerCase()}</CatalogueLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
