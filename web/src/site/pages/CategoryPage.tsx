import { Box, Container, Heading, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { calculatorsIn, categoryById } from '../../catalogue/catalogue.ts';
import type { CategoryId } from '../../catalogue/types.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CalculatorCard } from '../cards/CalculatorCard.tsx';

/** A category listing: every tool of the category with a 'Visit Tool' button (spec document 1, 2.5). */
export function CategoryPage({ category: id }: { category: CategoryId }) {
  const category = categoryById(id);
  const tools = calculatorsIn(id);
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Link asChild fontSize="sm" color="blue.700" mb="6">
        <RouterLink to="/">
          <Icon name="ArrowLeft" size={16} /> Back to all calculators
        </RouterLink>
      </Link>
      <HStack gap="4" align="center" mb="3">
        <Box bg={`${category.color}.100`} color={`${category.color}.700`} rounded="xl" p="3">
          <Icon name={category.icon} size={28} />
        </Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {category.title}
        </Heading>
      </HStack>
      <Text color="fg.muted" maxW="3xl" mb="2">
        {category.description}
      </Text>
      <Text fontWeight="medium" mb="8">
        {tools.length} tools
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {tools.map((calculator) => (
          <li key={calculator.slug}>
            <CalculatorCard calculator={calculator} action="Visit Tool" headingLevel="h2" />
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
