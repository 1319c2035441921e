// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';

/** What a visitor gets from a page's main content, in document order. */
interface VisibleText {
  /** The visible text, one line per block (paragraph, list item, heading, cell…), whitespace normalised. */
  lines: string[];
  /** Every heading as 'h<level> text'. */
  headings: string[];
  /** Every link as 'text -> href', with where it opens when it leaves the site. */
  links: string[];
  /** Every table: its caption, then each row's cells joined by ' | '. */
  tables: string[][];
  /** Every section and aside by its accessible name, and every list by its kind and length. */
  landmarks: string[];
}

/** Elements that start a new line of text; everything else (links, strong, code) flows inside a line. */
const blockTags = new Set('P LI H1 H2 H3 H4 H5 H6 TD TH CAPTION DIV SECTION ASIDE HEADER UL OL TABLE TR'.split(' '));
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function visibleLines(root: Element): string[] {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    lines.push(line);
    line = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) line += node.textContent ?? '';
    if (!(node instanceof Element)) return;
    const block = blockTags.has(node.tagName);
    if (block) endLine();
    node.childNodes.forEach(walk);
    if (block) endLine();
  };
  walk(root);
  endLine();
  return lines.map(normalise).filter(Boolean);
}

function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return normalise(document.getElementById(labelledBy)?.textContent ?? `missing #${labelledBy}`);
  return element.getAttribute('aria-label') ?? '(unnamed)';
}

function pageText(main: HTMLElement): VisibleText {
  const all = (selector: string) => [...main.querySelectorAll(selector)];
  return {
    lines: visibleLines(main),
    headings: all('h1, h2, h3, h4, h5, h6').map((heading) => `${heading.tagName.toLowerCase()} ${normalise(heading.textContent)}`),
    links: all('a').map((link) => {
      const opens = link.getAttribute('target') ? ` (target=${link.getAttribute('target')} rel=${link.getAttribute('rel')})` : '';
      return `${normalise(link.textContent)} -> ${link.getAttribute('href')}${opens}`;
    }),
    tables: all('table').map((table) => [
      `caption: ${normalise(table.querySelector('caption')?.textContent ?? '')}`,
      ...[...table.querySelectorAll('tr')].map((row) =>
        [...row.querySelectorAll('th, td')]
          .map(
            (cell) =>
              `${cell.tagName.toLowerCase()}${cell.getAttribute('scope') ? `[scope=${cell.getAttribute('scope')}]` : ''} ${normalise(cell.textContent)}`,
          )
          .join(' | '),
      ),
    ]),
    landmarks: all('section, aside, ul, ol').map((element) => {
      const tag = element.tagName.toLowerCase();
      if (tag === 'ul' || tag === 'ol')
        return `${tag}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} of ${element.children.length}`;
      return `${tag} "${accessibleName(element)}"`;
    }),
  };
}

async function renderedText(path: string): Promise<VisibleText> {
  await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return pageText(screen.getByRole('main'));
}

const paths = { home: '/', terms: '/terms', privacy: '/privacy', dmca: '/dmca', contact: '/contact' } as const;

describe('the pages whose text moved into page records', () => {
  it.each(Object.entries(paths))('%s shows a visitor what the hand-written page showed', async (slug, path) => {
    expect(await renderedText(path)).toEqual(handWritten[slug as keyof typeof paths]);
  });
});

/**
 * The expectation is the hand-written page: what the five pages showed while their text was written
 * in their components (TermsPage.tsx and the others, home-content.ts), recorded from that rendering.
 * It is the old page, independent of the code that renders the page records now, and it stays fixed:
 * rendering the seed records must show a visitor exactly this. A change of wording belongs in the
 * records, not here.
 */
const handWritten: Record<keyof typeof paths, VisibleText> = {
  home: {
    lines: [
      '27 free calculators, no sign-up',
      'Free online calculators for school, home and maths',
      'Grades and GPA, AP scores, student loans, percentages, integrals, triangles and more. Results update as you type, stay in your browser, and can be shared by link.',
      'General: 6',
      'Education: 13',
      'Mathematical: 8',
      'General Calculators',
      'Everyday calculators for home, hobbies and work: TV mounting height, percentages, peptide dosing, field work rates, Blooket odds and dunking.',
      'View All (6)',
      'TV Height Calculator',
      'Find the right TV mounting height from screen size, eye height and viewing angle, with the center and bottom-edge heights in inches.',
      'Center and bottom heights',
      'Inches or centimeters',
      'Viewing angle advice',
      'Use Calculator',
      'Percentage Calculator',
      'Work out the percentage change or the percentage difference between two values, with the absolute difference and the formula used.',
      'Percent change and difference',
      'Absolute difference shown',
      'Calculation formula shown',
      'Use Calculator',
      'Acres per Hour Calculator',
      'Estimate field capacity in acres per hour from implement width, ground speed and overlap, plus the time needed to cover your plot.',
      'Acres per hour and time',
      'Overlap efficiency loss',
      'Feet, meters or hectares',
      'Use Calculator',
      'Education Calculators',
      'Grade, GPA, AP score, study-load and college-cost calculators for students, parents and counsellors, from final exam targets to loan payments.',
      'View All (13)',
      'Final Grade Calculator',
      "Find the score you need on your final exam to reach a target course grade, based on your graded components and the final exam's weight.",
      'Required final exam score',
      'Weighted grade components',
      'Achievability check',
      'Use Calculator',
      'College GPA Calculator',
      'Calculate your college GPA from credit hours and letter grades on a 4.0 or 4.3 scale, with total quality points and your Latin honors standing.',
      '4.0 or 4.3 scale',
      'Credit-weighted GPA',
      'Honors classification',
      'Use Calculator',
      'Student Loan Calculator',
      'Estimate your monthly student loan payment, total interest and payoff date under standard, graduated, extended or income-driven repayment.',
      'Monthly payment and interest',
      'Four repayment plans',
      'Payoff date with grace',
      'Use Calculator',
      'Mathematical Calculators',
      'Integrals, derivatives, limits, factoring, triangles, statistics, ratios and volumes, each with worked steps you can follow and check.',
      'View All (8)',
      'Integral Calculator',
      "Evaluate the definite integral of a function of x between two limits with Simpson's, trapezoidal or rectangle rule, and see each step of the work.",
      "Simpson's and trapezoidal rules",
      'Any function of x',
      'Step-by-step working',
      'Use Calculator',
      'Standard Deviation Calculator',
      'Enter comma-separated numbers to get the population or sample standard deviation, variance, mean and count, with the formula and steps.',
      'Population or sample',
      'Variance, mean and count',
      'Step-by-step calculation',
      'Use Calculator',
      'Triangle Calculator',
      'Solve a triangle from SSS, SAS, ASA, AAS or SSA values: every side and angle, area, perimeter and type, with both solutions when SSA is ambiguous.',
      'SSS, SAS, ASA, AAS, SSA',
      'Area and perimeter',
      'Ambiguous case solutions',
      'Use Calculator',
      'Looking for something else? The search button at the top of every page finds any calculator by name, topic or category.',
      'How it works',
      'Step 1',
      'Pick a calculator',
      'Browse the General, Education and Mathematical categories, or type a few letters into the search to find the tool you need.',
      'Step 2',
      'Enter your values',
      'Fill in the labelled fields and choose units or options. Nothing to install and no account to create.',
      'Step 3',
      'See results instantly',
      'Results update as you type, calculated right in your browser, with an explanation of the formula behind them.',
      'Step 4',
      'Copy Link or Results',
      'Your inputs are kept in the page address: Copy Link gives a link to bookmark or send that opens the same results, and Copy Results copies them to paste elsewhere.',
      'Who uses these calculators',
      'Students & educators',
      'Estimate AP scores, work out final and semester grades, track GPA and check maths homework step by step.',
      'Parents & families',
      'Plan college savings, compare college costs and understand student loan repayments before making decisions.',
      'Homeowners',
      'Find the right TV mounting height for your room and work out percentages for budgets, discounts and price changes.',
      'Farmers & landscapers',
      'Work out how many acres per hour your equipment covers and how long a field or site will take to finish.',
      'Researchers & engineers',
      'Compute integrals, derivatives, limits, standard deviations, triangle dimensions and volumes for quick checks.',
      'Financial planning',
      'Project savings growth, estimate loan payments and calculate percentage changes for clearer financial planning.',
    ],
    headings: [
      'h1 Free online calculators for school, home and maths',
      'h2 General Calculators',
      'h3 TV Height Calculator',
      'h3 Percentage Calculator',
      'h3 Acres per Hour Calculator',
      'h2 Education Calculators',
      'h3 Final Grade Calculator',
      'h3 College GPA Calculator',
      'h3 Student Loan Calculator',
      'h2 Mathematical Calculators',
      'h3 Integral Calculator',
      'h3 Standard Deviation Calculator',
      'h3 Triangle Calculator',
      'h2 How it works',
      'h3 Pick a calculator',
      'h3 Enter your values',
      'h3 See results instantly',
      'h3 Copy Link or Results',
      'h2 Who uses these calculators',
      'h3 Students & educators',
      'h3 Parents & families',
      'h3 Homeowners',
      'h3 Farmers & landscapers',
      'h3 Researchers & engineers',
      'h3 Financial planning',
    ],
    links: [
      'General: 6 -> /general-tools',
      'Education: 13 -> /education-tools',
      'Mathematical: 8 -> /mathematical-tools',
      'View All (6) -> /general-tools',
      'Use Calculator -> /tv-height-calculator',
      'Use Calculator -> /percentage-calculator',
      'Use Calculator -> /acres-calculator',
      'View All (13) -> /education-tools',
      'Use Calculator -> /final-grade-calculator',
      'Use Calculator -> /college-gpa-calculator',
      'Use Calculator -> /student-loan-calculator',
      'View All (8) -> /mathematical-tools',
      'Use Calculator -> /integral-calculator',
      'Use Calculator -> /standard-deviation-calculator',
      'Use Calculator -> /triangle-calculator',
    ],
    tables: [],
    landmarks: [
      'section "Free online calculators for school, home and maths"',
      'ul of 3',
      'section "General Calculators"',
      'ul of 3',
      'ul[role=list] of 3',
      'ul[role=list] of 3',
      'ul[role=list] of 3',
      'section "Education Calculators"',
      'ul of 3',
      'ul[role=list] of 3',
      'ul[role=list] of 3',
      'ul[role=list] of 3',
      'section "Mathematical Calculators"',
      'ul of 3',
      'ul[role=list] of 3',
      'ul[role=list] of 3',
      'ul[role=list] of 3',
      'aside "Search tip"',
      'section "How it works"',
      'ol of 4',
      'section "Who uses these calculators"',
      'ul of 6',
    ],
  },
  terms: {
    lines: [
      'Terms of Service',
      'Last updated: January 16, 2025',
      'These terms govern your use of CalcSuite, its calculators and its pages. They are written to be read: if something is unclear, write to us.',
      '1. Acceptance of these terms',
      'By using CalcSuite you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.',
      '2. The service',
      'CalcSuite offers free online calculators for school, home, work and mathematics, together with a scientific calculator. You do not need an account, and there is no charge.',
      'The calculations run in your own browser; the calculators do not send what you type to our server. The values you enter are kept in the page address so that a result can be bookmarked or shared. Anyone you give such a link to can see those values.',
      'We may add, change or remove calculators and features, or suspend the site, at any time and without notice.',
      '3. Accuracy and no warranty',
      'We work to make every calculator correct, but results depend on the values you enter, on the formulas and assumptions each calculator uses, and on rounding. Results can be incomplete or wrong, and some calculators give estimates rather than exact answers.',
      'The site and its results are provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement. Check any result that matters before you rely on it.',
      '4. Educational and planning use',
      'The calculators are tools for learning, estimating and planning. Score, grade and admissions estimates are not official results from any school, exam board or testing body, and financial figures are projections, not offers or guarantees.',
      '5. Not professional advice',
      'Nothing on CalcSuite is financial, investment, tax, medical, legal or other professional advice. Speak to a qualified professional before acting on a result.',
      "In particular, the peptide dosage calculator is not medical advice. It performs arithmetic on the numbers you enter and cannot judge whether a substance, dose or injection is safe or suitable for you. Always follow the directions of a licensed healthcare professional and the product's labelling.",
      '6. Acceptable use',
      'When you use the site, you agree not to:',
      "break any law or infringe anyone's rights;",
      'try to gain access to the admin area, accounts or systems you are not authorised to use;',
      "interfere with the site's operation, for example by overloading it, probing it for vulnerabilities without permission or spreading malicious code;",
      'copy or scrape the site in bulk, or present its content or results as your own service;',
      'use links to the site to mislead others about what a result means or where it came from.',
      '7. Intellectual property',
      "The site's design, text, code, graphics and the selection and arrangement of its calculators belong to CalcSuite or its licensors. You may use the calculators and share links and results for personal, educational and non-commercial purposes. Any other reuse needs our written permission.",
      'Mathematical formulas and facts are not owned by anyone, and the results you produce with your own inputs are yours to use. If you believe something on the site infringes your copyright, see our DMCA notice procedure.',
      '8. Links to other websites',
      'The site may link to websites we do not control. We are not responsible for their content, accuracy or privacy practices, and a link is not an endorsement.',
      '9. Limitation of liability',
      'To the fullest extent the law allows, CalcSuite and the people who run it are not liable for any indirect, incidental, special or consequential loss, or for any loss of data, money, grades, opportunities or profits, arising from your use of the site or your reliance on its results. Because the site is free, our total liability for any claim about it is limited to the amount you paid to use it.',
      'Some jurisdictions do not allow certain limitations; where that applies, our liability is limited to the smallest extent the law permits. Nothing in these terms excludes liability that cannot be excluded by law.',
      '10. Changes to these terms',
      'We may update these terms. The date at the top of this page shows when they last changed, and the updated terms apply from that date. If you keep using the site after a change, you accept the updated terms.',
      '11. Contact',
      'Questions about these terms can be sent to hello@calcsuite.app or through our contact page.',
    ],
    headings: [
      'h1 Terms of Service',
      'h2 1. Acceptance of these terms',
      'h2 2. The service',
      'h2 3. Accuracy and no warranty',
      'h2 4. Educational and planning use',
      'h2 5. Not professional advice',
      'h2 6. Acceptable use',
      'h2 7. Intellectual property',
      'h2 8. Links to other websites',
      'h2 9. Limitation of liability',
      'h2 10. Changes to these terms',
      'h2 11. Contact',
    ],
    links: ['Privacy Policy -> /privacy', 'DMCA notice procedure -> /dmca', 'hello@calcsuite.app -> mailto:hello@calcsuite.app', 'contact page -> /contact'],
    tables: [],
    landmarks: [
      'section "1. Acceptance of these terms"',
      'section "2. The service"',
      'section "3. Accuracy and no warranty"',
      'section "4. Educational and planning use"',
      'section "5. Not professional advice"',
      'section "6. Acceptable use"',
      'ul[role=list] of 5',
      'section "7. Intellectual property"',
      'section "8. Links to other websites"',
      'section "9. Limitation of liability"',
      'section "10. Changes to these terms"',
      'section "11. Contact"',
    ],
  },
  privacy: {
    lines: [
      'Privacy Policy',
      'Last updated: January 16, 2025',
      'This policy explains what information CalcSuite handles when you use the site, why, and what choices you have. In short: the calculators run in your browser, you do not need an account, and analytics is optional and switched off when your browser asks for privacy.',
      '1. What we collect and what we do not',
      'We do not:',
      'receive the values you type into a calculator: every calculation runs in your browser and the calculators send nothing you enter to our server;',
      'offer visitor accounts or ask for your name, e-mail address or password;',
      'sell personal information, or use advertising or advertising cookies.',
      'We do handle:',
      'the technical details every browser sends when it requests a page, such as your IP address, the page address and your browser type. Our server uses them to deliver the page and to keep the service running securely;',
      'analytics data, only when analytics is active, as described in section 3;',
      'your e-mail address and message, if you write to us, which we use only to reply.',
      '2. Calculator inputs in the page address',
      'To make results easy to share and bookmark, each calculator keeps its inputs in the page address (the part after the "?"). This has two consequences you should know about:',
      'anything you type is part of the link you share, so everyone who receives the link can see it;',
      'the address, with its values, is saved in your browser history like any other page you visit. When someone opens such a link, the values reach our server as part of the page request.',
      'Avoid entering information you want to keep private, or clear your browser history afterwards.',
      '3. Analytics and how to opt out',
      'The site can use Google Analytics 4 to understand which calculators are useful. It is loaded only when the site operator has configured it, and it is never loaded when your browser sends a Global Privacy Control or Do Not Track signal. When it is not loaded, your browser makes no request to Google Analytics at all.',
      'When analytics is active, it receives:',
      'the path of each page you view;',
      'events such as which calculator you used, which category link you followed, and searches in the site search of three or more characters together with the number of results;',
      'for the TV height and percentage calculators, a short summary of the values entered and the result;',
      'the technical information Google collects with any analytics request, such as your IP address, device and browser type and approximate location. Google states that Google Analytics 4 does not log or store IP addresses.',
      'Google processes this data for us as a service provider, and it may be processed outside your country. We use it only in aggregate, to see how the site is used and to improve it; we do not use it to identify you.',
      'To opt out, turn on Global Privacy Control or Do Not Track in your browser or a privacy extension, then reload the page. You can also install the Google Analytics opt-out browser add-on or block analytics with a content blocker.',
      '4. Cookies',
      'Visitors receive no cookies from CalcSuite except the Google Analytics cookies set while analytics is active. These are named _ga and _ga_ followed by an identifier, and they distinguish visits from one another. They last up to 2 years unless you delete them sooner.',
      'The admin area uses one cookie, sid, which is set only when an administrator signs in. It holds a random session identifier, cannot be read by scripts on the page (it is HttpOnly), and ends when the administrator signs out or the session expires.',
      'You can delete or block cookies in your browser settings. Every calculator works without them.',
      '5. How long we keep data',
      'Analytics data is kept for up to 2 years and then deleted. E-mails you send us are kept only as long as we need to answer them and keep a record of the conversation, and copyright notices as long as the law requires. Administrator sessions end when the administrator signs out or the session expires.',
      '6. Administrator accounts',
      'The admin area is for the people who run the site, not for visitors. For each administrator we store a username, an e-mail address, a role and the password in a one-way hashed form, never in plain text. The server keeps only a hash of each session identifier, and sessions expire after a period of inactivity and after a fixed maximum time.',
      '7. Who receives data',
      'We share data only with the providers that help us run the site: our hosting provider, which serves the pages, and Google, when analytics is active. We may also disclose information if the law requires it. We do not sell or rent personal information to anyone.',
      '8. Children',
      'Many of our visitors are students. Because the site has no accounts and asks for no personal details, children can use the calculators without giving us information about themselves. We do not knowingly collect personal information from children under 13. If you believe a child has sent us personal information, for example by e-mail, contact us and we will delete it.',
      '9. Your rights',
      'Depending on where you live, you may have the right to ask what personal information we hold about you, to have it corrected or deleted, to object to or restrict its use, and to complain to your data protection authority. Because we hold no visitor accounts, we usually cannot link analytics data to you, but we will answer every request and help where we can. Write to us at the address below; we do not charge for requests.',
      '10. Changes to this policy',
      'If we change how we handle information, we will update this policy and the date at the top of this page. Please check it from time to time.',
      '11. Contact',
      'For privacy questions or requests, e-mail hello@calcsuite.app or use our contact page. Our Terms of Service also apply to your use of the site.',
    ],
    headings: [
      'h1 Privacy Policy',
      'h2 1. What we collect and what we do not',
      'h2 2. Calculator inputs in the page address',
      'h2 3. Analytics and how to opt out',
      'h2 4. Cookies',
      'h2 5. How long we keep data',
      'h2 6. Administrator accounts',
      'h2 7. Who receives data',
      'h2 8. Children',
      'h2 9. Your rights',
      'h2 10. Changes to this policy',
      'h2 11. Contact',
    ],
    links: [
      'Google Analytics opt-out browser add-on -> https://tools.google.com/dlpage/gaoptout (target=_blank rel=noopener noreferrer)',
      'hello@calcsuite.app -> mailto:hello@calcsuite.app',
      'contact page -> /contact',
      'Terms of Service -> /terms',
    ],
    tables: [],
    landmarks: [
      'section "1. What we collect and what we do not"',
      'ul[role=list] of 3',
      'ul[role=list] of 3',
      'section "2. Calculator inputs in the page address"',
      'ul[role=list] of 2',
      'section "3. Analytics and how to opt out"',
      'ul[role=list] of 4',
      'section "4. Cookies"',
      'section "5. How long we keep data"',
      'section "6. Administrator accounts"',
      'section "7. Who receives data"',
      'section "8. Children"',
      'section "9. Your rights"',
      'section "10. Changes to this policy"',
      'section "11. Contact"',
    ],
  },
  dmca: {
    lines: [
      'DMCA Notice and Takedown Policy',
      // Dated, as the spec dates every legal page.
      'Last updated: January 16, 2025',
      'CalcSuite respects the rights of copyright owners and responds to notices of alleged infringement under the Digital Millennium Copyright Act (DMCA), 17 U.S.C. § 512. Visitors cannot upload content to the site; its text, calculators and images are published by us. If you believe any of it infringes your copyright, tell us as described below.',
      '1. How to send a notice',
      'Send your notice by e-mail to hello@calcsuite.app with "DMCA notice" in the subject line. To be valid, it must include:',
      "a physical or electronic signature of the copyright owner or of a person authorised to act on the owner's behalf;",
      'identification of the copyrighted work you claim is infringed or, if several works are covered by one notice, a representative list of them;',
      'identification of the material you claim is infringing, with the page address (URL) or other information reasonably sufficient for us to find it;',
      'your name, postal address, telephone number and e-mail address;',
      'a statement that you have a good-faith belief that the use of the material in the manner complained of is not authorised by the copyright owner, its agent or the law;',
      "a statement that the information in the notice is accurate and, under penalty of perjury, that you are the copyright owner or are authorised to act on the owner's behalf.",
      'Under 17 U.S.C. § 512(f), anyone who knowingly and materially misrepresents that material is infringing may be liable for damages. If you are not sure whether a use is infringing, consider taking legal advice before sending a notice.',
      '2. What happens next',
      'We handle complete notices within 72 hours of receiving them. If the notice is valid, we remove or disable access to the material and, where we can identify who supplied it, let them know and pass on a copy of the notice. If a notice is incomplete, we will tell you what is missing.',
      '3. Counter-notice',
      'If material you supplied was removed and you believe this was a mistake or misidentification, you may send a counter-notice to hello@calcsuite.app. It must include:',
      'your physical or electronic signature;',
      'identification of the material that was removed or disabled and the address where it appeared before removal;',
      'a statement under penalty of perjury that you have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification;',
      'your name, postal address and telephone number, and a statement that you consent to the jurisdiction of the United States federal district court for the judicial district of your address (or, if your address is outside the United States, any judicial district in which CalcSuite may be found), and that you will accept service of process from the person who sent the original notice or their agent.',
      'When we receive a valid counter-notice, we send a copy to the person who sent the original notice. Unless they tell us within 10 business days that they have filed a court action to restrain the alleged infringement, we restore the material within 10 to 14 business days of receiving the counter-notice.',
      '4. Repeat infringers',
      'Where appropriate, we end the access of anyone who supplies content to the site, such as an administrator or contributor, who is found to have repeatedly infringed copyright.',
      '5. Contact',
      "Send notices and counter-notices to hello@calcsuite.app. For other questions, see our contact page; our Terms of Service also describe how the site's content may be used.",
    ],
    headings: [
      'h1 DMCA Notice and Takedown Policy',
      'h2 1. How to send a notice',
      'h2 2. What happens next',
      'h2 3. Counter-notice',
      'h2 4. Repeat infringers',
      'h2 5. Contact',
    ],
    links: [
      'hello@calcsuite.app -> mailto:hello@calcsuite.app',
      'hello@calcsuite.app -> mailto:hello@calcsuite.app',
      'hello@calcsuite.app -> mailto:hello@calcsuite.app',
      'contact page -> /contact',
      'Terms of Service -> /terms',
    ],
    tables: [],
    landmarks: [
      'section "1. How to send a notice"',
      'ol[role=list] of 6',
      'section "2. What happens next"',
      'section "3. Counter-notice"',
      'ol[role=list] of 4',
      'section "4. Repeat infringers"',
      'section "5. Contact"',
    ],
  },
  contact: {
    lines: [
      'Contact Us',
      'Questions, suggestions for a new calculator, a result that looks wrong or a problem with the site: we read every message. CalcSuite has no visitor accounts, so e-mail is the way to reach us.',
      'E-mail',
      "Write to hello@calcsuite.app. If you are reporting a problem with a calculator, include the calculator's name, the values you entered and the result you expected. Copying the page address is the easiest way, because it holds your inputs.",
      'Response times',
      'Typical response time by type of enquiry',
      'Enquiry',
      'Typical response',
      'General questions',
      '24-48 hours',
      'Technical support',
      '12-24 hours',
      'DMCA notices',
      '72 hours',
      'When to expect a reply',
      'We typically reply within 24 hours on business days. Messages sent at weekends or on public holidays are answered on the next business day.',
      'Policies',
      'Before you write, you may find your answer in one of our policies:',
      'Terms of Service',
      'Privacy Policy',
      'DMCA Notice and Takedown Policy',
    ],
    headings: ['h1 Contact Us', 'h2 E-mail', 'h2 Response times', 'h3 When to expect a reply', 'h2 Policies'],
    links: [
      'hello@calcsuite.app -> mailto:hello@calcsuite.app',
      'Terms of Service -> /terms',
      'Privacy Policy -> /privacy',
      'DMCA Notice and Takedown Policy -> /dmca',
    ],
    tables: [
      [
        'caption: Typical response time by type of enquiry',
        'th[scope=col] Enquiry | th[scope=col] Typical response',
        'td General questions | td 24-48 hours',
        'td Technical support | td 12-24 hours',
        'td DMCA notices | td 72 hours',
      ],
    ],
    landmarks: ['section "E-mail"', 'section "Response times"', 'section "Policies"', 'ul[role=list] of 3'],
  },
};
