/**
 * Head-to-head pairs: canonical pair URLs (slugs in alphabetical order), the redirects to them, and the pairs
 * /compare features. A pair's table rows: src/lib/pair-rows.ts; its verdict: src/lib/verdict.ts.
 */

/** Two slugs in canonical (alphabetical) order. */
export function canonicalPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** The canonical page of a pair, in either order: /compare/{first}-vs-{second}. */
export function pairPath(a: string, b: string): string {
  const [first, second] = canonicalPair(a, b);
  return `/compare/${first}-vs-${second}`;
}

/** Every pair of distinct slugs once, in canonical order, sorted: n providers give n(n-1)/2 pairs. */
export function allPairs(slugs: readonly string[]): [string, string][] {
  const sorted = [...new Set(slugs)].sort();
  return sorted.flatMap((a, i) => sorted.slice(i + 1).map((b): [string, string] => [a, b]));
}

/**
 * Lines of `_redirects`: a reversed pair path and the picker's query (/compare?a=..&b=.., either order)
 * answer 301 with the pair's page (`!` forces the query rules over the /compare page); a query naming one
 * provider twice answers 302 with SAME_PICK_PATH; an unknown provider matches no rule.
 */
export function compareRedirects(slugs: readonly string[]): string[] {
  const pairs = allPairs(slugs).flatMap(([a, b]) => {
    const target = pairPath(a, b);
    return [
      `/compare/${b}-vs-${a}  ${target}  301`,
      `/compare  a=${a}  b=${b}  ${target}  301!`,
      `/compare  a=${b}  b=${a}  ${target}  301!`,
    ];
  });
  const same = [...new Set(slugs)].sort().map((s) => `/compare  a=${s}  b=${s}  ${SAME_PICK_PATH}  302!`);
  return [...pairs, ...same];
}

/**
 * Lines of `_redirects` for the reader's priorities on compare pages and /reviews: `?priority=cost` answers
 * 301 with the same page at the preset's fragment (#priority-cost), two lines per preset. The target carries
 * its own query (`?preset=cost`): Netlify passes a request's query on to a target without one, which would
 * redirect for ever.
 */
export function presetRedirects(presets: readonly string[]): string[] {
  return presets.flatMap((p) => [
    `/compare/*  priority=${p}  /compare/:splat?preset=${p}#priority-${p}  301!`,
    `/reviews  priority=${p}  /reviews?preset=${p}#priority-${p}  301!`,
  ]);
}

/** The page the picker lands on when both of its choices name the same provider. */
const SAME_PICK_PATH = '/compare/same-service';

/** The services /compare features: the `count` best scores and any tied with the last (model order in). */
export function featuredServices<S extends { score: { overall: number } }>(
  services: readonly S[],
  count: number,
): S[] {
  const cut = services[count - 1]?.score.overall;
  return cut === undefined ? [...services] : services.filter((s) => s.score.overall >= cut);
}

/**
 * The featured pairs as /compare lists them: higher sum of scores first, then the higher score, then A to Z.
 */
export function featuredPairs<S extends { slug: string; name: string; score: { overall: number } }>(
  pairs: readonly { a: S; b: S }[],
  featured: readonly S[],
): { a: S; b: S }[] {
  const slugs = new Set(featured.map((s) => s.slug));
  // In tenths, so 7.5 + 7.4 and 7.6 + 7.3 are equal, as they are on the page.
  const sum = (p: { a: S; b: S }) => Math.round((p.a.score.overall + p.b.score.overall) * 10);
  const top = (p: { a: S; b: S }) => Math.max(p.a.score.overall, p.b.score.overall);
  return pairs
    .filter(({ a, b }) => slugs.has(a.slug) && slugs.has(b.slug))
    .sort(
      (x, y) =>
        sum(y) - sum(x) ||
        top(y) - top(x) ||
        `${x.a.name} ${x.b.name}`.localeCompare(`${y.a.name} ${y.b.name}`),
    );
}
