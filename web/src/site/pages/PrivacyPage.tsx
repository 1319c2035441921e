import { Code, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { brand } from '../../catalogue/brand.ts';
import { Section, StaticPage } from './StaticPage.tsx';

export function PrivacyPage() {
  const mailto = `mailto:${brand.contactEmail}`;
  return (
    <StaticPage title="Privacy Policy" updated={brand.legalUpdated}>
      <Text>
        This policy explains what information {brand.name} handles when you use the site, why, and what choices you have. In short: the calculators run in your
        browser, you do not need an account, and analytics is optional and switched off when your browser asks for privacy.
      </Text>

      <Section title="1. What we collect and what we do not">
        <Text>We do not:</Text>
        <List.Root ps="6" gap="2">
          <List.Item>
            receive the values you type into a calculator: every calculation runs in your browser and the calculators send nothing you enter to our server;
          </List.Item>
          <List.Item>offer visitor accounts or ask for your name, e-mail address or password;</List.Item>
          <List.Item>sell personal information, or use advertising or advertising cookies.</List.Item>
        </List.Root>
        <Text>We do handle:</Text>
        <List.Root ps="6" gap="2">
          <List.Item>
            the technical details every browser sends when it requests a page, such as your IP address, the page address and your browser type. Our server uses
            them to deliver the page and to keep the service running securely;
          </List.Item>
          <List.Item>analytics data, only when analytics is active, as described in section 3;</List.Item>
          <List.Item>your e-mail address and message, if you write to us, which we use only to reply.</List.Item>
        </List.Root>
      </Section>

      <Section title="2. Calculator inputs in the page address">
        <Text>
          To make results easy to share and bookmark, each calculator keeps its inputs in the page address (the part after the &quot;?&quot;). This has two
          consequences you should know about:
        </Text>
        <List.Root ps="6" gap="2">
          <List.Item>anything you type is part of the link you share, so everyone who receives the link can see it;</List.Item>
          <List.Item>
            the address, with its values, is saved in your browser history like any other page you visit. When someone opens such a link, the values reach our
            server as part of the page request.
          </List.Item>
        </List.Root>
        <Text>Avoid entering information you want to keep private, or clear your browser history afterwards.</Text>
      </Section>

      <Section title="3. Analytics and how to opt out">
        <Text>
          The site can use Google Analytics 4 to understand which calculators are useful. It is loaded only when the site operator has configured it, and it is
          never loaded when your browser sends a Global Privacy Control or Do Not Track signal. When it is not loaded, your browser makes no request to Google
          Analytics at all.
        </Text>
        <Text>When analytics is active, it receives:</Text>
        <List.Root ps="6" gap="2">
          <List.Item>the path of each page you view;</List.Item>
          <List.Item>
            events such as which calculator you used, which category link you followed, and searches in the site search of three or more characters together
            with the number of results;
          </List.Item>
          <List.Item>for the TV height and percentage calculators, a short summary of the values entered and the result;</List.Item>
          <List.Item>
            the technical information Google collects with any analytics request, such as your IP address, device and browser type and approximate location.
            Google states that Google Analytics 4 does not log or store IP addresses.
          </List.Item>
        </List.Root>
        <Text>
          Google processes this data for us as a service provider, and it may be processed outside your country. We use it only in aggregate, to see how the
          site is used and to improve it; we do not use it to identify you.
        </Text>
        <Text>
          To opt out, turn on Global Privacy Control or Do Not Track in your browser or a privacy extension, then reload the page. You can also install the{' '}
          <Link href="https://tools.google.com/dlpage/gaoptout" target="_blank" rel="noopener noreferrer" colorPalette="blue" variant="underline">
            Google Analytics opt-out browser add-on
          </Link>{' '}
          or block analytics with a content blocker.
        </Text>
      </Section>

      <Section title="4. Cookies">
        <Text>
          Visitors receive no cookies from {brand.name} except the Google Analytics cookies set while analytics is active. These are named <Code>_ga</Code> and{' '}
          <Code>_ga_</Code> followed by an identifier, and they distinguish visits from one another. They last up to 2 years unless you delete them sooner.
        </Text>
        <Text>
          The admin area uses one cookie, <Code>sid</Code>, which is set only when an administrator signs in. It holds a random session identifier, cannot be
          read by scripts on the page (it is HttpOnly), and ends when the administrator signs out or the session expires.
        </Text>
        <Text>You can delete or block cookies in your browser settings. Every calculator works without them.</Text>
      </Section>

      <Section title="5. How long we keep data">
        <Text>
          Analytics data is kept for up to 2 years and then deleted. E-mails you send us are kept only as long as we need to answer them and keep a record of
          the conversation, and copyright notices as long as the law requires. Administrator sessions end when the administrator signs out or the session
          expires.
        </Text>
      </Section>

      <Section title="6. Administrator accounts">
        <Text>
          The admin area is for the people who run the site, not for visitors. For each administrator we store a username, an e-mail address, a role and the
          password in a one-way hashed form, never in plain text. The server keeps only a hash of each session identifier, and sessions expire after a period of
          inactivity and after a fixed maximum time.
        </Text>
      </Section>

      <Section title="7. Who receives data">
        <Text>
          We share data only with the providers that help us run the site: our hosting provider, which serves the pages, and Google, when analytics is active.
          We may also disclose information if the law requires it. We do not sell or rent personal information to anyone.
        </Text>
      </Section>

      <Section title="8. Children">
        <Text>
          Many of our visitors are students. Because the site has no accounts and asks for no personal details, children can use the calculators without giving
          us information about themselves. We do not knowingly collect personal information from children under 13. If you believe a child has sent us personal
          information, for example by e-mail, contact us and we will delete it.
        </Text>
      </Section>

      <Section title="9. Your rights">
        <Text>
          Depending on where you live, you may have the right to ask what personal information we hold about you, to have it corrected or deleted, to object to
          or restrict its use, and to complain to your data protection authority. Because we hold no visitor accounts, we usually cannot link analytics data to
          you, but we will answer every request and help where we can. Write to us at the address below; we do not charge for requests.
        </Text>
      </Section>

      <Section title="10. Changes to this policy">
        <Text>If we change how we handle information, we will update this policy and the date at the top of this page. Please check it from time to time.</Text>
      </Section>

      <Section title="11. Contact">
        <Text>
          For privacy questions or requests, e-mail{' '}
          <Link href={mailto} colorPalette="blue" variant="underline">
            {brand.contactEmail}
          </Link>{' '}
          or use our{' '}
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to="/contact">contact page</RouterLink>
          </Link>
          . Our{' '}
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to="/terms">Terms of Service</RouterLink>
          </Link>{' '}
          also apply to your use of the site.
        </Text>
      </Section>
    </StaticPage>
  );
}
