import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { calculators, calculatorsIn, categories } from '../../catalogue/catalogue.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { CalculatorCard } from '../cards/CalculatorCard.tsx';
import { HomeSearch } from '../search/HomeSearch.tsx';
import { howItWorksSteps, industryApplications } from './home-content.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';

export function HomePage() {
  return (
    <>
      <Box as="section" aria-labelledby="hero-title" bgGradient="to-b" gradientFrom="blue.50" gradientTo="bg" py={{ base: '12', md: '20' }}>
        <Container maxW="5xl" textAlign="center">
          <Stack gap="6" align="center">
            <Badge colorPalette="blue" size="lg" rounded="full">
              {calculators.length} free calculators, no sign-up
            </Badge>
            <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
              Free online calculators for school, home and maths
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              Grades and GPA, AP scores, student loans, percentages, integrals, triangles and more. Results update as you type, stay in your browser, and can be
              shared by link.
            </Text>
            <HomeSearch />
            <HStack as="ul" listStyleType="none" gap="3" flexWrap="wrap" justify="center" aria-label="Calculators per category">
              {categories.map((category) => (
                <li key={category.id}>
                  <Button asChild variant="outline" size="sm" rounded="full">
                    <CatalogueLink to={category.path}>
                      <Icon name={category.icon} size={16} />
                      {category.label}: {calculatorsIn(category.id).length}
                    </CatalogueLink>
                  </Button>
                </li>
              ))}
            </HStack>
          </Stack>
        </Container>
      </Box>

      <Container maxW="7xl" py="12">
        <Stack gap="14">
          {categories.map((category) => {
            const tools = calculatorsIn(category.id);
            return (
              <Box as="section" key={category.id} aria-labelledby={`${category.id}-heading`}>
                <HStack justify="space-between" align="end" mb="5" gap="4" flexWrap="wrap">
                  <Box>
                    <Heading as="h2" id={`${category.id}-heading`} size="xl">
                      {category.title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm" maxW="2xl">
                      {category.description}
                    </Text>
                  </Box>
                  <Button asChild variant="ghost" colorPalette="blue" size="sm">
                    <CatalogueLink to={category.path} aria-label={`View all ${tools.length} ${category.label.toLowerCase()} calculators`}>
                      View All ({tools.length}) <Icon name="ArrowRight" />
                    </CatalogueLink>
                  </Button>
                </HStack>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
                  {tools
                    .filter((calculator) => calculator.featured)
                    .map((calculator) => (
                      <li key={calculator.slug}>
                        <CalculatorCard calculator={calculator} action="Use Calculator" headingLevel="h3" />
                      </li>
                    ))}
                </SimpleGrid>
              </Box>
            );
          })}

          <HStack as="aside" aria-label="Search tip" bg="blue.50" rounded="xl" p="5" gap="4" align="start">
            <Box color="blue.700" mt="1">
              <Icon name="Search" />
            </Box>
            <Text>
              <strong>Looking for something else?</strong> The search button at the bottom of every page finds any calculator by name, topic or category,
              wherever you are on the site.
            </Text>
          </HStack>

          <Box as="section" aria-labelledby="how-heading">
            <Heading as="h2" id="how-heading" size="xl" mb="5">
              How it works
            </Heading>
            <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
              {howItWorksSteps.map((step, index) => (
                <Box as="li" key={step.title} borderWidth="1px" rounded="xl" p="5">
                  <Text fontSize="sm" fontWeight="bold" color="blue.700">
                    Step {index + 1}
                  </Text>
                  <Heading as="h3" size="md" my="2">
                    {step.title}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {step.text}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Box>

          <Box as="section" aria-labelledby="uses-heading">
            <Heading as="h2" id="uses-heading" size="xl" mb="5">
              Who uses these calculators
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
              {industryApplications.map((application) => (
                <HStack as="li" key={application.title} align="start" gap="4" borderWidth="1px" rounded="xl" p="5">
                  <Box bg="blue.100" color="blue.700" rounded="lg" p="2">
                    <Icon name={application.icon} size={20} />
                  </Box>
                  <Box>
                    <Heading as="h3" size="md" mb="1">
                      {application.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {application.text}
                    </Text>
                  </Box>
                </HStack>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
