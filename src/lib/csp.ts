/**
 * The site's Content-Security-Policy as an HTTP header. Astro writes each page's policy into a <meta> tag with
 * the hashes of its inline scripts and styles; the header repeats the union of those policies for every path
 * and adds what only a header can carry (frame-ancestors), so framing is refused and scripts never run inline
 * unless hashed.
 */

/** Directives a <meta> policy cannot carry; they belong to the header only. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** The content of the CSP <meta http-equiv> tag of an HTML page, or null. */
export function metaPolicy(html: string): string | null {
  const tag = /<meta[^>]+http-equiv=["']content-security-policy["'][^>]*>/i.exec(html)?.[0];
  if (!tag) return null;
  const content = /content=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  return content ? (content[1] ?? content[2] ?? null) : null;
}

/** Parses "a x y; b z;" into ordered directives and their sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name.toLowerCase(), [...(directives.get(name.toLowerCase()) ?? []), ...sources]);
  }
  return directives;
}

/** One policy allowing what any of the pages' policies allows, plus the header-only directives. */
export function headerPolicy(policies: readonly string[]): string {
  const union = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const [name, sources] of parsePolicy(policy)) {
      const set = union.get(name) ?? new Set<string>();
      for (const source of sources) set.add(source);
      union.set(name, set);
    }
  }
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    const [name = '', ...sources] = directive.split(' ');
    union.set(name, new Set(sources));
  }
  return [...union].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The script sources of a policy that would let an inline script run without a hash. */
export function unsafeScriptSources(policy: string): string[] {
  const directives = parsePolicy(policy);
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  return scripts.filter(
    (source) => source === "'unsafe-inline'" || source === "'unsafe-eval'" || source === '*',
  );
}
