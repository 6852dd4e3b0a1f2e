/**
 * Test fixture: the providers as an editor left them in content/vpn-services, parsed with the collection's schema
 * and published as pages show them (text tokens resolved, comparison cells and prices derived), read directly with
 * no build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { vpnServiceSchema } from '../../src/data/schemas';
import { publishServices, type VpnService, type VpnServiceFile } from '../../src/lib/vpn-service';

/** A provider as pages show it. */
export type ProviderFile = VpnService;

/** The provider files as stored (tokens unresolved, nothing derived), each with its slug. */
export function loadProviderFiles(dir = 'content/vpn-services'): VpnServiceFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      ...vpnServiceSchema.parse(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))),
      slug: file.replace(/\.json$/, ''),
    }));
}

/** Every provider as pages show it, in file name order. */
export function loadProviders(dir = 'content/vpn-services'): VpnService[] {
  return publishServices(loadProviderFiles(dir));
}

/** Highest rating first, ties by name: the site's ranking order. */
export function byRanking(a: { rating: number; name: string }, b: { rating: number; name: string }): number {
  return b.rating - a.rating || a.name.localeCompare(b.name);
}
