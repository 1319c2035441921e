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

/** The size social sites show a card image at best (Open Graph and X's large image card). */
export const cardImageSize = { width: 1200, height: 630 } as const;

/** What to tell the editor about a card image of this size; null when it suits. */
export function imageSizeAdvice(width: number, height: number): string | null {
  const problems: string[] = [];
  if (width < cardImageSize.width || height < cardImageSize.height)
    problems.push(`smaller than ${cardImageSize.width}x${cardImageSize.height}, so it may look blurred`);
  const ratio = width / height;
  const wanted = cardImageSize.width / cardImageSize.height;
  if (Math.abs(ratio - wanted) / wanted > 0.05) problems.push(`not in the ${cardImageSize.width}:${cardImageSize.height} shape, so it will be cropped`);
  return problems.length > 0 ? `The image is ${width}x${height}: ${problems.join(' and ')}.` : null;
}

interface CardProps {
  /** 'Social card' or 'X card'. */
  name: string;
  testId: string;
  /** The form field the image comes from, as the editor knows it. */
  imageLabel: string;
  host: string;
  title: string;
  description: string;
  image: string;
}

/** One card as a social site draws it, with the image loaded from wherever it is hosted, and its size checked. */
function CardPreview({ name, testId, imageLabel, host, title, description, image }: CardProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const [size, setSize] = useState<{ image: string; width: number; height: number } | null>(null);
  const id = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const advice = size && size.image === image ? imageSizeAdvice(size.width, size.height) : null;
  return (
    <Box as="section" aria-labelledby={`${id}-preview-heading`}>
      <Heading as="h3" size="sm" id={`${id}-preview-heading`} mb="2">
        {name} preview
      </Heading>
      <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg" data-testid={testId}>
        {image && image !== broken ? (
          <Image
            src={image}
            alt=""
            aspectRatio="1.91 / 1"
            objectFit="cover"
            width="100%"
            bg="bg.muted"
            onError={() => setBroken(image)}
            onLoad={(event) => setSize({ image, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          />
        ) : (
          <Box aspectRatio="1.91 / 1" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
            <Text fontSize="sm" color="fg.muted">
              {image ? `The ${imageLabel} could not be loaded` : `No ${imageLabel}`}
            </Text>
          </Box>
        )}
        <Box p="3">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
            {host}
          </Text>
          <Text fontWeight="semibold" lineClamp={2}>
            {title || 'Page title'}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {description}
          </Text>
        </Box>
      </Box>
      {advice && (
        <Text fontSize="sm" color="orange.fg" mt="1" role="status">
          {advice}
        </Text>
      )}
      {size && size.image === image && !advice && (
        <Text fontSize="sm" color="green.fg" mt="1">
          The image is {size.width}x{size.height}: a good size.
        </Text>
      )}
    </Box>
  );
}

/** Live previews of the SEO form: the search result with length counters, the social card and the X card. */
export function SeoPreview({ values }: { values: FormValues }) {
  const title = textOf(values, 'metaTitle');
  const description = textOf(values, 'metaDescription');
  const url = displayUrl(values);
  const cardTitle = textOf(values, 'ogTitle') || title;
  const cardDescription = textOf(values, 'ogDescription') || description;
  const cardImage = textOf(values, 'ogImage').trim();
  // X falls back to the Open Graph tags for what its own leave empty.
  const xTitle = textOf(values, 'twitterTitle') || cardTitle;
  const xDescription = textOf(values, 'twitterDescription') || cardDescription;
  const xImage = textOf(values, 'twitterImage').trim() || cardImage;
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
      <CardPreview
        name="Social card"
        testId="social-preview"
        imageLabel="Open Graph image"
        host={hostOf(url)}
        title={cardTitle}
        description={cardDescription}
        image={cardImage}
      />
      <CardPreview name="X card" testId="x-preview" imageLabel="X image" host={hostOf(url)} title={xTitle} description={xDescription} image={xImage} />
    </Stack>
  );
}
