/**
 * Which VPN services exist, for the review functions: id, slug and name of every provider file, from
 * services.generated.json (config/service-directory.ts), bundled with the functions and fixed at build time.
 */
import services from './services.generated.json' with { type: 'json' };

/** What the review functions need to know about a service. */
export interface ServiceRef {
  id: number;
  slug: string;
  name: string;
}

/** Every service, in slug order. */
export const SERVICES: readonly ServiceRef[] = services;

/** A service of `list` by its numeric id or its slug, as the API paths name it; undefined for anything else. */
export function findService(
  idOrSlug: string,
  list: readonly ServiceRef[] = SERVICES,
): ServiceRef | undefined {
  return list.find((s) => s.slug === idOrSlug || String(s.id) === idOrSlug);
}
