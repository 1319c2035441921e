/** The Terms of Service page record's text. */
import type { PageSeed } from '../pages.ts';

export const termsSeed: PageSeed = {
  title: 'Terms of Service',
  description: 'These terms govern your use of CalcSuite, its calculators and its pages. They are written to be read: if something is unclear, write to us.',
  content: {
    // The spec: both legal pages carry this date.
    updated: 'January 16, 2025',
    sections: [
      {
        heading: '1. Acceptance of these terms',
        blocks: [
          {
            type: 'paragraph',
            text: 'By using CalcSuite you agree to these terms and to our [Privacy Policy](/privacy). If you do not agree, please do not use the site.',
          },
        ],
      },
      {
        heading: '2. The service',
        blocks: [
          {
            type: 'paragraph',
            text: 'CalcSuite offers free online calculators for school, home, work and mathematics, together with a scientific calculator. You do not need an account, and there is no charge.',
          },
          {
            type: 'paragraph',
            text: 'The calculations run in your own browser; the calculators do not send what you type to our server. The values you enter are kept in the page address so that a result can be bookmarked or shared. Anyone you give such a link to can see those values.',
          },
          { type: 'paragraph', text: 'We may add, change or remove calculators and features, or suspend the site, at any time and without notice.' },
        ],
      },
      {
        heading: '3. Accuracy and no warranty',
        blocks: [
          {
            type: 'paragraph',
            text: 'We work to make every calculator correct, but results depend on the values you enter, on the formulas and assumptions each calculator uses, and on rounding. Results can be incomplete or wrong, and some calculators give estimates rather than exact answers.',
          },
          {
            type: 'paragraph',
            text: 'The site and its results are provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement. Check any result that matters before you rely on it.',
          },
        ],
      },
      {
        heading: '4. Educational and planning use',
        blocks: [
          {
            type: 'paragraph',
            text: 'The calculators are tools for learning, estimating and planning. Score, grade and admissions estimates are not official results from any school, exam board or testing body, and financial figures are projections, not offers or guarantees.',
          },
        ],
      },
      {
        heading: '5. Not professional advice',
        blocks: [
          {
            type: 'paragraph',
            text: 'Nothing on CalcSuite is financial, investment, tax, medical, legal or other professional advice. Speak to a qualified professional before acting on a result.',
          },
          {
            type: 'paragraph',
            text: "In particular, the peptide dosage calculator is not medical advice. It performs arithmetic on the numbers you enter and cannot judge whether a substance, dose or injection is safe or suitable for you. Always follow the directions of a licensed healthcare professional and the product's labelling.",
          },
        ],
      },
      {
        heading: '6. Acceptable use',
        blocks: [
          { type: 'paragraph', text: 'When you use the site, you agree not to:' },
          {
            type: 'list',
            items: [
              "break any law or infringe anyone's rights;",
              'try to gain access to the admin area, accounts or systems you are not authorised to use;',
              "interfere with the site's operation, for example by overloading it, probing it for vulnerabilities without permission or spreading malicious code;",
              'copy or scrape the site in bulk, or present its content or results as your own service;',
              'use links to the site to mislead others about what a result means or where it came from.',
            ],
          },
        ],
      },
      {
        heading: '7. Intellectual property',
        blocks: [
          {
            type: 'paragraph',
            text: "The site's design, text, code, graphics and the selection and arrangement of its calculators belong to CalcSuite or its licensors. You may use the calculators and share links and results for personal, educational and non-commercial purposes. Any other reuse needs our written permission.",
          },
          {
            type: 'paragraph',
            text: 'Mathematical formulas and facts are not owned by anyone, and the results you produce with your own inputs are yours to use. If you believe something on the site infringes your copyright, see our [DMCA notice procedure](/dmca).',
          },
        ],
      },
      {
        heading: '8. Links to other websites',
        blocks: [
          {
            type: 'paragraph',
            text: 'The site may link to websites we do not control. We are not responsible for their content, accuracy or privacy practices, and a link is not an endorsement.',
          },
        ],
      },
      {
        heading: '9. Limitation of liability',
        blocks: [
          {
            type: 'paragraph',
            text: 'To the fullest extent the law allows, CalcSuite and the people who run it are not liable for any indirect, incidental, special or consequential loss, or for any loss of data, money, grades, opportunities or profits, arising from your use of the site or your reliance on its results. Because the site is free, our total liability for any claim about it is limited to the amount you paid to use it.',
          },
          {
            type: 'paragraph',
            text: 'Some jurisdictions do not allow certain limitations; where that applies, our liability is limited to the smallest extent the law permits. Nothing in these terms excludes liability that cannot be excluded by law.',
          },
        ],
      },
      {
        heading: '10. Changes to these terms',
        blocks: [
          {
            type: 'paragraph',
            text: 'We may update these terms. The date at the top of this page shows when they last changed, and the updated terms apply from that date. If you keep using the site after a change, you accept the updated terms.',
          },
        ],
      },
      {
        heading: '11. Contact',
        blocks: [
          {
            type: 'paragraph',
            text: 'Questions about these terms can be sent to [hello@calcsuite.app](mailto:hello@calcsuite.app) or through our [contact page](/contact).',
          },
        ],
      },
    ],
  },
};
