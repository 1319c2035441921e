/** The DMCA Notice and Takedown Policy page record's text. */
import type { PageSeed } from '../pages.ts';

export const dmcaSeed: PageSeed = {
  title: 'DMCA Notice and Takedown Policy',
  description:
    'CalcSuite respects the rights of copyright owners and responds to notices of alleged infringement under the Digital Millennium Copyright Act (DMCA), 17 U.S.C. § 512. Visitors cannot upload content to the site; its text, calculators and images are published by us. If you believe any of it infringes your copyright, tell us as described below.',
  content: {
    // The spec: the legal pages are dated; the DMCA policy is one of them.
    updated: 'January 16, 2025',
    sections: [
      {
        heading: '1. How to send a notice',
        blocks: [
          {
            type: 'paragraph',
            text: 'Send your notice by e-mail to [hello@calcsuite.app](mailto:hello@calcsuite.app) with "DMCA notice" in the subject line. To be valid, it must include:',
          },
          {
            type: 'list',
            ordered: true,
            items: [
              "a physical or electronic signature of the copyright owner or of a person authorised to act on the owner's behalf;",
              'identification of the copyrighted work you claim is infringed or, if several works are covered by one notice, a representative list of them;',
              'identification of the material you claim is infringing, with the page address (URL) or other information reasonably sufficient for us to find it;',
              'your name, postal address, telephone number and e-mail address;',
              'a statement that you have a good-faith belief that the use of the material in the manner complained of is not authorised by the copyright owner, its agent or the law;',
              "a statement that the information in the notice is accurate and, under penalty of perjury, that you are the copyright owner or are authorised to act on the owner's behalf.",
            ],
          },
          {
            type: 'paragraph',
            text: 'Under 17 U.S.C. § 512(f), anyone who knowingly and materially misrepresents that material is infringing may be liable for damages. If you are not sure whether a use is infringing, consider taking legal advice before sending a notice.',
          },
        ],
      },
      {
        heading: '2. What happens next',
        blocks: [
          {
            type: 'paragraph',
            text: 'We handle complete notices within 72 hours of receiving them. If the notice is valid, we remove or disable access to the material and, where we can identify who supplied it, let them know and pass on a copy of the notice. If a notice is incomplete, we will tell you what is missing.',
          },
        ],
      },
      {
        heading: '3. Counter-notice',
        blocks: [
          {
            type: 'paragraph',
            text: 'If material you supplied was removed and you believe this was a mistake or misidentification, you may send a counter-notice to [hello@calcsuite.app](mailto:hello@calcsuite.app). It must include:',
          },
          {
            type: 'list',
            ordered: true,
            items: [
              'your physical or electronic signature;',
              'identification of the material that was removed or disabled and the address where it appeared before removal;',
              'a statement under penalty of perjury that you have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification;',
              'your name, postal address and telephone number, and a statement that you consent to the jurisdiction of the United States federal district court for the judicial district of your address (or, if your address is outside the United States, any judicial district in which CalcSuite may be found), and that you will accept service of process from the person who sent the original notice or their agent.',
            ],
          },
          {
            type: 'paragraph',
            text: 'When we receive a valid counter-notice, we send a copy to the person who sent the original notice. Unless they tell us within 10 business days that they have filed a court action to restrain the alleged infringement, we restore the material within 10 to 14 business days of receiving the counter-notice.',
          },
        ],
      },
      {
        heading: '4. Repeat infringers',
        blocks: [
          {
            type: 'paragraph',
            text: 'Where appropriate, we end the access of anyone who supplies content to the site, such as an administrator or contributor, who is found to have repeatedly infringed copyright.',
          },
        ],
      },
      {
        heading: '5. Contact',
        blocks: [
          {
            type: 'paragraph',
            text: "Send notices and counter-notices to [hello@calcsuite.app](mailto:hello@calcsuite.app). For other questions, see our [contact page](/contact); our [Terms of Service](/terms) also describe how the site's content may be used.",
          },
        ],
      },
    ],
  },
};
