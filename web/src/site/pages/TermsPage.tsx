import { Link as RouterLink } from '@tanstack/react-router';
import { brand } from '../../catalogue/brand.ts';
import { Section, StaticPage } from './StaticPage.tsx';
import { prose } from './StaticPage.styles.ts';

export function TermsPage() {
  const mailto = `mailto:${brand.contactEmail}`;
  return (
    <StaticPage title="Terms of Service" updated={brand.legalUpdated}>
      <p>These terms govern your use of {brand.name}, its calculators and its pages. They are written to be read: if something is unclear, write to us.</p>

      <Section title="1. Acceptance of these terms">
        <p>
          By using {brand.name} you agree to these terms and to our{' '}
          <RouterLink to="/privacy" className={prose.link}>
            Privacy Policy
          </RouterLink>
          . If you do not agree, please do not use the site.
        </p>
      </Section>

      <Section title="2. The service">
        <p>
          {brand.name} offers free online calculators for school, home, work and mathematics, together with a scientific calculator. You do not need an account,
          and there is no charge.
        </p>
        <p>
          The calculations run in your own browser; the calculators do not send what you type to our server. The values you enter are kept in the page address
          so that a result can be bookmarked or shared. Anyone you give such a link to can see those values.
        </p>
        <p>We may add, change or remove calculators and features, or suspend the site, at any time and without notice.</p>
      </Section>

      <Section title="3. Accuracy and no warranty">
        <p>
          We work to make every calculator correct, but results depend on the values you enter, on the formulas and assumptions each calculator uses, and on
          rounding. Results can be incomplete or wrong, and some calculators give estimates rather than exact answers.
        </p>
        <p>
          The site and its results are provided &quot;as is&quot; and &quot;as available&quot;, without warranties of any kind, express or implied, including
          warranties of accuracy, fitness for a particular purpose and non-infringement. Check any result that matters before you rely on it.
        </p>
      </Section>

      <Section title="4. Educational and planning use">
        <p>
          The calculators are tools for learning, estimating and planning. Score, grade and admissions estimates are not official results from any school, exam
          board or testing body, and financial figures are projections, not offers or guarantees.
        </p>
      </Section>

      <Section title="5. Not professional advice">
        <p>
          Nothing on {brand.name} is financial, investment, tax, medical, legal or other professional advice. Speak to a qualified professional before acting on
          a result.
        </p>
        <p>
          In particular, the peptide dosage calculator is not medical advice. It performs arithmetic on the numbers you enter and cannot judge whether a
          substance, dose or injection is safe or suitable for you. Always follow the directions of a licensed healthcare professional and the product&apos;s
          labelling.
        </p>
      </Section>

      <Section title="6. Acceptable use">
        <p>When you use the site, you agree not to:</p>
        <ul role="list" className={prose.list}>
          <li className={prose.listItem}>break any law or infringe anyone&apos;s rights;</li>
          <li className={prose.listItem}>try to gain access to the admin area, accounts or systems you are not authorised to use;</li>
          <li className={prose.listItem}>
            interfere with the site&apos;s operation, for example by overloading it, probing it for vulnerabilities without permission or spreading malicious
            code;
          </li>
          <li className={prose.listItem}>copy or scrape the site in bulk, or present its content or results as your own service;</li>
          <li className={prose.listItem}>use links to the site to mislead others about what a result means or where it came from.</li>
        </ul>
      </Section>

      <Section title="7. Intellectual property">
        <p>
          The site&apos;s design, text, code, graphics and the selection and arrangement of its calculators belong to {brand.name} or its licensors. You may use
          the calculators and share links and results for personal, educational and non-commercial purposes. Any other reuse needs our written permission.
        </p>
        <p>
          Mathematical formulas and facts are not owned by anyone, and the results you produce with your own inputs are yours to use. If you believe something
          on the site infringes your copyright, see our{' '}
          <RouterLink to="/dmca" className={prose.link}>
            DMCA notice procedure
          </RouterLink>
          .
        </p>
      </Section>

      <Section title="8. Links to other websites">
        <p>
          The site may link to websites we do not control. We are not responsible for their content, accuracy or privacy practices, and a link is not an
          endorsement.
        </p>
      </Section>

      <Section title="9. Limitation of liability">
        <p>
          To the fullest extent the law allows, {brand.name} and the people who run it are not liable for any indirect, incidental, special or consequential
          loss, or for any loss of data, money, grades, opportunities or profits, arising from your use of the site or your reliance on its results. Because the
          site is free, our total liability for any claim about it is limited to the amount you paid to use it.
        </p>
        <p>
          Some jurisdictions do not allow certain limitations; where that applies, our liability is limited to the smallest extent the law permits. Nothing in
          these terms excludes liability that cannot be excluded by law.
        </p>
      </Section>

      <Section title="10. Changes to these terms">
        <p>
          We may update these terms. The date at the top of this page shows when they last changed, and the updated terms apply from that date. If you keep
          using the site after a change, you accept the updated terms.
        </p>
      </Section>

      <Section title="11. Contact">
        <p>
          Questions about these terms can be sent to{' '}
          <a href={mailto} className={prose.link}>
            {brand.contactEmail}
          </a>{' '}
          or through our{' '}
          <RouterLink to="/contact" className={prose.link}>
            contact page
          </RouterLink>
          .
        </p>
      </Section>
    </StaticPage>
  );
}
