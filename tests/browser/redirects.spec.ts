/**
 * Addresses that forgive, under the real server (npm start's startServer): a provider's short and capitalised
 * names answer 301 with its page; every alias the build generated leads to a page that exists.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const ALIASES: [string, string][] = [
  ['/vpn/eset', '/vpn/eset-vpn'],
  ['/vpn/f-secure', '/vpn/f-secure-vpn'],
  ['/vpn/witopia', '/vpn/witopia-personalvpn'],
  ['/vpn/proton', '/vpn/protonvpn'],
  ['/vpn/NordVPN', '/vpn/nordvpn'],
  ['/vpn/Surfshark', '/vpn/surfshark'],
  ['/vpn/ESET', '/vpn/eset-vpn'],
];

for (const [from, to] of ALIASES) {
  test(`${from} answers 301 with ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(to);
  });
}

test('every generated alias leads to a provider page that answers 200, and the pages themselves stay', async ({
  request,
}) => {
  const lines = readFileSync('dist/_redirects', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/vpn/'));
  expect(lines.length).toBeGreaterThan(50);
  const targets = new Set<string>();
  for (const line of lines) {
    const [from = '', to = ''] = line.split(/\s+/);
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
    targets.add(to);
  }
  for (const target of targets) expect((await request.get(target)).status(), target).toBe(200);
});

test('a capitalised form that is no alias is not found, with the provider suggested', async ({ page }) => {
  const response = await page.goto('/vpn/nOrDvPn');
  expect(response?.status()).toBe(404);
  const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
  await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/vpn/nordvpn');
});
