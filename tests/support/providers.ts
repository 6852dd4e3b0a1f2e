/**
 * Test fixture: the providers as an editor left them in content/vpn-services, read with the collection's schema
 * and published as pages show them (text tokens resolved, every source resolved against content/sources.json and
 * content/publishers.json, comparison cells and prices derived), with no build (config/provider-files.ts
 * readServices).
 */
import { readServices } from '../../config/provider-files';
import type { VpnService } from '../../src/lib/vpn-service';

/** Every provider as pages show it, in file name order; `dir` is a vpn-services folder beside its registry. */
export async function loadProviders(dir?: string): Promise<VpnService[]> {
  return readServices(dir);
}

/** Highest rating first, ties by name: the site's ranking order. */
export function byRanking(a: { rating: number; name: string }, b: { rating: number; name: string }): number {
  return b.rating - a.rating || a.name.localeCompare(b.name);
}
