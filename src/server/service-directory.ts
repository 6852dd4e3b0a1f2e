/**
 * Which VPN services exist, for the review functions: looked up by numeric id or slug in the site's own
 * prerendered /api/vpn-services.json, fetched once per function instance (content changes only with a deploy).
 */

/** What the review functions need to know about a service. */
export interface ServiceRef {
  id: number;
  slug: string;
  name: string;
}

export type FindService = (idOrSlug: string) => Promise<ServiceRef | undefined>;

/** A finder over a loader; a failed load is not cached, so the next request tries again. */
export function createServiceDirectory(load: () => Promise<ServiceRef[]>): FindService {
  let services: Promise<ServiceRef[]> | undefined;
  return async (idOrSlug) => {
    services ??= load().catch((error: unknown) => {
      services = undefined;
      throw error;
    });
    return (await services).find((s) => s.slug === idOrSlug || String(s.id) === idOrSlug);
  };
}

/** Loads the services from the deployed site's prerendered API. Throws when it cannot. */
export async function fetchServices(origin: string): Promise<ServiceRef[]> {
  const response = await fetch(new URL('/api/vpn-services.json', origin));
  if (!response.ok) throw new Error(`GET /api/vpn-services.json answered ${response.status}`);
  const list = (await response.json()) as ServiceRef[];
  return list.map(({ id, slug, name }) => ({ id, slug, name }));
}
