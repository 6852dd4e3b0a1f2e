/**
 * Which hosts a source may be on (docs/editors.md, "Sources"), and what a provider's own domain is (a
 * "provider" source lies on it).
 */

/** Host labels that mark a copy not meant for readers ("staging.personalvpn.com", "dev-www.example.com"). */
const NON_PUBLIC_LABEL =
  /^(staging|stage|test|testing|dev|develop|development|preview|qa|uat|sandbox)(\d*|[-.].*)$/;

/** Hosts of a deploy preview or branch deploy (Netlify, Vercel, Cloudflare Pages): not the public site. */
const PREVIEW_HOSTS = [
  /^[a-z0-9-]+--[a-z0-9-]+\.netlify\.app$/,
  /^[a-z0-9-]+-git-[a-z0-9-]+\.vercel\.app$/,
  /^[0-9a-f]{8}\.[a-z0-9-]+\.pages\.dev$/,
];

/** Why a host cannot stand as a source, or null: "a staging host (staging.personalvpn.com)". */
export function refusedHost(host: string): string | null {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return `a local address (${host})`;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':')) return `an IP address (${host})`;
  if (PREVIEW_HOSTS.some((re) => re.test(h)))
    return `a preview or branch-deploy host (${host}), not the public site`;
  // The labels before the registered name: "pages.dev" and "testvpn.com" are public sites, "dev.example.com" is not.
  const label = h
    .split('.')
    .slice(0, -2)
    .find((l) => NON_PUBLIC_LABEL.test(l));
  return label ? `a ${label.replace(/[\d-].*$/, '')} host (${host}), not the public site` : null;
}

/**
 * The domain a provider's own pages live on: its site's host without "www." ("hotspotshield.com"); null when the
 * address is no public web address (the field's own check says why).
 */
export function providerDomain(siteUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!/^https?:$/.test(url.protocol) || !host.includes('.') || refusedHost(host)) return null;
  return host.replace(/^www\./, '');
}
