/**
 * What a not-found address most likely meant, worked out in the reader's browser without the site search: the
 * 404 page carries a short list of the pages worth suggesting (reviews, guides, comparisons, rankings), each with
 * the terms of its title and its providers' names, and matches the address's words against them with the site's
 * matching rules (src/lib/search-text.ts). Nothing is fetched: a reader who mistyped an address sees the page
 * they meant at once.
 */
import { indexTerms, queryWords, termMatches } from './search-text';

/** The kinds of page a not-found address can lead to (the site search's types of the same name). */
export type SuggestionType = 'review' | 'guide' | 'comparison' | 'ranking';

/** A page the 404 page may suggest: its address, title, the label shown beside it, and its matching terms. */
export interface SuggestionTarget {
  url: string;
  title: string;
  type: SuggestionType;
  label: string;
  /** Index terms of the title and the names its providers go by, without repeats. */
  terms: string[];
}

/** Sections of the site whose not-found paths say what kind of page was meant. */
const SECTION_TYPES: Readonly<Record<string, SuggestionType>> = {
  vpn: 'review',
  guides: 'guide',
  compare: 'comparison',
  best: 'ranking',
};

/** The label of each kind of page, as suggestions show it. */
const LABELS: Readonly<Record<SuggestionType, string>> = {
  review: 'Review',
  guide: 'Guide',
  comparison: 'Comparison',
  ranking: 'Ranking',
};

/** A suggestion target from a page's address, title, kind and the names its providers go by (for reviews and comparisons). */
export function suggestionTarget(
  url: string,
  title: string,
  type: SuggestionType,
  names = '',
): SuggestionTarget {
  return { url, title, type, label: LABELS[type], terms: [...new Set(indexTerms(`${title} ${names}`))] };
}

/**
 * What a not-found path was probably after: its words as a query ("/vpn/surfshak" -> "surfshak",
 * "/guides/public-wifi" -> "public wifi") and the kind of page its section holds, if any.
 */
export function pathQuery(path: string): { query: string; type: SuggestionType | null } {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: read the path as it is.
  }
  const segments = decoded.split('/').filter(Boolean);
  const type = segments.length > 1 ? (SECTION_TYPES[segments[0]?.toLowerCase() ?? ''] ?? null) : null;
  const words = (type ? segments.slice(1) : segments)
    .join(' ')
    .replace(/\.html?$/i, '')
    .split(/[\s_+\-/]+/)
    .filter(Boolean);
  return { query: words.join(' '), type };
}

/** How closely a target matches every query word: 0 for an exact term each, more for prefixes and typos; null if a word matches nothing. */
function distance(target: SuggestionTarget, words: readonly string[]): number | null {
  let total = 0;
  for (const word of words) {
    if (target.terms.includes(word)) continue;
    if (!target.terms.some((term) => termMatches(word, term))) return null;
    total += 1;
  }
  return total;
}

/**
 * The pages a not-found path most likely meant, up to `limit`: every word of the address must match a term of
 * the page's title or names (the same, its beginning, or a typing error away). Pages of the address's section
 * come first; when none matches, reviews, guides and comparisons. Closest match first (exact words before
 * prefixes and typos), then the shorter title. Empty when nothing resembles the address.
 */
export function suggestPages(
  targets: readonly SuggestionTarget[],
  path: string,
  limit = 3,
): SuggestionTarget[] {
  const { query, type } = pathQuery(path);
  const words = queryWords(query);
  if (words.length === 0) return [];
  const matches = (types: readonly SuggestionType[]) =>
    targets
      .filter((t) => types.includes(t.type))
      .flatMap((t) => {
        const d = distance(t, words);
        return d === null ? [] : [{ t, d }];
      })
      .sort((a, b) => a.d - b.d || a.t.title.length - b.t.title.length)
      .slice(0, limit)
      .map(({ t }) => t);
  const preferred = type ? matches([type]) : [];
  return preferred.length > 0 ? preferred : matches(['review', 'guide', 'comparison']);
}
