import { useId, type ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * The frame of a static page (terms, privacy, DMCA, contact): one readable column,
 * an h1, an optional 'Last updated' line and the page's sections.
 */
export function StaticPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Box as="header" mb={{ base: '8', md: '10' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="shorter">
          {title}
        </Heading>
        {updated ? (
          <Text mt="3" color="fg.muted" textStyle="sm">
            Last updated: {updated}
          </Text>
        ) : null}
      </Box>
      <Stack gap={{ base: '8', md: '10' }} lineHeight="tall" textStyle="md">
        {children}
      </Stack>
    </Container>
  );
}

/** One titled part of a static page: an h2 and its content, labelled for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" mb="3" lineHeight="short">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}
