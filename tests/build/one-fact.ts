/**
 * Each fact is stored once: an editor who changes only NordVPN's `serverCount` and one plan price in
 * content/vpn-services/nordvpn.json, and builds, finds the new figures, and never the old, on every page that
 * shows them (the provider page, home, compare pages, /reviews, /best, /data and its downloads, the API), including
 * the reviews of other providers that quote NordVPN's figures. The editors' notes are left out of the "never the
 * old" check: they quote our launch data set as it was read.
 *
 * The build is shared with the other clone tests (tests/build/clone.test.ts): these edits join theirs.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { editJson, type EditedBuild } from './edited-copy';

const NORD = 'content/vpn-services/nordvpn.json';
/** The editor's change: NordVPN's server count and its 2-Year Basic price. */
export const ONE_FACT_EDITS = [
  editJson(NORD, (data) => {
    data.serverCount = 8012;
    const plans = data.plans as { name: string; price: string }[];
    const plan = plans.find((p) => p.name === '2-Year Basic');
    if (!plan) throw new Error('nordvpn.json has no 2-Year Basic plan');
    plan.price = '3.49';
  }),
];

/** The figures before and after, as pages write them. */
const NEW = { servers: '8,012', price: '$3.49', bill: '$83.76' };
const OLD = ['8,000', '$3.39', '$81.36'];
/**
 * The old figures no other source states: a source's reading that disputes the new figure is shown beside it by
 * design ("8,012 (Tom's Guide) or 8,000 servers (Comparitech, Jun 2026)"), so a figure a reading states may stay.
 */
let oldOnlyOurs: { shown: string[]; stored: string[] };

let site: EditedBuild;
let notes: string[];
let providerCount: number;

/**
 * A page's visible text and meta description, with the editors' notes (which quote the launch data) and a provider
 * page's Changes section removed: the ledger shows past values by design (tests/build/ledger.ts), from the commits
 * of the clone's history, which these uncommitted edits are not part of.
 */
async function shownText(file: string): Promise<string> {
  const root = parse(await site.read(file));
  const body = root.querySelector('body');
  if (!body) throw new Error(`${file} has no body`);
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  body.querySelector('#changes')?.closest('section')?.remove();
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return withoutNotes(`${body.structuredText}\n${description}`);
}

function withoutNotes(text: string): string {
  return notes.reduce((out, note) => out.split(note).join(''), text);
}

/** The tests of the one-fact change, on the shared build `built` returns. */
export function oneFactTests(built: () => EditedBuild): void {
  describe('changing NordVPN’s server count and one plan price changes every page', () => {
    // Inside the describe block, so it runs after the shared build.
    beforeAll(async () => {
      site = built();
      const file = JSON.parse(await readFile(path.join(site.root, NORD), 'utf8')) as {
        notes: string[];
        provenance: Record<string, { readings?: { value: unknown }[] }>;
      };
      notes = file.notes;
      const stated = JSON.stringify(
        ['network', 'pricing'].flatMap((g) => (file.provenance[g]?.readings ?? []).map((r) => r.value)),
      );
      const keep = (figure: string) => !stated.includes(figure.replace(/[$,]/g, ''));
      oldOnlyOurs = {
        shown: OLD.filter(keep),
        stored: ['8000', '3.39', '81.36'].filter(keep),
      };
      // The check still reads the old price and bill, which no source states.
      expect(oldOnlyOurs.shown).toEqual(expect.arrayContaining(['$3.39', '$81.36']));
      providerCount = (await readdir(path.join(site.root, 'content/vpn-services'))).filter((f) =>
        f.endsWith('.json'),
      ).length;
    });

    it('shows the new server count, price and bill on the pages that show them', async () => {
      // The pages themselves, not their precompressed copies (page.html.br).
      const comparePages = (await readdir(path.join(site.dist, 'compare'))).filter(
        (f) => f.endsWith('.html') && f.includes('nordvpn'),
      );
      // One page for each other provider.
      expect(comparePages).toHaveLength(providerCount - 1);
      const pages = {
        'vpn/nordvpn.html': [NEW.servers, NEW.price, NEW.bill],
        'index.html': [NEW.servers, NEW.price],
        'reviews.html': [NEW.servers, NEW.price],
        'best/largest-server-network.html': [NEW.servers],
        'best/lowest-long-term-price.html': [NEW.price],
        'data.html': [NEW.servers, NEW.price],
        // Another provider's review that quotes NordVPN's figures by token.
        'vpn/eset-vpn.html': [NEW.servers],
        ...Object.fromEntries(comparePages.map((f) => [`compare/${f}`, [NEW.servers, NEW.price, NEW.bill]])),
      };
      for (const [file, figures] of Object.entries(pages)) {
        const text = await shownText(file);
        for (const figure of figures) expect(text, `${file} shows ${figure}`).toContain(figure);
      }
    });

    it('leaves the old figures on no page at all', async () => {
      const walk = async (dir: string): Promise<string[]> =>
        (await readdir(dir, { withFileTypes: true })).flatMap((e) =>
          e.isDirectory() ? [] : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
        );
      const dirs = ['', 'vpn', 'compare', 'best', 'guides'];
      // /changes is the ledger itself: past values by design.
      const files = (await Promise.all(dirs.map((d) => walk(path.join(site.dist, d)))))
        .flat()
        .filter((file) => file !== path.join(site.dist, 'changes.html'));
      expect(files.length).toBeGreaterThan(100);
      const stale: string[] = [];
      for (const file of files) {
        const text = await shownText(path.relative(site.dist, file));
        for (const old of oldOnlyOurs.shown)
          if (text.includes(old)) stale.push(`${path.relative(site.dist, file)}: ${old}`);
      }
      expect(stale).toEqual([]);
    });

    it('puts the new figures, and not the old, in the CSV and JSON downloads and the API', async () => {
      const csvRow = withoutNotes(
        (await site.read('data/vpn-services.csv')).split('\r\n').find((l) => l.startsWith('nordvpn,')) ?? '',
      );
      expect(csvRow).toContain(',3.49,');
      expect(csvRow).toContain(',8012,');
      for (const old of oldOnlyOurs.stored) expect(csvRow).not.toContain(old);

      const nordIn = (list: unknown) => {
        const service = (list as { slug: string; notes?: string[] }[]).find((s) => s.slug === 'nordvpn');
        if (!service) throw new Error('no nordvpn');
        const { notes: _notes, ...rest } = service;
        return rest as Record<string, unknown>;
      };
      const downloads = {
        'data/vpn-services.json': nordIn(
          (JSON.parse(await site.read('data/vpn-services.json')) as { services: unknown }).services,
        ),
        'api/vpn-services.json': nordIn(JSON.parse(await site.read('api/vpn-services.json'))),
        'api/vpn-services/nordvpn': nordIn([JSON.parse(await site.read('api/vpn-services/nordvpn'))]),
      };
      for (const [file, service] of Object.entries(downloads)) {
        expect(service, file).toMatchObject({ serverCount: 8012, pricePerMonth: '3.49' });
        // A reading's note is the editor's prose about that source, quoting figures as they were read.
        const text = JSON.stringify(service).replace(/"note":"(?:[^"\\]|\\.)*"/g, '');
        expect(text, file).toContain(NEW.servers);
        for (const old of [...oldOnlyOurs.shown, ...oldOnlyOurs.stored])
          expect(text, `${file} still has ${old}`).not.toContain(old);
      }
    });
  });
}
