/** The built site within its weight budgets, measured from dist/, and what a phone fetches for the home page. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetViolations, compressedSize, weighPage } from '../support/page-weight';
import { PHONE, openPage } from './browser';

const dist = path.resolve('dist');
const read = (urlPath: string) => readFileSync(path.join(dist, urlPath), 'utf8');
const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
const pages = files.filter((e) => e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
const css = files.filter((e) => e.name.endsWith('.css')).map((e) => path.join(e.parentPath, e.name));

describe('page weight', () => {
  const weights = pages.map((file) =>
    weighPage(`/${path.relative(dist, file)}`, readFileSync(file, 'utf8'), read),
  );
  const totalCss = css.reduce((sum, file) => sum + compressedSize(readFileSync(file)), 0);

  it('keeps every page within the JavaScript budgets and the CSS under its total', () => {
    expect(weights.length).toBeGreaterThan(30);
    expect(budgetViolations(weights, totalCss)).toEqual([]);
  });

  it('ships no JavaScript file before a visitor action on pages whose islands wait for one', () => {
    const waiting = weights.filter((w) => w.waitsForVisitor);
    expect(waiting.map((w) => w.page)).toEqual(
      expect.arrayContaining([
        '/faq.html',
        '/about.html',
        '/reviews.html',
        '/vpn/nordvpn.html',
        '/guides.html',
      ]),
    );
    for (const w of waiting) expect(w.eagerJs, w.page).toBe(0);
    // The only inline script they carry is Astro's small island loader with its directive.
    for (const w of waiting) expect(w.inlineJs, w.page).toBeLessThan(4 * 1024);
  });

  it('loads the heaviest page, a provider review with its reviews island, within budget', () => {
    const provider = weights.find((w) => w.page === '/vpn/nordvpn.html')!;
    expect(provider.liveJs).toBeGreaterThan(0);
    expect(provider.liveJs + provider.inlineJs).toBeLessThan(BUDGETS.pageJs);
  });

  it('fetches at most 60 KB, compressed and with headers, for the home page on a phone before any action', async () => {
    const page = await openPage(PHONE);
    const requests: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      requests.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
    });
    // Everything the document asks for (the load event), then whatever starts after it.
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(requests);
    const total = sizes.reduce((sum, n) => sum + n, 0);
    expect(sizes.length).toBeGreaterThanOrEqual(2); // the page and its stylesheet at least
    expect(total, `${sizes.length} requests`).toBeLessThanOrEqual(BUDGETS.homePhoneTransfer);
  });
});
