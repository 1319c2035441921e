import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { textOf, type FormValues } from '../records/form.ts';

/** Search engines show about 50-60 title characters and 120-156 description characters. */
export const titleRange = { min: 50, max: 60 } as const;
export const descriptionRange = { min: 120, max: 156 } as const;

export function lengthAdvice(length: number, range: { min: number; max: number }): string | null {
  if (length < range.min) return `Too short: aim for ${range.min}-${range.max}`;
  if (length > range.max) return `Too long: aim for ${range.min}-${range.max}`;
  return null;
}

function Counter({ label, text, range }: { label: string; text: string; range: { min: number; max: number } }) {
  const advice = lengthAdvice(text.length, range);
  return (
    <Text fontSize="sm" color={advice ? 'orange.fg' : 'green.fg'} data-counter={label}>
      {label}: {text.length} characters{advice ? ` (${advice})` : ' (good length)'}
    </Text>
  );
}

/** Where the page will live, for the previews: its canonical URL, or the site's own path for the slug. */
function displayUrl(values: FormValues): string {
  const canonical = textOf(values, 'canonicalUrl').trim();
  if (canonical) return canonical;
  const slug = textOf(values, 'pageSlug').trim();
  return `${window.location.origin}/${slug === 'home' ? '' : slug}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Live previews of the SEO form: the search result with length counters, and the social card. */
export function SeoPreview({ values }: { values: FormValues }) {
  const title = textOf(values, 'metaTitle');
  const description = textOf(values, 'metaDescription');
  const url = displayUrl(values);
  const cardTitle = textOf(values, 'ogTitle') || title;
  const cardDescription = textOf(values, 'ogDescription') || description;
  const cardImage = textOf(values, 'ogImage').trim();
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="search-preview-heading">
        <Heading as="h3" size="sm" id="search-preview-heading" mb="2">
          Search result preview
        </Heading>
        <Box borderWidth="1px" rounded="md" p="3" bg="bg" data-testid="search-preview">
          <Text fontSize="xs" color="fg.muted" truncate>
            {url}
          </Text>
          <Text color="blue.fg" fontSize="lg" lineClamp={1}>
            {title || 'Page title'}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {description || 'The meta description appears here.'}
          </Text>
        </Box>
        <Stack gap="0" mt="2">
          <Counter label="Title" text={title} range={titleRange} />
          <Counter label="Description" text={description} range={descriptionRange} />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="social-preview-heading">
        <Heading as="h3" size="sm" id="social-preview-heading" mb="2">
          Social card preview
        </Heading>
        <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg" data-testid="social-preview">
          {cardImage && cardImage !== brokenImage ? (
            <Image src={cardImage} alt="" aspectRatio="1.91 / 1" objectFit="cover" width="100%" bg="bg.muted" onError={() => setBrokenImage(cardImage)} />
          ) : (
            <Box aspectRatio="1.91 / 1" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
              <Text fontSize="sm" color="fg.muted">
                {cardImage ? 'The Open Graph image could not be loaded' : 'No Open Graph image'}
              </Text>
            </Box>
          )}
          <Box p="3">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
              {hostOf(url)}
            </Text>
            <Text fontWeight="semibold" lineClamp={2}>
              {cardTitle || 'Page title'}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {cardDescription}
            </Text>
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
