/** The Contact Us page record's text: the e-mail address, the response-time table and its note, the policies. */
import type { PageSeed } from '../pages.ts';

export const contactSeed: PageSeed = {
  title: 'Contact Us',
  description:
    'Questions, suggestions for a new calculator, a result that looks wrong or a problem with the site: we read every message. CalcSuite has no visitor accounts, so e-mail is the way to reach us.',
  content: {
    sections: [
      {
        heading: 'E-mail',
        blocks: [
          {
            type: 'paragraph',
            text: "Write to [hello@calcsuite.app](mailto:hello@calcsuite.app). If you are reporting a problem with a calculator, include the calculator's name, the values you entered and the result you expected. Copying the page address is the easiest way, because it holds your inputs.",
          },
        ],
      },
      {
        heading: 'Response times',
        blocks: [
          {
            type: 'table',
            caption: 'Typical response time by type of enquiry',
            columns: ['Enquiry', 'Typical response'],
            rows: [
              ['General questions', '24-48 hours'],
              ['Technical support', '12-24 hours'],
              ['DMCA notices', '72 hours'],
            ],
          },
          {
            type: 'note',
            heading: 'When to expect a reply',
            text: 'We typically reply within 24 hours on business days. Messages sent at weekends or on public holidays are answered on the next business day.',
          },
        ],
      },
      {
        heading: 'Policies',
        blocks: [
          { type: 'paragraph', text: 'Before you write, you may find your answer in one of our policies:' },
          {
            type: 'list',
            items: ['[Terms of Service](/terms)', '[Privacy Policy](/privacy)', '[DMCA Notice and Takedown Policy](/dmca)'],
          },
        ],
      },
    ],
  },
};
