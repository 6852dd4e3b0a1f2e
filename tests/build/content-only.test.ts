/**
 * What an editor changes in content/ alone reaches every page: one temporary copy of the project, with two
 * editors' changes, built once (a build takes 15 s on a quiet machine and minutes on a busy one), serves both
 * groups of tests:
 * - one fact changed in place (NordVPN's server count and one plan price: tests/build/one-fact.ts);
 * - a new provider added as two content files (tests/build/new-provider.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { buildEditedCopy, type EditedBuild } from './edited-copy';
import { NEW_PROVIDER_EDITS, newProviderTests } from './new-provider';
import { ONE_FACT_EDITS, oneFactTests } from './one-fact';

let site: EditedBuild | undefined;
const built = (): EditedBuild => {
  if (!site) throw new Error('the edited copy was not built');
  return site;
};

beforeAll(async () => {
  site = await buildEditedCopy([...ONE_FACT_EDITS, ...NEW_PROVIDER_EDITS]);
}, 600_000);

afterAll(async () => {
  await site?.cleanup();
});

oneFactTests(built);
newProviderTests(built);
