import { Link as RouterLink } from '@tanstack/react-router';
import { brand } from '../../catalogue/brand.ts';
import { Section, StaticPage } from './StaticPage.tsx';
import { prose } from './StaticPage.styles.ts';

export function DmcaPage() {
  const mailto = `mailto:${brand.contactEmail}`;
  const emailLink = (
    <a href={mailto} className={prose.link}>
      {brand.contactEmail}
    </a>
  );
  return (
    <StaticPage title="DMCA Notice and Takedown Policy">
      <p>
        {brand.name} respects the rights of copyright owners and responds to notices of alleged infringement under the Digital Millennium Copyright Act (DMCA),
        17 U.S.C. &sect; 512. Visitors cannot upload content to the site; its text, calculators and images are published by us. If you believe any of it
        infringes your copyright, tell us as described below.
      </p>

      <Section title="1. How to send a notice">
        <p>Send your notice by e-mail to {emailLink} with &quot;DMCA notice&quot; in the subject line. To be valid, it must include:</p>
        <ol role="list" className={prose.list}>
          <li className={prose.listItem}>
            a physical or electronic signature of the copyright owner or of a person authorised to act on the owner&apos;s behalf;
          </li>
          <li className={prose.listItem}>
            identification of the copyrighted work you claim is infringed or, if several works are covered by one notice, a representative list of them;
          </li>
          <li className={prose.listItem}>
            identification of the material you claim is infringing, with the page address (URL) or other information reasonably sufficient for us to find it;
          </li>
          <li className={prose.listItem}>your name, postal address, telephone number and e-mail address;</li>
          <li className={prose.listItem}>
            a statement that you have a good-faith belief that the use of the material in the manner complained of is not authorised by the copyright owner, its
            agent or the law;
          </li>
          <li className={prose.listItem}>
            a statement that the information in the notice is accurate and, under penalty of perjury, that you are the copyright owner or are authorised to act
            on the owner&apos;s behalf.
          </li>
        </ol>
        <p>
          Under 17 U.S.C. &sect; 512(f), anyone who knowingly and materially misrepresents that material is infringing may be liable for damages. If you are not
          sure whether a use is infringing, consider taking legal advice before sending a notice.
        </p>
      </Section>

      <Section title="2. What happens next">
        <p>
          We handle complete notices within 72 hours of receiving them. If the notice is valid, we remove or disable access to the material and, where we can
          identify who supplied it, let them know and pass on a copy of the notice. If a notice is incomplete, we will tell you what is missing.
        </p>
      </Section>

      <Section title="3. Counter-notice">
        <p>
          If material you supplied was removed and you believe this was a mistake or misidentification, you may send a counter-notice to {emailLink}. It must
          include:
        </p>
        <ol role="list" className={prose.list}>
          <li className={prose.listItem}>your physical or electronic signature;</li>
          <li className={prose.listItem}>identification of the material that was removed or disabled and the address where it appeared before removal;</li>
          <li className={prose.listItem}>
            a statement under penalty of perjury that you have a good-faith belief that the material was removed or disabled as a result of mistake or
            misidentification;
          </li>
          <li className={prose.listItem}>
            your name, postal address and telephone number, and a statement that you consent to the jurisdiction of the United States federal district court for
            the judicial district of your address (or, if your address is outside the United States, any judicial district in which {brand.name} may be found),
            and that you will accept service of process from the person who sent the original notice or their agent.
          </li>
        </ol>
        <p>
          When we receive a valid counter-notice, we send a copy to the person who sent the original notice. Unless they tell us within 10 business days that
          they have filed a court action to restrain the alleged infringement, we restore the material within 10 to 14 business days of receiving the
          counter-notice.
        </p>
      </Section>

      <Section title="4. Repeat infringers">
        <p>
          Where appropriate, we end the access of anyone who supplies content to the site, such as an administrator or contributor, who is found to have
          repeatedly infringed copyright.
        </p>
      </Section>

      <Section title="5. Contact">
        <p>
          Send notices and counter-notices to {emailLink}. For other questions, see our{' '}
          <RouterLink to="/contact" className={prose.link}>
            contact page
          </RouterLink>
          ; our{' '}
          <RouterLink to="/terms" className={prose.link}>
            Terms of Service
          </RouterLink>{' '}
          also describe how the site&apos;s content may be used.
        </p>
      </Section>
    </StaticPage>
  );
}
