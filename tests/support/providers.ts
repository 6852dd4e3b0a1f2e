/**
 * Test fixture: the providers as an editor left them in content/vpn-services, read with the collection's schema
 * (config/provider-files.ts) and published as pages show them (text tokens resolved, comparison cells and prices
 * derived), with no build.
 */
import { readProviderFiles } from '../../config/provider-files';
import { publishServices, type VpnService } from '../../src/lib/vpn-service';

/** Every provider as pages show it, in file name order. */
export async function loadProviders(dir?: string): Promise<VpnService[]> {
  return publishServices(await readProviderFiles(dir));
}

/** Highest rating first, ties by name: the site's ranking order. */
export function byRanking(a: { rating: number; name: string }, b: { rating: number; name: string }): number {
  return b.rating - a.rating || a.name.localeCompare(b.name);
}
