/**
 * The fact ledger end to end, on the shared build of tests/build/clone.test.ts: before it builds, the clone commits
 * a changed server count for Surfshark (`commitLedgerChange`), and /changes, the feed, the history CSV, the sitemap
 * and the provider's page show the old and the new value with that commit's date and hash. A build without history
 * (a shallow clone, as some hosts make) is read without a build: `readFactLedger` on a shallow clone gives the note
 * (src/data/ledger-from-git.test.ts), and the history CSV writes it (src/lib/fact-history.test.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { elementText as text } from '../support/shown-text';
import type { SiteClone } from '../support/site-clone';

const COMMITTED = '2026-12-03T10:00:00Z';
const REPOSITORY = 'https://github.com/example/vpn-compass';
/** The provider whose change the clone commits: neither the one-fact edits nor the new provider touch it. */
const SLUG = 'surfshark';
const NAME = 'Surfshark';

/** What the shared build needs in its environment for the ledger's links to commits. */
export const LEDGER_ENV = { PUBLIC_REPOSITORY_URL: REPOSITORY } as const;

/** A count as pages state it, written out here rather than by the site's formatter: 7900 -> "7,900+". */
const stated = (n: number, isMinimum: boolean) => `${n.toLocaleString('en-US')}${isMinimum ? '+' : ''}`;

interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
}
const feedItems = (xml: string): FeedItem[] => {
  const channel = (new XMLParser().parse(xml) as { rss: { channel: { item?: FeedItem | FeedItem[] } } }).rss
    .channel;
  return [channel.item ?? []].flat();
};

/** The committed change: its commit and the server count before and after, as pages state them. */
export interface LedgerChange {
  hash: string;
  oldCount: string;
  newCount: string;
}

/**
 * Commits 250 more servers for Surfshark in the clone, dated COMMITTED, as an editor would change the figure: in
 * place, only that file.
 */
export async function commitLedgerChange(site: SiteClone): Promise<LedgerChange> {
  const file = path.join(site.root, `content/vpn-services/${SLUG}.json`);
  const source = await readFile(file, 'utf8');
  const service = JSON.parse(source) as { serverCount: number; serverCountIsMinimum: boolean };
  await writeFile(
    file,
    source.replace(/"serverCount": \d+/, `"serverCount": ${String(service.serverCount + 250)}`),
  );
  site.git(['add', `content/vpn-services/${SLUG}.json`], COMMITTED);
  site.git(['commit', '-q', '-m', `${NAME}: 250 more servers`], COMMITTED);
  return {
    hash: site.git(['rev-parse', 'HEAD']),
    oldCount: stated(service.serverCount, service.serverCountIsMinimum),
    newCount: stated(service.serverCount + 250, service.serverCountIsMinimum),
  };
}

/** The ledger's tests, on the shared build: `read` gives a built file's text, `change` what was committed. */
export function ledgerTests(
  built: () => { read: (file: string) => Promise<string>; change: LedgerChange },
): void {
  describe('a clone that commits a changed server count', () => {
    const site = { read: (file: string) => built().read(file) };
    const change = () => built().change;

    /** The checks every view of the change shares: both values, the commit's day and a link to the commit. */
    function expectChange(entry: HTMLElement | null) {
      expect(entry, 'the change is listed').not.toBeNull();
      const servers = text(entry?.querySelector('[data-fact="servers"]') ?? null);
      expect(servers).toContain(`Servers: ${change().oldCount}`);
      expect(servers).toContain(change().newCount);
      expect(servers.indexOf(change().oldCount)).toBeLessThan(servers.indexOf(change().newCount));
      const time = entry?.querySelector('time');
      expect([time?.getAttribute('datetime'), text(time ?? null)]).toEqual([
        '2026-12-03',
        'December 3, 2026',
      ]);
      expect(entry?.querySelector(`a[href="${REPOSITORY}/commit/${change().hash}"]`)?.textContent).toContain(
        change().hash.slice(0, 7),
      );
    }

    it('lists it first on /changes, under the provider, with a feed in the head and links to the feed and CSV', async () => {
      const page = parse(await site.read('changes.html'));
      const first = page.querySelector('main section');
      expect(first?.getAttribute('id')).toBe(SLUG);
      expectChange(page.querySelector(`#${SLUG}-${change().hash.slice(0, 7)}`));
      expect(
        page.querySelector('head link[rel="alternate"][href="/changes.xml"]')?.getAttribute('type'),
      ).toBe('application/rss+xml');
      expect(page.querySelectorAll('main a').map((a) => a.getAttribute('href'))).toEqual(
        expect.arrayContaining(['/changes.xml', '/data/vpn-services-history.csv']),
      );
    });

    it("shows it in the provider page's Changes section, linked from 'On this page'", async () => {
      const page = parse(await site.read(`vpn/${SLUG}.html`));
      const entry = page.querySelector(`#change-${change().hash.slice(0, 7)}`);
      expect(entry?.closest('section')?.querySelector('h2')?.getAttribute('id')).toBe('changes');
      expectChange(entry);
      expect(page.querySelector('nav a[href="#changes"]')).not.toBeNull();
      // Another provider's page does not show Surfshark's change.
      expect(await site.read('vpn/nordvpn.html')).not.toContain(change().hash.slice(0, 7));
    });

    it('is the newest item of the feed, dated by the commit', async () => {
      const [item] = feedItems(await site.read('changes.xml'));
      expect(item?.title).toBe(`${NAME}: Servers: ${change().oldCount} → ${change().newCount}`);
      expect(item?.pubDate).toBe('Thu, 03 Dec 2026 10:00:00 GMT');
      expect(item?.link).toMatch(new RegExp(`/changes/${SLUG}#${SLUG}-${change().hash.slice(0, 7)}$`));
      expect(item?.description).toContain(change().hash);
    });

    it('is the first row of the history CSV, with the full hash', async () => {
      const rows = (await site.read('data/vpn-services-history.csv')).split('\r\n');
      expect(rows.slice(0, 2)).toEqual([
        'provider,fact,old,new,date,commit',
        `${SLUG},servers,"${change().oldCount}","${change().newCount}",2026-12-03,${change().hash}`,
      ]);
    });

    it('dates /changes in the sitemap by that commit', async () => {
      const sitemap = await site.read('sitemap-0.xml');
      expect(/<loc>[^<]*\/changes<\/loc><lastmod>([^<]*)</.exec(sitemap)?.[1]).toMatch(/^2026-12-03(T|$)/);
    });
  });
}
