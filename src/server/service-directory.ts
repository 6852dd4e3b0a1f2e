/**
 * Which VPN services exist, for the review functions: id, slug and name of every provider file under
 * content/vpn-services/, imported statically. The list is part of the function bundle (Netlify's bundler
 * follows static imports), so it is fixed at build time: no request can change it, and no cold start fetches
 * anything. A new provider file needs its import line here; a unit test fails until it has one.
 */
import cactusvpn from '../../content/vpn-services/cactusvpn.json' with { type: 'json' };
import esetVpn from '../../content/vpn-services/eset-vpn.json' with { type: 'json' };
import fSecureVpn from '../../content/vpn-services/f-secure-vpn.json' with { type: 'json' };
import fastestvpn from '../../content/vpn-services/fastestvpn.json' with { type: 'json' };
import hidemyname from '../../content/vpn-services/hidemyname.json' with { type: 'json' };
import hotspotShield from '../../content/vpn-services/hotspot-shield.json' with { type: 'json' };
import ipvanish from '../../content/vpn-services/ipvanish.json' with { type: 'json' };
import nordvpn from '../../content/vpn-services/nordvpn.json' with { type: 'json' };
import protonvpn from '../../content/vpn-services/protonvpn.json' with { type: 'json' };
import purevpn from '../../content/vpn-services/purevpn.json' with { type: 'json' };
import surfshark from '../../content/vpn-services/surfshark.json' with { type: 'json' };
import veepn from '../../content/vpn-services/veepn.json' with { type: 'json' };
import witopiaPersonalvpn from '../../content/vpn-services/witopia-personalvpn.json' with { type: 'json' };

/** What the review functions need to know about a service. */
export interface ServiceRef {
  id: number;
  slug: string;
  name: string;
}

/** Provider files by slug (the file name). */
const FILES: Record<string, { id: number; name: string }> = {
  cactusvpn,
  'eset-vpn': esetVpn,
  'f-secure-vpn': fSecureVpn,
  fastestvpn,
  hidemyname,
  'hotspot-shield': hotspotShield,
  ipvanish,
  nordvpn,
  protonvpn,
  purevpn,
  surfshark,
  veepn,
  'witopia-personalvpn': witopiaPersonalvpn,
};

/** Every service, in slug order. */
export const SERVICES: readonly ServiceRef[] = Object.entries(FILES)
  .map(([slug, { id, name }]) => ({ id, slug, name }))
  .sort((a, b) => a.slug.localeCompare(b.slug));

/** A service by its numeric id or its slug, as the API paths name it; undefined for anything else. */
export function findService(idOrSlug: string): ServiceRef | undefined {
  return SERVICES.find((s) => s.slug === idOrSlug || String(s.id) === idOrSlug);
}
