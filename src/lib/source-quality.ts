/**
 * The source-quality rule (docs/editors.md, "Sourced facts"): which public sources a sourced record may rest on,
 * and which of two stored sources wins.
 * - Kinds, in the order preferred: provider (its own site), auditor (the audit firm's own report), publication (an
 *   established outlet), other; between sources of one kind, the newest `sourceDate`.
 * - Refused: a host that is staging, test, dev or preview, localhost or an IP address; a `provider` source that is
 *   not on the provider's own domain (the host of its site, or a subdomain of it); a source without the date it
 *   carries, for a figure that changes over time (prices, network, devices, refund, audits, owner).
 */
import type { Provenance } from './provenance';

type SourceKind = NonNullable<Provenance['sourceKind']>;

/** The kinds in the order preferred: a primary source (provider, auditor) before a secondary one. */
const SOURCE_KIND_ORDER: readonly SourceKind[] = ['provider', 'auditor', 'publication', 'other'];

/** Host labels that mark a copy not meant for readers ("staging.personalvpn.com", "dev-www.example.com"). */
const NON_PUBLIC_LABEL =
  /^(staging|stage|test|testing|dev|develop|development|preview|qa|uat|sandbox)(\d*|[-.].*)$/;

/** Why a host cannot stand as a source, or null: "a staging host (staging.personalvpn.com)". */
export function refusedHost(host: string): string | null {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return `a local address (${host})`;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':')) return `an IP address (${host})`;
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

/** Whether `host` is `domain` or a subdomain of it ("blog.nordvpn.com" is on "nordvpn.com"). */
function onDomain(host: string, domain: string): boolean {
  const h = host.toLowerCase();
  return h === domain || h.endsWith(`.${domain}`);
}

/** What the rule needs to judge a sourced record. */
export interface SourceContext {
  /** The provider's own domain (providerDomain), or null where its file gives no site. */
  domain: string | null;
  /** True for a figure that changes over time: such a figure needs the date its source carries. */
  changesOverTime: boolean;
}

/**
 * Every reason a sourced record breaks the rule, as sentences an editor can act on; empty when it stands. A record
 * that is not sourced (no `sourceName`) is not judged.
 */
export function sourceProblems(p: Provenance, ctx: SourceContext): string[] {
  if (!p.sourceUrl || p.sourceName === undefined) return [];
  const problems: string[] = [];
  const host = new URL(p.sourceUrl).hostname;
  const refused = refusedHost(host);
  if (refused) problems.push(`the source is on ${refused}: record the public page instead`);
  if (p.sourceKind === 'provider' && (ctx.domain === null || !onDomain(host, ctx.domain)))
    problems.push(
      ctx.domain === null
        ? 'a "provider" source needs the provider\'s own site in the file (affiliateUrl or siteUrl) to check its domain'
        : `a "provider" source must be on the provider's own domain (${ctx.domain} or a subdomain), not ${host}`,
    );
  if (ctx.changesOverTime && p.sourceDate === undefined)
    problems.push(
      'an undated page cannot source a figure that changes over time: record the date the source carries (sourceDate), or record a search (searchedAt) instead',
    );
  return problems;
}

/** How a record ranks: its kind's place, then its date (newest first); unknown kinds and dates rank last. */
function rank(p: Provenance): [number, string] {
  const kind = p.sourceKind ? SOURCE_KIND_ORDER.indexOf(p.sourceKind) : SOURCE_KIND_ORDER.length;
  return [kind, p.sourceDate ?? ''];
}

/**
 * The source to keep of those stored for one fact: the most primary kind (provider > auditor > publication >
 * other), then the newest `sourceDate`; undefined for no candidates. Wherever two sources are recorded for one
 * fact, this picks the one shown.
 */
export function bestSource<T extends Provenance>(candidates: readonly T[]): T | undefined {
  return [...candidates].sort((a, b) => {
    const [ka, da] = rank(a);
    const [kb, db] = rank(b);
    return ka - kb || (da < db ? 1 : da > db ? -1 : 0);
  })[0];
}
