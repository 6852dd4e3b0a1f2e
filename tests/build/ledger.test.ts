/**
 * The fact ledger end to end: a temporary clone of the repository commits a changed server count and builds,
 * and /changes, the feed, the history CSV, the sitemap and the provider's page show the old and the new value
 * with that commit's date and hash. A shallow clone's build, which has no history, is tested with the content-only
 * changes (tests/build/content-only.test.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementText as text } from '../support/shown-text';
import { cloneSite, type SiteClone } from '../support/site-clone';

const COMMITTED = '2026-12-03T10:00:00Z';
const REPOSITORY = 'https://github.com/example/vpn-compass';

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

describe('a clone that commits a changed server count', () => {
  let site: SiteClone;
  let hash: string;
  let oldCount: string;
  let newCount: string;

  beforeAll(async () => {
    site = await cloneSite();
    const file = path.join(site.root, 'content/vpn-services/nordvpn.json');
    const source = await readFile(file, 'utf8');
    const nordvpn = JSON.parse(source) as { serverCount: number; serverCountIsMinimum: boolean };
    oldCount = stated(nordvpn.serverCount, nordvpn.serverCountIsMinimum);
    newCount = stated(nordvpn.serverCount + 250, nordvpn.serverCountIsMinimum);
    // Only the figure changes, in place, as an editor would change it.
    await writeFile(
      file,
      source.replace(/"serverCount": \d+/, `"serverCount": ${String(nordvpn.serverCount + 250)}`),
    );
    site.git(['add', 'content/vpn-services/nordvpn.json'], COMMITTED);
    site.git(['commit', '-q', '-m', 'NordVPN: 250 more servers'], COMMITTED);
    hash = site.git(['rev-parse', 'HEAD']);
    await site.build({ PUBLIC_REPOSITORY_URL: REPOSITORY });
  });

  afterAll(async () => {
    await site.remove();
  });

  /** The checks every view of the change shares: both values, the commit's day and a link to the commit. */
  function expectChange(entry: HTMLElement | null) {
    expect(entry, 'the change is listed').not.toBeNull();
    const servers = text(entry?.querySelector('[data-fact="servers"]') ?? null);
    expect(servers).toContain(`Servers: ${oldCount}`);
    expect(servers).toContain(newCount);
    expect(servers.indexOf(oldCount)).toBeLessThan(servers.indexOf(newCount));
    const time = entry?.querySelector('time');
    expect([time?.getAttribute('datetime'), text(time ?? null)]).toEqual(['2026-12-03', 'December 3, 2026']);
    expect(entry?.querySelector(`a[href="${REPOSITORY}/commit/${hash}"]`)?.textContent).toContain(
      hash.slice(0, 7),
    );
  }

  it('lists it first on /changes, under the provider, with a feed in the head and links to the feed and CSV', async () => {
    const page = parse(await site.read('changes.html'));
    const first = page.querySelector('main section');
    expect(first?.getAttribute('id')).toBe('nordvpn');
    expectChange(page.querySelector(`#nordvpn-${hash.slice(0, 7)}`));
    expect(page.querySelector('head link[rel="alternate"][href="/changes.xml"]')?.getAttribute('type')).toBe(
      'application/rss+xml',
    );
    expect(page.querySelectorAll('main a').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/changes.xml', '/data/vpn-services-history.csv']),
    );
  });

  it("shows it in the provider page's Changes section, linked from 'On this page'", async () => {
    const page = parse(await site.read('vpn/nordvpn.html'));
    const entry = page.querySelector(`#change-${hash.slice(0, 7)}`);
    expect(entry?.closest('section')?.querySelector('h2')?.getAttribute('id')).toBe('changes');
    expectChange(entry);
    expect(page.querySelector('nav a[href="#changes"]')).not.toBeNull();
    // Another provider's page does not show NordVPN's change.
    expect(await site.read('vpn/surfshark.html')).not.toContain(hash.slice(0, 7));
  });

  it('is the newest item of the feed, dated by the commit', async () => {
    const [item] = feedItems(await site.read('changes.xml'));
    expect(item?.title).toBe(`NordVPN: Servers: ${oldCount} → ${newCount}`);
    expect(item?.pubDate).toBe('Thu, 03 Dec 2026 10:00:00 GMT');
    expect(item?.link).toMatch(new RegExp(`/changes/nordvpn#nordvpn-${hash.slice(0, 7)}$`));
    expect(item?.description).toContain(hash);
  });

  it('is the first row of the history CSV, with the full hash', async () => {
    const rows = (await site.read('data/vpn-services-history.csv')).split('\r\n');
    expect(rows.slice(0, 2)).toEqual([
      'provider,fact,old,new,date,commit',
      `nordvpn,servers,"${oldCount}","${newCount}",2026-12-03,${hash}`,
    ]);
  });

  it('dates /changes in the sitemap by that commit', async () => {
    const sitemap = await site.read('sitemap-0.xml');
    expect(/<loc>[^<]*\/changes<\/loc><lastmod>([^<]*)</.exec(sitemap)?.[1]).toMatch(/^2026-12-03(T|$)/);
  });
});
