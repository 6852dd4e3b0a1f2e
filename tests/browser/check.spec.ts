/**
 * The connection check (/check): no script loads before the press; after it, the page shows the address the
 * server saw (the test server's client address: loopback) and the WebRTC part's answer; no request leaves the site.
 */
import { expect, test } from './fixtures';

test('the connection check loads nothing before the press, then shows what the server saw, all from the site', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const requests: { url: string; type: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }));
  await page.goto('/check');
  expect(requests.filter((r) => r.type === 'script')).toEqual([]);

  await page.getByRole('button', { name: 'Check my connection' }).click();
  await expect(page).toHaveURL(/\/check\/results\??$/);
  await expect(page.locator('[data-ip]')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  await expect(page.locator('[data-family]')).toHaveText(/^You reached us over IPv(4|6)$/);
  await expect(page.locator('#check-webrtc')).toContainText(/exposes/);
  expect(requests.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname)).toEqual([
    '/check-webrtc.js',
  ]);
  const elsewhere = requests.filter((r) => !r.url.startsWith('data:') && new URL(r.url).origin !== origin);
  expect(elsewhere).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the press still shows the address the server saw', async ({ page }) => {
    await page.goto('/check');
    await page.getByRole('button', { name: 'Check my connection' }).click();
    await expect(page.locator('[data-ip]')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    await expect(page.locator('#check-webrtc')).toContainText('With JavaScript off');
  });
});
