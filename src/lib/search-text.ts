/**
 * How the site matches what a reader types against its pages. One set of rules, used by the site search
 * (/search: MiniSearch over every page, src/lib/search-engine.ts) and by the guide filter on /guides:
 *
 * - Case and accents never matter: "Proton" finds "proton", "cafe" finds "café".
 * - Hyphens and spacing do not matter: a hyphenated word counts as its parts and as one word ("Wi-Fi" is
 *   wi, fi and wifi; "no-logs" is no, logs and nologs), so "wifi", "wi-fi", "wi fi", "no logs" and "nologs"
 *   all find it.
 * - A query word matches a page word that is the same, that it begins when it has at least PREFIX_MIN
 *   characters ("surf" finds "Surfshark"), or that is within maxEdits() typing errors ("surfshrak" finds
 *   "Surfshark").
 * - Every query word must match, apart from filler words ("the", "vs", "how"); a word also matches through
 *   its synonyms ("netflix" finds pages about streaming).
 * - A page may declare what readers type for it (its keywords, `<meta name="keywords">`): a query a keyword
 *   phrase answers (keywordMatch) puts that page before the pages that only contain the words.
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

/**
 * Words readers type for a topic the pages name another way. A query word matches its synonyms too (not the
 * other way round): streaming services a page does not name lead to the streaming pages, and the two names of
 * a refund window find each other.
 */
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
 * The text normalized and without the hyphens, dots and apostrophes inside words: every index term of the text
 * is a substring of it, so a term that is not cannot be in the text.
 */
export function flatText(text: string): string {
  return normalizeText(text).replace(/[-‐‑.'’]/g, '');
}

/** The words of a text, normalized, each as written with its inner hyphens or dots ("wi-fi", "4.8"). */
function words(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/**
 * The terms a page's text is indexed under, in order, repeats kept (they weigh in ranking): each word, and for
 * a word with inner hyphens, dots or apostrophes its parts and the joined form ("wi-fi" gives wi, fi, wifi).
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

/** The words of `text` one of whose index terms is among `terms`, as [start, end) offsets, in order. */
function* marked(text: string, terms: ReadonlySet<string>): Generator<[number, number], void, undefined> {
  for (const match of text.matchAll(WORD)) {
    if (indexTerms(match[0]).some((term) => terms.has(term)))
      yield [match.index, match.index + match[0].length];
  }
}

/**
 * Where a text shows any of `terms` (index terms that a query matched): the [start, end) offsets of each word
 * of `text` one of whose index terms is among them ("Wi-Fi" for "wifi").
 */
export function markedSpans(text: string, terms: ReadonlySet<string>): [number, number][] {
  return [...marked(text, terms)];
}

/** The first word of `text` that markedSpans() would mark, or undefined; reads no further than that word. */
export function firstMarkedSpan(text: string, terms: ReadonlySet<string>): [number, number] | undefined {
  const next = marked(text, terms).next();
  return next.done ? undefined : next.value;
}

/**
 * Whether a text, given as its index terms, matches a query: every group has an alternative that matches one of
 * the terms. An empty query matches everything.
 */
export function matchesQuery(terms: ReadonlySet<string>, query: string): boolean {
  return queryGroups(query).every((group) =>
    group.some((alternative) => [...terms].some((term) => termMatches(alternative, term))),
  );
}

/** Words in the names of many pages and providers ("VPN"), which on their own say nothing about what is asked. */
const GENERIC_WORDS = new Set(['vpn', 'vpns']);

/** Whether a query word is the very word of a page, or its plural ("leak", "leaks"). */
const sameWord = (word: string, pageWord: string) => pageWord === word || pageWord === `${word}s`;

/**
 * How well a page's keyword phrase answers a query, from 0 (not at all) to 3. It answers when every meaningful
 * query word matches a word of the phrase as the search matches words (the same, its beginning, a typing error;
 * not through synonyms, which widen a query rather than name a page); a query whose only meaningful words are
 * generic ("which VPN": "which" is a filler word and "VPN" names everything) must also share one of its filler
 * words with the phrase ("which VPN should I get"), so that "VPN" alone is answered by no phrase. Then 2 when
 * each query word is the very word (or its plural), else 1; plus the share of the phrase's words the query
 * matched (leaving out generic words, and filler words the query lacks), so "leak" is answered better by
 * "VPN leak" than by "leak tests".
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
