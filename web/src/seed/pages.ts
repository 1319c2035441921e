/**
 * The text of the page records as first seeded (CONVENTIONS section 6): the heading, introduction
 * and body of the home page and of the legal and contact pages, as the site showed them while they
 * were written in code. From the first start on, the records decide this text and editors change it
 * there; the brand name and the contact address are written out because they are part of the text
 * an editor may change. Inline marks follow `inlineParts` (web/src/catalogue/content.ts).
 */
import type { PageContent } from '../catalogue/content.ts';
import type { homePage, staticPages } from '../catalogue/pages.ts';

export interface PageSeed {
  /** The page's h1. */
  title: string;
  /** The introduction under the h1. */
  description: string;
  content: PageContent;
}

export type SeededPageSlug = typeof homePage.slug | (typeof staticPages)[number]['slug'];

/** Spec document 1, sections 2.7 and 9.1: both legal pages carry this date. */
const legalUpdated = 'January 16, 2025';

const home: PageSeed = {
  title: 'Free online calculators for school, home and maths',
  description:
    'Grades and GPA, AP scores, student loans, percentages, integrals, triangles and more. Results update as you type, stay in your browser, and can be shared by link.',
  content: {
    blocks: [
      {
        type: 'note',
        heading: 'Looking for something else?',
        text: 'The search button at the bottom of every page finds any calculator by name, topic or category, wherever you are on the site.',
      },
    ],
    sections: [
      {
        heading: 'How it works',
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: 'Pick a calculator',
                text: 'Browse the General, Education and Mathematical categories, or type a few letters into the search to find the tool you need.',
              },
              {
                title: 'Enter your values',
                text: 'Fill in the labelled fields and choose units or options. Nothing to install and no account to create.',
              },
              {
                title: 'See results instantly',
                text: 'Results update as you type, calculated right in your browser, with an explanation of the formula behind them.',
              },
              {
                title: 'Share or copy',
                text: 'Your inputs are kept in the page address, so you can bookmark or share the link, or copy the results to paste elsewhere.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Who uses these calculators',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Students & educators',
                text: 'Estimate AP scores, work out final and semester grades, track GPA and check maths homework step by step.',
                icon: 'GraduationCap',
              },
              {
                title: 'Parents & families',
                text: 'Plan college savings, compare college costs and understand student loan repayments before making decisions.',
                icon: 'PiggyBank',
              },
              {
                title: 'Homeowners',
                text: 'Find the right TV mounting height for your room and work out percentages for budgets, discounts and price changes.',
                icon: 'Home',
              },
              {
                title: 'Farmers & landscapers',
                text: 'Work out how many acres per hour your equipment covers and how long a field or site will take to finish.',
                icon: 'Tractor',
              },
              {
                title: 'Researchers & engineers',
                text: 'Compute integrals, derivatives, limits, standard deviations, triangle dimensions and volumes for quick checks.',
                icon: 'FlaskConical',
              },
              {
                title: 'Financial planning',
                text: 'Project savings growth, estimate loan payments and calculate percentage changes for clearer financial planning.',
                icon: 'TrendingUp',
              },
            ],
          },
        ],
      },
    ],
  },
};

const terms: PageSeed = {
  title: 'Terms of Service',
  description: 'These terms govern your use of CalcSuite, its calculators and its pages. They are written to be read: if something is unclear, write to us.',
  content: {
    updated: legalUpdated,
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

const privacy: PageSeed = {
  title: 'Privacy Policy',
  description:
    'This policy explains what information CalcSuite handles when you use the site, why, and what choices you have. In short: the calculators run in your browser, you do not need an account, and analytics is optional and switched off when your browser asks for privacy.',
  content: {
    updated: legalUpdated,
    sections: [
      {
        heading: '1. What we collect and what we do not',
        blocks: [
          { type: 'paragraph', text: 'We do not:' },
          {
            type: 'list',
            items: [
              'receive the values you type into a calculator: every calculation runs in your browser and the calculators send nothing you enter to our server;',
              'offer visitor accounts or ask for your name, e-mail address or password;',
              'sell personal information, or use advertising or advertising cookies.',
            ],
          },
          { type: 'paragraph', text: 'We do handle:' },
          {
            type: 'list',
            items: [
              'the technical details every browser sends when it requests a page, such as your IP address, the page address and your browser type. Our server uses them to deliver the page and to keep the service running securely;',
              'analytics data, only when analytics is active, as described in section 3;',
              'your e-mail address and message, if you write to us, which we use only to reply.',
            ],
          },
        ],
      },
      {
        heading: '2. Calculator inputs in the page address',
        blocks: [
          {
            type: 'paragraph',
            text: 'To make results easy to share and bookmark, each calculator keeps its inputs in the page address (the part after the "?"). This has two consequences you should know about:',
          },
          {
            type: 'list',
            items: [
              'anything you type is part of the link you share, so everyone who receives the link can see it;',
              'the address, with its values, is saved in your browser history like any other page you visit. When someone opens such a link, the values reach our server as part of the page request.',
            ],
          },
          { type: 'paragraph', text: 'Avoid entering information you want to keep private, or clear your browser history afterwards.' },
        ],
      },
      {
        heading: '3. Analytics and how to opt out',
        blocks: [
          {
            type: 'paragraph',
            text: 'The site can use Google Analytics 4 to understand which calculators are useful. It is loaded only when the site operator has configured it, and it is never loaded when your browser sends a Global Privacy Control or Do Not Track signal. When it is not loaded, your browser makes no request to Google Analytics at all.',
          },
          { type: 'paragraph', text: 'When analytics is active, it receives:' },
          {
            type: 'list',
            items: [
              'the path of each page you view;',
              'events such as which calculator you used, which category link you followed, and searches in the site search of three or more characters together with the number of results;',
              'for the TV height and percentage calculators, a short summary of the values entered and the result;',
              'the technical information Google collects with any analytics request, such as your IP address, device and browser type and approximate location. Google states that Google Analytics 4 does not log or store IP addresses.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Google processes this data for us as a service provider, and it may be processed outside your country. We use it only in aggregate, to see how the site is used and to improve it; we do not use it to identify you.',
          },
          {
            type: 'paragraph',
            text: 'To opt out, turn on Global Privacy Control or Do Not Track in your browser or a privacy extension, then reload the page. You can also install the [Google Analytics opt-out browser add-on](https://tools.google.com/dlpage/gaoptout) or block analytics with a content blocker.',
          },
        ],
      },
      {
        heading: '4. Cookies',
        blocks: [
          {
            type: 'paragraph',
            text: 'Visitors receive no cookies from CalcSuite except the Google Analytics cookies set while analytics is active. These are named `_ga` and `_ga_` followed by an identifier, and they distinguish visits from one another. They last up to 2 years unless you delete them sooner.',
          },
          {
            type: 'paragraph',
            text: 'The admin area uses one cookie, `sid`, which is set only when an administrator signs in. It holds a random session identifier, cannot be read by scripts on the page (it is HttpOnly), and ends when the administrator signs out or the session expires.',
          },
          { type: 'paragraph', text: 'You can delete or block cookies in your browser settings. Every calculator works without them.' },
        ],
      },
      {
        heading: '5. How long we keep data',
        blocks: [
          {
            type: 'paragraph',
            text: 'Analytics data is kept for up to 2 years and then deleted. E-mails you send us are kept only as long as we need to answer them and keep a record of the conversation, and copyright notices as long as the law requires. Administrator sessions end when the administrator signs out or the session expires.',
          },
        ],
      },
      {
        heading: '6. Administrator accounts',
        blocks: [
          {
            type: 'paragraph',
            text: 'The admin area is for the people who run the site, not for visitors. For each administrator we store a username, an e-mail address, a role and the password in a one-way hashed form, never in plain text. The server keeps only a hash of each session identifier, and sessions expire after a period of inactivity and after a fixed maximum time.',
          },
        ],
      },
      {
        heading: '7. Who receives data',
        blocks: [
          {
            type: 'paragraph',
            text: 'We share data only with the providers that help us run the site: our hosting provider, which serves the pages, and Google, when analytics is active. We may also disclose information if the law requires it. We do not sell or rent personal information to anyone.',
          },
        ],
      },
      {
        heading: '8. Children',
        blocks: [
          {
            type: 'paragraph',
            text: 'Many of our visitors are students. Because the site has no accounts and asks for no personal details, children can use the calculators without giving us information about themselves. We do not knowingly collect personal information from children under 13. If you believe a child has sent us personal information, for example by e-mail, contact us and we will delete it.',
          },
        ],
      },
      {
        heading: '9. Your rights',
        blocks: [
          {
            type: 'paragraph',
            text: 'Depending on where you live, you may have the right to ask what personal information we hold about you, to have it corrected or deleted, to object to or restrict its use, and to complain to your data protection authority. Because we hold no visitor accounts, we usually cannot link analytics data to you, but we will answer every request and help where we can. Write to us at the address below; we do not charge for requests.',
          },
        ],
      },
      {
        heading: '10. Changes to this policy',
        blocks: [
          {
            type: 'paragraph',
            text: 'If we change how we handle information, we will update this policy and the date at the top of this page. Please check it from time to time.',
          },
        ],
      },
      {
        heading: '11. Contact',
        blocks: [
          {
            type: 'paragraph',
            text: 'For privacy questions or requests, e-mail [hello@calcsuite.app](mailto:hello@calcsuite.app) or use our [contact page](/contact). Our [Terms of Service](/terms) also apply to your use of the site.',
          },
        ],
      },
    ],
  },
};

const dmca: PageSeed = {
  title: 'DMCA Notice and Takedown Policy',
  description:
    'CalcSuite respects the rights of copyright owners and responds to notices of alleged infringement under the Digital Millennium Copyright Act (DMCA), 17 U.S.C. § 512. Visitors cannot upload content to the site; its text, calculators and images are published by us. If you believe any of it infringes your copyright, tell us as described below.',
  content: {
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

const contact: PageSeed = {
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

export const pageSeeds: Record<SeededPageSlug, PageSeed> = { home, terms, privacy, dmca, contact };
