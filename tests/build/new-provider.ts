/**
 * A new provider is content only: an editor adds content/vpn-services/fixture-vpn.json (with a `matrixColumn`, so
 * it joins the home page's matrix) and content/vpn-reviews/fixture-vpn.mdx, builds, and every page follows: the
 * review page, one compare page for each other provider and the reversed pairs' redirects, the rankings, /data
 * and its downloads, /reviews, the sitemap, the home matrix, the search index, the API, the review functions'
 * service directory, and every sentence that counts the providers (reviewed) or the matrix's services (compared).
 *
 * The counts expected are read here from the project's content/ folder (provider files, and those with a
 * `matrixColumn`), and the fixture takes the next free `id` and matrix column (its file holds 0 for both), so a
 * real new provider changes nothing in this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { shownText } from '../support/shown-text';
import type { Edit, EditedBuild } from './edited-copy';

const SLUG = 'fixture-vpn';
const NAME = 'Fixture VPN';
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** The project's provider files before the edit, as this test reads them (id and matrix column only). */
const SERVICES_DIR = path.join(import.meta.dirname, '../../content/vpn-services');
const before = readdirSync(SERVICES_DIR)
  .filter((f) => f.endsWith('.json'))
  .map(
    (f) =>
      JSON.parse(readFileSync(path.join(SERVICES_DIR, f), 'utf8')) as { id: number; matrixColumn?: number },
  );
const REVIEWED_BEFORE = before.length;
const COMPARED_BEFORE = before.filter((s) => s.matrixColumn !== undefined).length;
const REVIEWED = REVIEWED_BEFORE + 1;
const COMPARED = COMPARED_BEFORE + 1;
const FIXTURE_ID = Math.max(...before.map((s) => s.id)) + 1;
const FIXTURE_COLUMN = Math.max(...before.map((s) => s.matrixColumn ?? 0)) + 1;

/** A new file of the copy, with the text of a fixture, changed by `change`. */
const added = (file: string, fixture: string, change = (text: string) => text): Edit => ({
  file,
  change: (old) => {
    if (old !== null) throw new Error(`${file} exists already: the fixture must be a new provider`);
    return change(readFileSync(path.join(FIXTURES, fixture), 'utf8'));
  },
});

/** The fixture's provider file with the next free id and matrix column. */
const withFreeIdAndColumn = (text: string) =>
  `${JSON.stringify({ ...(JSON.parse(text) as object), id: FIXTURE_ID, matrixColumn: FIXTURE_COLUMN }, null, 2)}\n`;

/** The editor's change: two new files, nothing else. */
export const NEW_PROVIDER_EDITS: readonly Edit[] = [
  added(`content/vpn-services/${SLUG}.json`, `${SLUG}.json`, withFreeIdAndColumn),
  added(`content/vpn-reviews/${SLUG}.mdx`, `${SLUG}.mdx`),
];

/** Numbers as pages write them, in digits or words (capitalised at the start of a sentence). */
const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
};

/** One sentence part that counts providers or services: the page, the number it states and its clause. */
interface Count {
  page: string;
  stated: number;
  clause: string;
}

/**
 * Every "N providers", "N VPN services", "N services" of a page's shown text, with the clause around it (between
 * punctuation marks). A clause that speaks of the comparison ("in our comparison", "comparison matrix of",
 * "side by side", "compares") counts the matrix's services; any other counts the reviewed providers. A number
 * qualified after the noun ("the twelve providers with the figure", "providers that …") counts a subset the
 * page works out itself, and is left out.
 */
function countsIn(page: string, text: string): Count[] {
  const pattern = /\b(\d{1,3}|[A-Za-z]+)\s+(?:VPN\s+)?(?:providers|services)\b/g;
  return [...text.matchAll(pattern)].flatMap((match) => {
    const word = match[1] ?? '';
    const stated = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
    if (stated === undefined) return [];
    const start = match.index;
    if (/^\s+(?:with|without|that|which|whose)\b/.test(text.slice(start + match[0].length))) return [];
    const before = text.slice(0, start).search(/[^.,;:!?\n]*$/);
    const after = text.slice(start).search(/[.,;:!?\n]/);
    const clause = text.slice(before, after === -1 ? undefined : start + after).trim();
    return [{ page, stated, clause }];
  });
}

const isComparisonClause = (clause: string) => /comparison|side by side|\bcompares\b/i.test(clause);

async function htmlFiles(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) =>
      e.isDirectory()
        ? htmlFiles(dir, path.join(under, e.name))
        : e.name.endsWith('.html')
          ? [path.join(under, e.name)]
          : [],
    ),
  );
  return nested.flat();
}

/** The tests of the new provider, on the shared build `built` returns. */
export function newProviderTests(built: () => EditedBuild): void {
  describe('adding a provider as two content files adds it everywhere', () => {
    let site: EditedBuild;
    let others: string[];
    const page = async (file: string): Promise<HTMLElement> => parse(await site.read(file));

    // Inside the describe block, so it runs after the shared build.
    beforeAll(async () => {
      site = built();
      others = (await readdir(path.join(site.root, 'content/vpn-services')))
        .filter((f) => f.endsWith('.json') && f !== `${SLUG}.json`)
        .map((f) => f.replace(/\.json$/, ''));
    });

    it('publishes its review page with its figures and the review text', async () => {
      const root = await page(`vpn/${SLUG}.html`);
      expect(root.querySelector('h1')?.textContent).toContain(NAME);
      const text = shownText(root);
      for (const shown of [
        '1,234',
        '17 countries',
        '$2.47',
        '$59.28',
        'A provider that exists only in the test suite',
      ])
        expect(text, `the review page shows ${shown}`).toContain(shown);
      expect(
        root.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(`/vpn/${SLUG}`),
      ).toBe(true);
    });

    it('adds one compare page for each other provider, and redirects each reversed pair to it', async () => {
      expect(others).toHaveLength(REVIEWED_BEFORE);
      // The pages themselves, not their precompressed copies (page.html.br).
      const pages = (await readdir(path.join(site.dist, 'compare'))).filter(
        (f) => f.endsWith('.html') && f.includes(SLUG),
      );
      expect(pages).toHaveLength(REVIEWED_BEFORE);
      const redirects = (await site.read('_redirects')).split('\n').map((l) => l.trim().split(/\s+/));
      for (const other of others) {
        const file = pages.find((f) => f === `${SLUG}-vs-${other}.html` || f === `${other}-vs-${SLUG}.html`);
        expect(file, `a compare page of ${NAME} and ${other}`).toBeDefined();
        const pair = (file ?? '').replace(/\.html$/, '');
        const text = shownText(await page(`compare/${pair}.html`));
        expect(text).toContain(NAME);
        const reversed = pair.startsWith(SLUG) ? `${other}-vs-${SLUG}` : `${SLUG}-vs-${other}`;
        expect(redirects, `the reversed pair /compare/${reversed} redirects`).toContainEqual([
          `/compare/${reversed}`,
          `/compare/${pair}`,
          '301',
        ]);
      }
    });

    it('ranks it on every ranking page and lists it on /reviews, /compare and /data', async () => {
      const rankings = (await readdir(path.join(site.dist, 'best'))).filter((f) => f.endsWith('.html'));
      expect(rankings.length).toBeGreaterThanOrEqual(7);
      for (const file of [...rankings.map((f) => `best/${f}`), 'reviews.html', 'compare.html', 'data.html']) {
        const root = await page(file);
        expect(root.querySelector(`a[href*="${SLUG}"]`), `${file} links to ${NAME}`).not.toBeNull();
        expect(shownText(root), `${file} names ${NAME}`).toContain(NAME);
      }
    });

    it('gives it the home matrix row its file asks for', async () => {
      const rows = (await page('index.html')).querySelectorAll('#comparison-table tbody tr');
      expect(rows).toHaveLength(COMPARED);
      expect(rows.at(-1)?.querySelector('th')?.textContent).toContain(NAME);
    });

    it('puts it in the downloads, the API, the sitemap, the search index and the review functions’ list', async () => {
      const csv = (await site.read('data/vpn-services.csv')).split('\r\n').filter(Boolean);
      expect(csv).toHaveLength(REVIEWED + 1);
      expect(csv.some((row) => row.startsWith(`${SLUG},`))).toBe(true);

      const slugs = (list: unknown) => (list as { slug: string }[]).map((s) => s.slug);
      const download = JSON.parse(await site.read('data/vpn-services.json')) as { services: unknown };
      expect(slugs(download.services)).toHaveLength(REVIEWED);
      expect(slugs(download.services)).toContain(SLUG);
      const api = JSON.parse(await site.read('api/vpn-services.json')) as unknown;
      expect(slugs(api)).toHaveLength(REVIEWED);
      expect(slugs(api)).toContain(SLUG);
      expect(JSON.parse(await site.read(`api/vpn-services/${SLUG}`))).toMatchObject({
        slug: SLUG,
        name: NAME,
        serverCount: 1234,
      });

      const sitemap = await site.read('sitemap-0.xml');
      expect(sitemap).toContain(`/vpn/${SLUG}</loc>`);
      expect(sitemap.match(new RegExp(`/compare/[a-z-]*${SLUG}[a-z-]*</loc>`, 'g'))).toHaveLength(
        REVIEWED_BEFORE,
      );

      expect(await site.read('search-docs.json')).toContain(`"/vpn/${SLUG}"`);
      expect(await site.read('search-index.json')).toContain('"fixturevpn"');

      const directory = JSON.parse(
        await readFile(path.join(site.root, 'src/server/services.generated.json'), 'utf8'),
      ) as { id: number; slug: string; name: string }[];
      expect(directory).toHaveLength(REVIEWED);
      expect(directory).toContainEqual({ id: FIXTURE_ID, slug: SLUG, name: NAME });
    });

    it('counts it in every sentence that says how many providers or matrix services there are', async () => {
      const files = await htmlFiles(site.dist);
      const counts = (
        await Promise.all(files.map(async (file) => countsIn(file, shownText(await page(file)))))
      ).flat();
      const wrong = counts
        .filter((c) => c.stated !== (isComparisonClause(c.clause) ? COMPARED : REVIEWED))
        .map((c) => `${c.page}: "${c.clause}"`);
      expect(wrong).toEqual([]);
      // The check reads real sentences of both kinds on the pages that carry them.
      const pagesWith = (compared: boolean) =>
        new Set(counts.filter((c) => isComparisonClause(c.clause) === compared).map((c) => c.page));
      for (const file of ['index.html', 'about.html', 'data.html', 'faq.html'])
        expect(pagesWith(false), `${file} counts the reviewed providers`).toContain(file);
      for (const file of ['index.html', 'faq.html'])
        expect(pagesWith(true), `${file} counts the matrix's services`).toContain(file);
    });
  });
}
