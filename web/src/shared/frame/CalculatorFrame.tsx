import { Box, Breadcrumb, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import type { Faq } from '../../catalogue/seo.ts';
import type { CategoryEntry, IconName } from '../../catalogue/types.ts';
import { Icon } from '../ui/Icon.tsx';
import { CopyResultsButton } from './CopyResultsButton.tsx';
import { FaqList, HowItWorks, TableOfContents, type HowItWorksContent, type TocItem } from './explanations.tsx';
import { CatalogueLink } from '../ui/CatalogueLink.tsx';
import { UiProvider } from '../ui/UiProvider.tsx';

interface Props {
  page: { title: string; description: string; icon: IconName };
  /** The category the breadcrumb passes through, when the page belongs to one. */
  category?: CategoryEntry;
  /** The form. Without `results` it spans the full width. */
  inputs: ReactNode;
  results?: ReactNode;
  copy?: { text: string | null; notice: string };
  howItWorks: HowItWorksContent;
  faqs?: readonly Faq[];
  toc?: readonly TocItem[];
  /** The anchor id of the calculator section, for a table of contents. */
  calculatorId?: string;
  /** Content sections above the calculator (e.g. a definition) and below it (e.g. tips). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * The frame every calculator page shares: breadcrumb, header card, inputs and results side by side
 * (stacked on phones), Copy Results, how-it-works, and optional table of contents and FAQs.
 */
export function CalculatorFrame({ page, category, inputs, results, copy, howItWorks, faqs, toc, calculatorId, before, after }: Props) {
  return (
    <UiProvider>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <FrameHeading page={page} category={category} />

          {toc && <TableOfContents items={toc} />}
          {before}

          <Grid
            as="section"
            id={calculatorId}
            aria-label="Calculator"
            templateColumns={{ base: '1fr', md: results ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' }}
            gap="6"
            alignItems="start"
          >
            {results ? (
              <Box as="form" onSubmit={(event) => event.preventDefault()} borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} bg="bg">
                <Stack gap="5">{inputs}</Stack>
              </Box>
            ) : (
              inputs
            )}
            {results && (
              <Stack gap="3">
                {results}
                {copy && (
                  <Box>
                    <CopyResultsButton text={copy.text} notice={copy.notice} />
                  </Box>
                )}
              </Stack>
            )}
          </Grid>

          <HowItWorks content={howItWorks} />
          {after}
          {faqs && faqs.length > 0 && <FaqList faqs={faqs} />}
        </Stack>
      </Container>
    </UiProvider>
  );
}

/** The breadcrumb and the page's title: the same on every render, so a keystroke skips them. */
const FrameHeading = memo(function FrameHeading({ page, category }: Pick<Props, 'page' | 'category'>) {
  return (
    <>
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/">Home</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {category && (
            <>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <CatalogueLink to={category.path}>{category.label}</CatalogueLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
            </>
          )}
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{page.title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <HStack as="header" gap="4" align="start">
        <Box bg="blue.600" color="white" rounded="xl" p="3" flexShrink={0}>
          <Icon name={page.icon} size={28} />
        </Box>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {page.title}
          </Heading>
          <Text color="fg.muted" mt="1" maxW="3xl">
            {page.description}
          </Text>
        </Box>
      </HStack>
    </>
  );
});
