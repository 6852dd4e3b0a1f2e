/**
 * Test fixture: the providers as an editor left them in content/vpn-services, read with the collection's schema
 * and published as pages show them (text tokens resolved, every source resolved against content/sources.json and
 * content/publishers.json, comparison cells and prices derived), with no build (config/provider-files.ts
 * readServices).
 */
import { readServices } from '../../config/provider-files';
import { byModel } from '../../src/lib/score';
import type { VpnService } from '../../src/lib/vpn-service';

/** Every provider as pages show it, in file name order; `dir` is a vpn-services folder beside its registry. */
export async function loadProviders(dir?: string): Promise<VpnService[]> {
  return readServices(dir);
}

/**
 * The site's ranking order: the scoring model's under the default priorities (src/lib/score.ts byModel), the order
 * of every list of providers: those that meet the trust minimums first, then the higher score, then A to Z.
 */
export const byRanking = byModel<VpnService>();
