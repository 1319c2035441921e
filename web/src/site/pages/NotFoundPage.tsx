import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { brand } from '../../catalogue/brand.ts';
import { HomeSearch } from '../search/HomeSearch.tsx';

export function NotFoundPage() {
  return (
    <Container maxW="3xl" py="20" textAlign="center">
      <title>{`Page Not Found | ${brand.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Stack gap="6" align="center">
        <Text fontSize="6xl" fontWeight="bold" color="blue.600" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">The page you were looking for does not exist or has moved. Search for a calculator, or start from the home page.</Text>
        <HomeSearch />
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
