/**
 * What a not-found address most likely meant, worked out in the reader's browser: the 404 page carries the
 * pages worth suggesting, each with its title's terms and its providers' names, and matches the address's
 * words against them by the site's matching rules (src/lib/search-text.ts). Nothing is fetched.
 */
import { indexTerms, queryWords, termMatches } from './search-text';

/** The kinds of page a not-found address can lead to (the site search's types of the same name). */
export type SuggestionType = 'review' | 'guide' | 'comparison' | 'ranking';

/**
 * A page the 404 page may suggest: address, title, label, and its terms (of the title and provider names).
 */
export interface SuggestionTarget {
  url: string;
  title: string;
  type: SuggestionType;
  label: string;
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

/** A suggestion target from a page's address, title, kind and its providers' names. */
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

/**
 * How closely a target matches the query: 0 if each word is a term, +1 per prefix or typo; null: no match.
 */
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
 * The pages a not-found path most likely meant, up to `limit`: every word of the address must match a term
 * (the same, its beginning, or a typo away). Pages of the address's section first, else reviews, guides and
 * comparisons; closest match first, then the shorter title. Empty when nothing resembles the address.
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
