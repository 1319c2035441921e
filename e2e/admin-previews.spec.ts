/**
 * The admin on a phone and on a desktop: the social and X card previews show images hosted on
 * another https origin (the admin's CSP allows them), and warn when an image is not 1200x630.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './admin-support.ts';
import { expect, test } from './support.ts';

let imageServer: Server;
let imageOrigin: string;

/** An image of the given size, as an SVG (its natural size is its width and height). */
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#36c"/></svg>`;

test.beforeAll(() => {
  // A second origin, on https like any real image host, with a certificate of its own making.
  const folder = mkdtempSync(join(tmpdir(), 'card-images-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(folder, 'key.pem'),
      '-out',
      join(folder, 'cert.pem'),
    ],
    {
      stdio: 'ignore',
    },
  );
  imageServer = createServer({ key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) }, (request, response) => {
    const match = /^\/(\d+)x(\d+)\.svg$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(Number(match[1]), Number(match[2])));
  });
  return new Promise<void>((resolve) => {
    imageServer.listen(0, '127.0.0.1', () => {
      imageOrigin = `https://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
      resolve();
    });
  });
});

test.afterAll(() => new Promise<void>((resolve) => imageServer.close(() => resolve())));

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`card previews on a ${device}`, () => {
    // The image host's certificate is its own; the admin page itself stays on its usual address.
    test.use({ viewport, ignoreHTTPSErrors: true });

    test('show images from another https origin, with a size warning against 1200x630', async ({ page }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'SEO Meta' }).click();
      await page.getByLabel('Filter SEO meta records').fill('terms');
      await page.getByRole('button', { name: 'Edit terms', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Edit SEO meta: terms' });
      await form.getByLabel('Open Graph image URL').fill(`${imageOrigin}/800x400.svg`);
      const social = form.getByTestId('social-preview');
      await expect(social.locator('img')).toHaveJSProperty('naturalWidth', 800);
      await expect(
        form
          .getByRole('region', { name: 'Social card preview' })
          .getByText('The image is 800x400: smaller than 1200x630, so it may look blurred and not in the 1200:630 shape, so it will be cropped.'),
      ).toBeVisible();
      // The X card falls back to the Open Graph image, then shows its own.
      const x = form.getByTestId('x-preview');
      await expect(x.locator('img')).toHaveJSProperty('naturalWidth', 800);
      await form.getByLabel('Twitter image URL').fill(`${imageOrigin}/1200x630.svg`);
      await expect(x.locator('img')).toHaveJSProperty('naturalWidth', 1200);
      const xRegion = form.getByRole('region', { name: 'X card preview' });
      await expect(xRegion.getByText('The image is 1200x630: a good size.')).toBeVisible();
      await form.getByLabel('Twitter title').fill('A title for X');
      await expect(x).toContainText('A title for X');
      await xRegion.scrollIntoViewIfNeeded();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    });
  });
}
