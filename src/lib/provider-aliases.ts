/**
 * The other addresses a provider page answers at (/vpn/eset, /vpn/proton, /vpn/NordVPN), each a 301 to
 * /vpn/{slug}, derived from the provider's name and slug alone.
 */

/** A provider as the aliases read it. */
export interface AliasSource {
  slug: string;
  name: string;
}

/** Shortest alias kept: two letters say too little ("f" of F-Secure). */
const MIN_ALIAS_LENGTH = 3;

/** Characters an alias may hold: those of a plain URL path segment. */
const PATH_SAFE = /^[A-Za-z0-9.-]+$/;

/** "ESET VPN" -> "Eset Vpn": each word with a capital first letter, the rest lowercase. */
function titleCase(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}

/**
 * The names a provider goes by: its name and slug, the name without a final "VPN" ("Proton VPN" -> "Proton",
 * "NordVPN" -> "Nord"), the first of several words ("WiTopia personalVPN" -> "WiTopia"), and the slug without
 * its "-vpn"/"vpn" ending or after its first hyphen ("eset-vpn" -> "eset").
 */
function nameForms({ slug, name }: AliasSource): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  return [
    name,
    slug,
    name.replace(/\s*vpn$/i, ''),
    words.length > 1 ? (words[0] ?? '') : '',
    slug.replace(/-?vpn$/, ''),
    slug.split('-')[0] ?? '',
  ].filter((form) => form.length >= MIN_ALIAS_LENGTH);
}

/**
 * Every path segment that leads to a provider's page: each name form with hyphens and without spaces, as
 * written, in lower case, Title Case and capitals ("NordVPN", "nordvpn", "Nordvpn", "NORDVPN"); not the slug
 * itself, nor anything that is not a plain path segment.
 */
export function providerAliases(provider: AliasSource): string[] {
  const spellings = nameForms(provider).flatMap((form) => [
    form.replace(/\s+/g, '-'),
    form.replace(/\s+/g, ''),
  ]);
  const cased = spellings.flatMap((form) => [form, form.toLowerCase(), titleCase(form), form.toUpperCase()]);
  return [...new Set(cased)].filter((alias) => alias !== provider.slug && PATH_SAFE.test(alias)).sort();
}

/**
 * Every alias -> slug: a cased slug leads to its provider; any other alias two providers share leads nowhere.
 */
export function aliasTargets(providers: readonly AliasSource[]): Map<string, string> {
  const slugs = new Set(providers.map((p) => p.slug));
  const all = providers.flatMap((p) =>
    providerAliases(p).map((alias) => ({ alias, key: alias.toLowerCase(), slug: p.slug })),
  );
  const claims = new Map<string, Set<string>>();
  for (const a of all) claims.set(a.key, (claims.get(a.key) ?? new Set()).add(a.slug));
  const leads = (a: (typeof all)[number]) =>
    slugs.has(a.key) ? a.key === a.slug : claims.get(a.key)?.size === 1;
  return new Map(all.filter(leads).map((a) => [a.alias, a.slug]));
}

/** Lines of `_redirects`: each alias 301s to its page, forced (`!`) so a case-blind CDN serves no copy. */
export function aliasRedirects(providers: readonly AliasSource[]): string[] {
  return [...aliasTargets(providers)].map(([alias, slug]) => `/vpn/${alias}  /vpn/${slug}  301!`);
}
