import { Box, Container, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { calculatorsIn, categories, staticPages } from '../../catalogue/catalogue.ts';
import { brand } from '../../catalogue/brand.ts';
import { useToday } from '../../shared/time/useToday.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';

export function Footer() {
  const year = useToday().getFullYear();
  return (
    <Box as="footer" id="site-footer" borderTopWidth="1px" bg="gray.50" mt="16" pb="24">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg">
              {brand.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {brand.tagline}.
            </Text>
            <Text fontSize="sm">
              Contact:{' '}
              <Link href={`mailto:${brand.contactEmail}`} color="blue.700">
                {brand.contactEmail}
              </Link>
            </Text>
          </Stack>
          {categories.map((category) => (
            <Stack as="nav" key={category.id} gap="2" aria-label={`${category.label} calculators`}>
              <Link asChild fontWeight="semibold" color="fg">
                <CatalogueLink to={category.path}>{category.title}</CatalogueLink>
              </Link>
              <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                {calculatorsIn(category.id).map((calculator) => (
                  <li key={calculator.slug}>
                    <Link asChild color="fg.muted">
                      <CatalogueLink to={calculator.path}>{calculator.label}</CatalogueLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" mt="10" pt="6" borderTopWidth="1px" fontSize="sm">
          <Stack as="ul" direction="row" gap="4" listStyleType="none" flexWrap="wrap" aria-label="Legal and contact">
            {staticPages.map((page) => (
              <li key={page.slug}>
                <Link asChild color="fg.muted">
                  <CatalogueLink to={page.path}>{page.label}</CatalogueLink>
                </Link>
              </li>
            ))}
          </Stack>
          <Text color="fg.muted">Results are for educational and planning purposes only.</Text>
        </Stack>
        <Text fontSize="xs" color="fg.muted" mt="4">
          © {year} {brand.name}. Free to use, no account needed.
        </Text>
      </Container>
    </Box>
  );
}
