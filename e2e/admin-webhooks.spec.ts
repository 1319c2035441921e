/**
 * The admin's Webhooks tab, at the desktop's and the phone's width (each project runs it): a receiver
 * started here gets an endpoint, whose secret is shown once; a page edited in the admin is delivered
 * to it, signed (checked with the `standardwebhooks` library's verifier), and shows in the delivery
 * log, which redelivers it and sends a test event; the endpoint is then edited and deleted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { graphql, signIn, uniqueSlug } from './admin-support.ts';
import { accessibilityViolations, expect, test } from './support.ts';

interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  verified: boolean;
}

/** A receiver on a loopback port: it verifies each delivery with the secret it is given, answering 200 or 401. */
async function startReceiver() {
  const received: Received[] = [];
  let secret = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let message = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      let verified: boolean;
      try {
        message = new Webhook(secret).verify(body, request.headers as Record<string, string>) as typeof message;
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ id: String(request.headers['webhook-id']), type: message.type, data: message.data, verified });
      response.writeHead(verified ? 200 : 401, { 'content-type': 'text/plain' }).end(verified ? 'received, thanks' : 'bad signature');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    useSecret: (value: string) => {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every axe violation on the page as it is, the pointer moved off the button it last clicked (a hovered button is drawn lighter). */
async function violations(page: Page): Promise<string[]> {
  await page.mouse.move(1, 1);
  return accessibilityViolations(page);
}

/** Closes the notice saying `text` (it must show): on a phone notices cover the top of the screen, and pause while the pointer is over them. */
async function closeNotice(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).getByRole('button', { name: 'Close notice' }).click();
}

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/wa39-webhooks-${width}-${name}.png`, fullPage: true });
}

test('an endpoint is added with its secret shown once, gets a page edit signed, and its log redelivers and sends a test', async ({ page, context }) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  const width = page.viewportSize()?.width ?? 0;
  const slug = uniqueSlug(`hooked-${width}`);
  try {
    await signIn(page);
    await graphql(page, `mutation { createPage(input: { pageSlug: "${slug}", title: "Before the webhook" }) { version } }`);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/tab=webhooks/);

    // The form: a URL that is not http(s) is refused beside its field, focus on it.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    const url = form.getByLabel('Endpoint URL');
    await url.fill('ftp://files.example/in');
    // Each action is a checkbox in its kind's group, ticked from the keyboard as well as by pointer.
    await form.getByRole('group', { name: 'Pages' }).getByRole('checkbox', { name: 'Update' }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('group', { name: 'Pages' }).getByText('Publish', { exact: true }).click();
    await expect(form.getByText('2 events chosen')).toBeVisible();
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(form.getByText('Endpoint URL must be an http:// or https:// URL')).toBeVisible();
    await expect(url).toBeFocused();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, 'form-error');
    expect(await violations(page)).toEqual([]);

    await url.fill(receiver.url);
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(form).toBeHidden();

    // The secret, once, with a copy button.
    const secretText = page.getByLabel('Signing secret', { exact: true });
    await expect(secretText).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const secret = (await secretText.textContent()) ?? '';
    receiver.useSecret(secret);
    await expect(page.getByText(`Copy the signing secret of ${receiver.url} now: it is not shown again.`)).toBeFocused();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy secret', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const row = page.getByRole(width < 600 ? 'listitem' : 'row').filter({ hasText: receiver.url });
    await expect(row).toContainText('Pages: update, publish');
    await expect(row).toContainText('Active');
    await shoot(page, 'secret');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretText).toBeHidden();
    await page.reload();
    await expect(row).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // A page edited in the admin reaches the receiver, signed, and the log.
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByLabel('Filter page records').fill(slug);
    await page.getByRole('button', { name: `Edit ${slug}`, exact: true }).click();
    const pageForm = page.getByRole('dialog', { name: `Edit page: ${slug}` });
    await pageForm.getByLabel('Title').fill('After the webhook');
    await pageForm.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Page updated successfully')).toBeVisible();
    const ours = () => receiver.received.filter((message) => message.data.key === slug);
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1);
    expect(ours()[0]).toMatchObject({
      type: 'page.update',
      verified: true,
      data: { recordType: 'page', key: slug, version: 2, action: 'update', actor: 'admin', changedFields: ['title'] },
    });

    await closeNotice(page, 'Page updated successfully');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(row).toContainText('Succeeded');
    await row.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
    const delivered = log.getByRole('listitem').filter({ hasText: `page.update of ${slug}` });
    await expect(delivered).toHaveCount(1);
    await expect(delivered).toContainText('Succeeded');
    await expect(delivered).toContainText(/HTTP status\s*200/);
    await expect(delivered).toContainText(/Attempts\s*1/);
    await expect(delivered).toContainText(/Latency\s*\d+ ms/);
    await expect(delivered).toContainText('received, thanks');
    await shoot(page, 'log');

    // Redeliver: the same message (webhook-id) again, as a new entry in the log.
    await delivered.getByRole('button', { name: /^Redeliver #\d+: page.update of / }).click();
    await closeNotice(page, 'Delivery queued again');
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(2);
    expect(ours()[1]).toMatchObject({ id: ours()[0]!.id, type: 'page.update', verified: true });
    const again = log
      .getByRole('listitem')
      .filter({ hasText: `page.update of ${slug}` })
      .filter({ hasText: 'a redelivery of' });
    await expect(again).toContainText('Succeeded');

    // A test event, signed the same way, lands in the log too.
    await log.getByRole('button', { name: 'Send a test event' }).click();
    await closeNotice(page, 'Test event queued');
    await expect.poll(() => receiver.received.filter((message) => message.type === 'webhook.test').length, { timeout: 15_000 }).toBe(1);
    expect(receiver.received.find((message) => message.type === 'webhook.test')).toMatchObject({ verified: true, data: { actor: 'admin' } });
    await expect(log.getByRole('listitem').filter({ hasText: 'webhook.test' })).toContainText('Succeeded');
    await shoot(page, 'log-after');
    expect(await violations(page)).toEqual([]);
    // Escape closes the log, and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();
    await expect(row.getByRole('button', { name: `Delivery log of ${receiver.url}` })).toBeFocused();

    // Edit: inactive; then delete, with confirmation.
    await row.getByRole('button', { name: `Edit ${receiver.url}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook' });
    await expect(edit.getByRole('group', { name: 'Pages' }).getByRole('checkbox', { name: 'Update' })).toBeChecked();
    await edit.getByText('Active', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await closeNotice(page, 'Webhook saved');
    await expect(row).toContainText('Inactive');
    await shoot(page, 'list');
    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete webhook' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Webhook deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
