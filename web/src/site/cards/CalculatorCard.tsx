import { Box, Button, Card, HStack, List, Text } from '@chakra-ui/react';
import type { CalculatorEntry } from '../../catalogue/types.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';

interface Props {
  calculator: CalculatorEntry;
  /** 'Use Calculator' on the home page, 'Visit Tool' on the listings (spec document 1, section 2). */
  action: string;
  headingLevel: 'h2' | 'h3';
  /** Shown on listings, where cards of several categories may sit together. */
  categoryLabel?: string;
}

export function CalculatorCard({ calculator, action, headingLevel, categoryLabel }: Props) {
  return (
    <Card.Root as="article" size="sm" variant="outline" height="100%" _hover={{ shadow: 'md' }} transition="box-shadow 0.15s">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Box bg={`${calculator.color}.100`} color={`${calculator.color}.700`} rounded="lg" p="2" flexShrink={0}>
            <Icon name={calculator.icon} size={22} />
          </Box>
          <Box>
            <Card.Title as={headingLevel} fontSize="md">
              {calculator.title}
            </Card.Title>
            {categoryLabel && (
              <Text fontSize="xs" color="fg.muted">
                {categoryLabel}
              </Text>
            )}
          </Box>
        </HStack>
        <Card.Description>{calculator.description}</Card.Description>
        <List.Root gap="1" variant="plain" fontSize="sm">
          {calculator.features.map((feature) => (
            <List.Item key={feature}>
              <List.Indicator asChild color="green.600">
                <Icon name="Check" />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="blue" size="sm" width="100%">
          <CatalogueLink to={calculator.path} aria-label={`${action}: ${calculator.title}`}>
            {action}
          </CatalogueLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
