/**
 * Head-to-head comparison of two providers: the canonical pair URLs (slugs in alphabetical order), the
 * redirects that lead other spellings there, and which pairs /compare features. The rows of a pair's table are
 * src/lib/pair-rows.ts; its verdict src/lib/verdict.ts.
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
 * Lines of a Netlify `_redirects` file: each reversed pair path answers 301 to its canonical page, and the
 * picker's query (/compare?a=..&b=.. in either order) 301s to the pair's page. `!` forces the query rules,
 * because /compare itself is a page. A query naming one provider twice answers 302 with SAME_PICK_PATH, the page
 * that says so; an unknown provider matches no rule and gets /compare.
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
 * Lines of `_redirects` for the reader's priorities, on compare pages and /reviews: `?priority=cost` answers 301
 * with the same page at its preset's fragment (#priority-cost), where the page shows that preset's pick or order
 * without a script; the page's canonical address stays the one without them. Two lines per preset, whatever the
 * number of pairs. The target carries a query of its own (`?preset=cost`), which no rule matches: Netlify passes a
 * request's query on to a target that has none, so `?priority=cost` would come back with it and be redirected
 * again, for ever.
 */
export function presetRedirects(presets: readonly string[]): string[] {
  return presets.flatMap((p) => [
    `/compare/*  priority=${p}  /compare/:splat?preset=${p}#priority-${p}  301!`,
    `/reviews  priority=${p}  /reviews?preset=${p}#priority-${p}  301!`,
  ]);
}

/** The page the picker lands on when both of its choices name the same provider. */
const SAME_PICK_PATH = '/compare/same-service';

/**
 * The services whose pairs /compare features: the `count` highest overall scores (src/lib/score.ts), and every service that ties
 * with the last of them, so a shared score never decides the cut alphabetically (the list then holds more than
 * `count`). `services` must be in the model's order, highest first.
 */
export function featuredServices<S extends { score: { overall: number } }>(
  services: readonly S[],
  count: number,
): S[] {
  const cut = services[count - 1]?.score.overall;
  return cut === undefined ? [...services] : services.filter((s) => s.score.overall >= cut);
}

/**
 * The featured pairs in the order /compare lists them: the pair with the higher combined overall score first;
 * on a tie, the higher of the two scores, then the pair's names A to Z.
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
