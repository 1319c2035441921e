import { Box, Code, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { faqStructuredData, scriptJson, type Faq } from '../../catalogue/seo.ts';
import { Icon } from '../ui/Icon.tsx';

/** A calculator's collapsible explanation (spec document 1, section 1). */
export interface HowItWorksContent {
  steps: readonly string[];
  formula: string;
  uses: readonly string[];
  bestPractices: readonly string[];
  /** Where the page decides something the spec leaves open, it says so here. */
  notes?: readonly string[];
}

export interface TocItem {
  id: string;
  label: string;
}

/** A native disclosure: works before any script runs, and with every screen reader. */
function Disclosure({ summary, children, open = false, headingLevel }: { summary: string; children: ReactNode; open?: boolean; headingLevel: 'h2' | 'h3' }) {
  return (
    <Box asChild borderWidth="1px" rounded="xl" bg="bg" css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
      <details open={open}>
        <Box
          as="summary"
          cursor="pointer"
          listStyleType="none"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="3"
          p="4"
          css={{ '&::-webkit-details-marker': { display: 'none' } }}
        >
          <Heading as={headingLevel} size="md">
            {summary}
          </Heading>
          <Icon name="ChevronDown" style={{ transition: 'transform 0.15s', flexShrink: 0 }} />
        </Box>
        <Box px="4" pb="4">
          {children}
        </Box>
      </details>
    </Box>
  );
}

function Bullets({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  return (
    <List.Root as={ordered ? 'ol' : 'ul'} gap="1.5" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/*
 * The explanations are the same on every render of a page: memoised, a keystroke re-renders only
 * the form and the results, not the hundred-odd components of the text below them.
 */

export const HowItWorks = memo(function HowItWorks({ content }: { content: HowItWorksContent }) {
  return (
    <Disclosure summary="How it works" headingLevel="h2">
      <Stack gap="5">
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Steps
          </Heading>
          <Bullets items={content.steps} ordered />
        </Box>
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Formula
          </Heading>
          <Code display="block" whiteSpace="pre-wrap" p="3" rounded="md" fontSize="sm">
            {content.formula}
          </Code>
        </Box>
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Common uses
          </Heading>
          <Bullets items={content.uses} />
        </Box>
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Best practices
          </Heading>
          <Bullets items={content.bestPractices} />
        </Box>
        {content.notes && content.notes.length > 0 && (
          <Box>
            <Heading as="h3" size="sm" mb="2">
              Notes on this calculator
            </Heading>
            <Bullets items={content.notes} />
          </Box>
        )}
      </Stack>
    </Disclosure>
  );
});

export const FaqList = memo(function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Box as="section" aria-labelledby="faqs-heading" id="faqs">
      <Heading as="h2" id="faqs-heading" size="xl" mb="4">
        Frequently asked questions
      </Heading>
      <Stack gap="3">
        {faqs.map((faq) => (
          <Disclosure key={faq.question} summary={faq.question} headingLevel="h3">
            <Text>{faq.answer}</Text>
          </Disclosure>
        ))}
      </Stack>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqStructuredData(faqs)) }} />
    </Box>
  );
});

export const TableOfContents = memo(function TableOfContents({ items }: { items: readonly TocItem[] }) {
  return (
    <Box as="nav" aria-label="On this page" borderWidth="1px" rounded="xl" p="4" bg="bg">
      <Text fontWeight="semibold" mb="2">
        On this page
      </Text>
      <List.Root gap="1" ps="5" as="ol">
        {items.map((item) => (
          <List.Item key={item.id}>
            <Link href={`#${item.id}`} color="blue.700">
              {item.label}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
});
