import { Link as RouterLink } from '@tanstack/react-router';
import { brand } from '../../catalogue/brand.ts';
import { contactPage } from './ContactPage.styles.ts';
import { Section, StaticPage } from './StaticPage.tsx';
import { prose } from './StaticPage.styles.ts';

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
      <p>
        Questions, suggestions for a new calculator, a result that looks wrong or a problem with the site: we read every message. {brand.name} has no visitor
        accounts, so e-mail is the way to reach us.
      </p>

      <Section title="E-mail">
        <p>
          Write to{' '}
          <a href={`mailto:${brand.contactEmail}`} className={contactPage.emailLink}>
            {brand.contactEmail}
          </a>
          . If you are reporting a problem with a calculator, include the calculator&apos;s name, the values you entered and the result you expected. Copying
          the page address is the easiest way, because it holds your inputs.
        </p>
      </Section>

      <Section title="Response times">
        <table className={contactPage.table}>
          <caption className={contactPage.caption}>Typical response time by type of enquiry</caption>
          <thead className={contactPage.tableHeader}>
            <tr className={contactPage.row}>
              <th scope="col" className={contactPage.columnHeader}>
                Enquiry
              </th>
              <th scope="col" className={contactPage.columnHeader}>
                Typical response
              </th>
            </tr>
          </thead>
          <tbody>
            {responseTimes.map((row) => (
              <tr key={row.enquiry} className={contactPage.row}>
                <td className={contactPage.cell}>{row.enquiry}</td>
                <td className={contactPage.cell}>{row.response}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={contactPage.replyCard}>
          <div className={contactPage.replyCardBody}>
            <h3 className={contactPage.replyTitle}>When to expect a reply</h3>
            <p>We typically reply within 24 hours on business days. Messages sent at weekends or on public holidays are answered on the next business day.</p>
          </div>
        </div>
      </Section>

      <Section title="Policies">
        <p>Before you write, you may find your answer in one of our policies:</p>
        <ul role="list" className={prose.list}>
          {policyLinks.map((item) => (
            <li key={item.to} className={prose.listItem}>
              <RouterLink to={item.to} className={prose.link}>
                {item.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </Section>
    </StaticPage>
  );
}
