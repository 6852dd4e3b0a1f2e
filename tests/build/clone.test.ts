/**
 * What an editor changes reaches every page, and what git records reaches the fact ledger: one temporary clone of
 * the repository with its history, built once (a build takes 15 s on a quiet machine and minutes on a busy one),
 * serves three groups of tests:
 * - the fact ledger: a committed change of Surfshark's server count on /changes, the feed, the history CSV, the
 *   sitemap and the provider's page (tests/build/ledger.ts);
 * - one fact changed in place, uncommitted (NordVPN's server count and one plan price: tests/build/one-fact.ts);
 * - a new provider added as two content files (tests/build/new-provider.ts).
 * The clone holds the repository's history and this checkout's code (tests/support/site-clone.ts).
 */
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { cloneSite, type SiteClone } from '../support/site-clone';
import { applyEdits, type EditedBuild } from './edited-copy';
import { commitLedgerChange, ledgerTests, LEDGER_ENV, type LedgerChange } from './ledger';
import { NEW_PROVIDER_EDITS, newProviderTests } from './new-provider';
import { ONE_FACT_EDITS, oneFactTests } from './one-fact';

let clone: SiteClone | undefined;
let site: EditedBuild | undefined;
let change: LedgerChange | undefined;
const built = (): EditedBuild => {
  if (!site) throw new Error('the edited clone was not built');
  return site;
};

beforeAll(async () => {
  const copy = await cloneSite();
  clone = copy;
  // Committed first, so the ledger records it; the editors' edits stay in the working tree, which the ledger
  // does not read.
  change = await commitLedgerChange(copy);
  await applyEdits(copy.root, [...ONE_FACT_EDITS, ...NEW_PROVIDER_EDITS]);
  // Not a Netlify production build (CONTEXT=production requires the operator's contact settings).
  await copy.build({ CONTEXT: '', ...LEDGER_ENV });
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

ledgerTests(() => {
  if (!change) throw new Error('the ledger change was not committed');
  return { read: built().read, change };
});
