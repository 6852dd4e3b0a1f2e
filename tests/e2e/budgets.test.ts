/** The built site within its weight budgets, measured from dist/. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetViolations, compressedSize, weighPage } from '../support/page-weight';

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

  it('ships no JavaScript file to desktop visitors of pages without an island of their own', () => {
    const islandFree = weights.filter((w) => w.islandFree);
    expect(islandFree.map((w) => w.page)).toEqual(
      expect.arrayContaining(['/faq.html', '/about.html', '/reviews.html']),
    );
    for (const w of islandFree) expect(w.desktopJs, w.page).toBe(0);
    // The only inline script they carry is Astro's small island loader, for the phone drawer.
    for (const w of islandFree) expect(w.inlineJs, w.page).toBeLessThan(4 * 1024);
  });

  it('loads the heaviest page, a provider review with its reviews island, within budget', () => {
    const provider = weights.find((w) => w.page === '/vpn/nordvpn.html')!;
    expect(provider.islandFree).toBe(false);
    expect(Math.max(provider.desktopJs, provider.phoneJs) + provider.inlineJs).toBeLessThan(BUDGETS.pageJs);
  });
});
