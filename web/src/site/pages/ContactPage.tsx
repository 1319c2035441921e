import { Card, Heading, Link, List, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { brand } from '../../catalogue/brand.ts';
import { Section, StaticPage } from './StaticPage.tsx';

const responseTimes = [
  { enquiry: 'General questions', response: '24-48 hours' },
  { enquiry: 'Technical support', response: '12-24 hours' },
  { enquiry: 'DMCA notices', response: '72 hours' },
] as const;

const policyLinks = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/dmca', label: 'DMCA Notice and Takedown Policy' },
] as const;

export function ContactPage() {
  return (
    <StaticPage title="Contact Us">
      <Text>
        Questions, suggestions for a new calculator, a result that looks wrong or a problem with the site: we read every message. {brand.name} has no visitor
        accounts, so e-mail is the way to reach us.
      </Text>

      <Section title="E-mail">
        <Text>
          Write to{' '}
          <Link href={`mailto:${brand.contactEmail}`} colorPalette="blue" variant="underline" fontWeight="semibold">
            {brand.contactEmail}
          </Link>
          . If you are reporting a problem with a calculator, include the calculator&apos;s name, the values you entered and the result you expected. Copying
          the page address is the easiest way, because it holds your inputs.
        </Text>
      </Section>

      <Section title="Response times">
        <Table.Root variant="outline" size="md">
          <Table.Caption captionSide="top" textAlign="start" mb="2" color="fg.muted">
            Typical response time by type of enquiry
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Enquiry</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Typical response</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {responseTimes.map((row) => (
              <Table.Row key={row.enquiry}>
                <Table.Cell>{row.enquiry}</Table.Cell>
                <Table.Cell>{row.response}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Card.Root variant="subtle" colorPalette="blue" mt="2">
          <Card.Body gap="1">
            <Heading as="h3" size="md">
              When to expect a reply
            </Heading>
            <Text>
              We typically reply within 24 hours on business days. Messages sent at weekends or on public holidays are answered on the next business day.
            </Text>
          </Card.Body>
        </Card.Root>
      </Section>

      <Section title="Policies">
        <Text>Before you write, you may find your answer in one of our policies:</Text>
        <List.Root ps="6" gap="2">
          {policyLinks.map((item) => (
            <List.Item key={item.to}>
              <Link asChild colorPalette="blue" variant="underline">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Section>
    </StaticPage>
  );
}
