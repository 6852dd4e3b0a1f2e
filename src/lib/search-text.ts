/**
 * How the site matches what a reader types, in the site search (src/lib/search-engine.ts) and guide filter:
 * - case and accents never matter ("cafe" finds "café");
 * - a hyphenated word counts as its parts and as one word ("Wi-Fi" is wi, fi and wifi);
 * - a query word matches the same word, one it begins (PREFIX_MIN+ characters: "surf" finds "Surfshark") or
 *   one within maxEdits() typing errors ("surfshrak");
 * - every query word must match, but filler words ("the", "vs", "how"); a word also matches its synonyms;
 * - a page's keyword phrases (`<meta name="keywords">`) that answer a query (keywordMatch) rank it first.
 */

/** A word of text: letters and digits, with inner hyphens, dots and apostrophes ("Wi-Fi", "hidemy.name"). */
const WORD = /[\p{L}\p{N}]+(?:[-‐‑.'’][\p{L}\p{N}]+)*/gu;
const INNER = /[-‐‑.'’]/;
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/** Query words that carry no meaning of their own; dropped unless the query has nothing else. */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'for',
  'in',
  'on',
  'at',
  'is',
  'are',
  'be',
  'it',
  'i',
  'my',
  'me',
  'and',
  'or',
  'vs',
  'versus',
  'v',
  'with',
  'what',
  'which',
  'how',
  'do',
  'does',
  'can',
]);

/** Words readers type for a topic the pages name another way; a query word also matches its synonyms. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  netflix: ['streaming'],
  hulu: ['streaming'],
  iplayer: ['streaming'],
  disney: ['streaming'],
  hbo: ['streaming'],
  torrent: ['p2p'],
  torrenting: ['p2p'],
  p2p: ['torrenting'],
  refund: ['moneyback'],
  moneyback: ['refund'],
};

/** A query word of at least this many characters also matches the page words it begins. */
export const PREFIX_MIN = 3;

/** The typing errors (Levenshtein edits) a query word may have: none under 4 characters, 1 under 8, else 2. */
export function maxEdits(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Lowercase, without accents, with typographic apostrophes made plain. */
export function normalizeText(text: string): string {
  // Plain ASCII (most words) has no accents to remove: lowercase is enough, and much faster.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
}

/**
 * The text normalized, without inner hyphens, dots and apostrophes: every index term of it is a substring.
 */
export function flatText(text: string): string {
  return normalizeText(text).replace(/[-‐‑.'’]/g, '');
}

/** The words of a text, normalized, each as written with its inner hyphens or dots ("wi-fi", "4.8"). */
function words(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/**
 * The terms a text is indexed under, in order, repeats kept: each word, and a joined word's parts and whole.
 */
export function indexTerms(text: string): string[] {
  return words(text).flatMap((word) => {
    if (!INNER.test(word)) return [word];
    const parts = word.split(INNER).filter(Boolean);
    return [...parts, parts.join('')];
  });
}

/** The words of a query, each joined ("wi-fi" gives wifi), without filler words unless nothing else is left. */
export function queryWords(query: string): string[] {
  const all = words(query).map((word) => word.split(INNER).join(''));
  const meaningful = all.filter((word) => !FILLER_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : all;
}

/** The query as groups of alternatives, one group per word: the word and its synonyms. Every group must match. */
export function queryGroups(query: string): string[][] {
  return queryWords(query).map((word) => [word, ...(SYNONYMS[word] ?? [])]);
}

/** Levenshtein distance between a and b, or max + 1 as soon as it is known to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? j) + 1,
        (current[j - 1] ?? i) + 1,
        (previous[j - 1] ?? j) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Whether a query term matches a page term: the same, its beginning (PREFIX_MIN+ characters) or within maxEdits. */
export function termMatches(queryTerm: string, pageTerm: string): boolean {
  if (queryTerm === pageTerm) return true;
  if (queryTerm.length >= PREFIX_MIN && pageTerm.startsWith(queryTerm)) return true;
  const edits = maxEdits(queryTerm);
  return edits > 0 && editDistance(queryTerm, pageTerm, edits) <= edits;
}

/**
 * The [start, end) offsets of each word of `text` with an index term among `terms` ("Wi-Fi" for "wifi"), in
 * order, found as they are read (the first costs no more than reading up to it).
 */
export function* markedSpans(text: string, terms: ReadonlySet<string>): Generator<[number, number], void> {
  for (const match of text.matchAll(WORD)) {
    if (indexTerms(match[0]).some((term) => terms.has(term)))
      yield [match.index, match.index + match[0].length];
  }
}

/**
 * Whether a text's index terms match a query: every group has a matching alternative. An empty query matches.
 */
export function matchesQuery(terms: ReadonlySet<string>, query: string): boolean {
  return queryGroups(query).every((group) =>
    group.some((alternative) => [...terms].some((term) => termMatches(alternative, term))),
  );
}

/** Words in the names of many pages and providers ("VPN"), which on their own name none of them. */
export const GENERIC_WORDS = new Set(['vpn', 'vpns']);

/** Whether a query word is the very word of a page, or its plural ("leak", "leaks"). */
const sameWord = (word: string, pageWord: string) => pageWord === word || pageWord === `${word}s`;

/**
 * How well a page's keyword phrase answers a query, from 0 to 3. It answers when every meaningful query word
 * matches a phrase word (no synonyms); a query of generic words only ("which VPN") must also share a filler
 * word with it. Then 2 when each word is the very word (or its plural), else 1; plus the share of the
 * phrase's words matched (less generic and unasked filler words): for "leak", "VPN leak" beats "leak test".
 */
export function keywordMatch(query: string, phrase: string): number {
  const all = words(query).map((word) => word.split(INNER).join(''));
  const meaningful = all.filter((word) => !FILLER_WORDS.has(word));
  if (meaningful.length === 0) return 0;
  const phraseWords = indexTerms(phrase);
  let exact = true;
  for (const word of meaningful) {
    if (phraseWords.some((pageWord) => sameWord(word, pageWord))) continue;
    if (!phraseWords.some((pageWord) => termMatches(word, pageWord))) return 0;
    exact = false;
  }
  const specific = meaningful.some((word) => !GENERIC_WORDS.has(word));
  const sharedFiller = all.some((word) => FILLER_WORDS.has(word) && phraseWords.includes(word));
  if (!specific && !sharedFiller) return 0;
  const parts = words(phrase)
    .flatMap((word) => word.split(INNER))
    .filter((word) => word && !GENERIC_WORDS.has(word) && (!FILLER_WORDS.has(word) || all.includes(word)));
  const covered = parts.filter((part) => all.some((word) => termMatches(word, part))).length;
  return (exact ? 2 : 1) + (parts.length === 0 ? 1 : covered / parts.length);
}
