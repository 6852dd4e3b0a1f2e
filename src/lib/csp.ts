/**
 * The site's Content-Security-Policy, in one place:
 * - the pages' policy (`astroCsp`): Astro writes it into each page's <meta> with its inline hashes;
 * - the header (`headerPolicy`): the union of the pages' policies plus frame-ancestors, written to
 *   dist/_headers after the build, which then removes the <meta> (`withoutMetaPolicy`): its 1 KB of hashes
 *   would come before any content in every page's first round trip;
 * - the API functions' policy (`API_POLICY`): a JSON answer opened as a page runs nothing.
 */
import { createHash } from 'node:crypto';

/**
 * The pages' directives (Astro adds script-src and style-src with its hashes): everything from the site
 * itself, images also as data: URLs.
 */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Astro's `security.csp` setting. Inline style attributes (bar widths, brand colours) are allowed; style elements
 * only by the hashes Astro computes.
 */
export function astroCsp() {
  return {
    algorithm: 'SHA-256' as const,
    directives: [...PAGE_DIRECTIVES],
    styleDirective: {
      resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }],
    },
  };
}

/** The CSP source allowing an inline <script> or <style> element with exactly this text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy of every API function response: nothing may load, run, frame it or be sent from it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Directives a <meta> policy cannot carry; they belong to the header only. */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

const META_TAG = /<meta[^>]+http-equiv=["']content-security-policy["'][^>]*>/i;

/** The content of the CSP <meta http-equiv> tag of an HTML page, or null. */
export function metaPolicy(html: string): string | null {
  const tag = META_TAG.exec(html)?.[0];
  if (!tag) return null;
  const content = /content=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  return content ? (content[1] ?? content[2] ?? null) : null;
}

/** The page without its CSP <meta http-equiv> tag (unchanged when it has none). */
export function withoutMetaPolicy(html: string): string {
  return html.replace(META_TAG, '');
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
  for (const policy of policies)
    for (const [name, sources] of parsePolicy(policy))
      union.set(name, new Set([...(union.get(name) ?? []), ...sources]));
  for (const [name, sources] of parsePolicy(HEADER_ONLY_DIRECTIVES.join(';')))
    union.set(name, new Set(sources));
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
