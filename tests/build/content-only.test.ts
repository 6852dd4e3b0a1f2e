/**
 * What an editor changes in content/ alone reaches every page: one temporary shallow clone of the repository,
 * with two editors' changes, built once (a build takes 15 s on a quiet machine and minutes on a busy one), serves
 * three groups of tests:
 * - one fact changed in place (NordVPN's server count and one plan price: tests/build/one-fact.ts);
 * - a new provider added as two content files (tests/build/new-provider.ts);
 * - a shallow clone, as Netlify builds one, says it has no history of fact changes (the ledger with history is
 *   tests/build/ledger.test.ts).
 * The clone holds the committed content and this checkout's code (tests/support/site-clone.ts).
 */
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementText } from '../support/shown-text';
import { cloneSite, type SiteClone } from '../support/site-clone';
import { applyEdits, type EditedBuild } from './edited-copy';
import { NEW_PROVIDER_EDITS, newProviderTests } from './new-provider';
import { ONE_FACT_EDITS, oneFactTests } from './one-fact';

let clone: SiteClone | undefined;
let site: EditedBuild | undefined;
const built = (): EditedBuild => {
  if (!site) throw new Error('the edited clone was not built');
  return site;
};

beforeAll(async () => {
  const copy = await cloneSite({ depth: 1 });
  clone = copy;
  await applyEdits(copy.root, [...ONE_FACT_EDITS, ...NEW_PROVIDER_EDITS]);
  // Not a Netlify production build (CONTEXT=production requires the operator's contact settings).
  await copy.build({ CONTEXT: '' });
  site = {
    root: copy.root,
    dist: path.join(copy.root, 'dist'),
    read: (file) => copy.read(file),
    cleanup: () => copy.remove(),
  };
});

afterAll(async () => {
  await clone?.remove();
});

oneFactTests(built);
newProviderTests(built);

describe('a shallow clone', () => {
  const NO_HISTORY = 'History not available in this build: the repository was cloned without history.';
  const text = async (file: string, selector: string, up = false) => {
    const el = parse(await built().read(file)).querySelector(selector);
    return elementText(up ? el?.parentNode : el);
  };

  it('builds, and /changes and every provider page say the history is not available', async () => {
    expect(await text('changes.html', 'main')).toContain(NO_HISTORY);
    expect(await text('vpn/nordvpn.html', '#changes', true)).toContain(NO_HISTORY);
  });

  it('writes a history CSV and a feed without items that say why', async () => {
    // Not an empty table that reads as "nothing ever changed": one column, the note.
    const csv = await built().read('data/vpn-services-history.csv');
    expect(csv.startsWith('note\r\n')).toBe(true);
    expect(csv).toContain(NO_HISTORY);
    const feed = await built().read('changes.xml');
    const channel = (new XMLParser().parse(feed) as { rss: { channel: { item?: unknown } } }).rss.channel;
    expect(channel.item).toBeUndefined();
    expect(feed).toContain(NO_HISTORY);
  });
});
