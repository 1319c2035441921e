/** The Privacy Policy page record's text. */
import type { PageSeed } from '../pages.ts';

export const privacySeed: PageSeed = {
  title: 'Privacy Policy',
  description:
    'This policy explains what information CalcSuite handles when you use the site, why, and what choices you have. In short: the calculators run in your browser, you do not need an account, and analytics is optional and switched off when your browser asks for privacy.',
  content: {
    // The spec: both legal pages carry this date.
    updated: 'January 16, 2025',
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
