/**
 * The site search over the documents of src/lib/search-docs.ts: MiniSearch with the site's matching rules
 * (src/lib/search-text.ts); a query naming two providers puts their comparison first, one naming a provider
 * ("surfshrak") its review; each result has an excerpt with the matched words marked. Runs in a worker.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { pairPath } from './compare';
import {
  indexTerms,
  flatText,
  GENERIC_WORDS,
  markedSpans,
  maxEdits,
  normalizeText,
  PREFIX_MIN,
  keywordMatch,
  queryGroups,
  queryWords,
} from './search-text';

/** What a result is, shown beside its title. */
export type SearchType = 'review' | 'guide' | 'comparison' | 'ranking' | 'faq' | 'page';

/** The label of each type, as results show it. */
const SEARCH_TYPE_LABELS: Readonly<Record<SearchType, string>> = {
  review: 'Review',
  guide: 'Guide',
  comparison: 'Comparison',
  ranking: 'Ranking',
  faq: 'FAQ',
  page: 'Page',
};

/** Where the built index is served (MiniSearch's JSON); the search worker fetches it with the documents. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Where the documents' display fields are served (an array of ShownDoc as JSON, in id order). */
export const SEARCH_DOCS_PATH = '/search-docs.json';

/** One searchable document: `names` of its providers, its `keywords` phrases joined by KEYWORD_SEPARATOR. */
export interface SearchDoc {
  id: number;
  url: string;
  title: string;
  type: SearchType;
  names: string;
  headings: string;
  keywords: string;
  text: string;
}

/** What separates a document's keyword phrases in `SearchDoc.keywords`. */
export const KEYWORD_SEPARATOR = ' | ';

/** What results show of a document: the index holds the rest. */
export type ShownDoc = Pick<SearchDoc, 'url' | 'title' | 'type' | 'text'>;

/** A piece of an excerpt: its text, and whether it is a matched word (shown in <mark>). */
export type ExcerptPart = [text: string, marked: boolean];

/** One result as the page shows it. */
export interface SearchHit {
  url: string;
  title: string;
  type: SearchType;
  label: string;
  excerpt: ExcerptPart[];
}

/** The answer to a query: the first `limit` hits, how many pages matched, and whether only some words matched. */
export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  partial: boolean;
}

/** How much a match counts by field: a provider's names first, then titles, the page's keywords, headings and text. */
const FIELD_BOOST = { names: 4, title: 3, keywords: 2, headings: 1.5, text: 1 };

/**
 * How much a document type counts: hub pages repeat the cards they list, so the page a card describes wins.
 */
const TYPE_BOOST: Partial<Record<SearchType, number>> = { page: 0.6 };

/** Characters of page text an excerpt shows around the first match. */
const EXCERPT_LENGTH = 180;

/** Words joining two providers in a pair query ("nordvpn vs surfshark", "proton or nord"). */
const PAIR_WORDS = new Set(['vs', 'versus', 'v', 'or', 'and', 'against', 'compared', 'to', 'with']);

/**
 * The excerpt of `text` around its first word among `terms` (else its start): about `length` characters, from
 * that word's sentence if it begins close enough, else a space, to a space; "…" where cut, matches marked.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, length = EXCERPT_LENGTH): ExcerptPart[] {
  const [first = 0, firstEnd = 0] = markedSpans(text, terms).next().value ?? [];
  const earliest = Math.max(0, first - Math.round(length / 2));
  const sentence = Math.max(...['. ', '! ', '? '].map((end) => text.lastIndexOf(end, first - 1)));
  const sentenceStart = sentence >= 0 ? sentence + 2 : 0;
  const start = sentenceStart >= earliest ? sentenceStart : text.indexOf(' ', earliest) + 1 || earliest;
  let end = Math.min(text.length, Math.max(start + length, firstEnd));
  if (end < text.length && text.lastIndexOf(' ', end) > first) end = text.lastIndexOf(' ', end);
  // Only the shown part is read for more matches: page texts run to thousands of words.
  const spans = [...markedSpans(text.slice(start, end), terms)].map(([from, to]) => [
    from + start,
    to + start,
  ]);
  const parts: ExcerptPart[] = start > 0 ? [['…', false]] : [];
  let at = start;
  for (const [from = 0, to = 0] of spans) {
    if (from > at) parts.push([text.slice(at, from), false]);
    parts.push([text.slice(from, to), true]);
    at = to;
  }
  if (at < end) parts.push([text.slice(at, end), false]);
  if (end < text.length) parts.push(['…', false]);
  return parts;
}

/** What a search may be narrowed to: at most `limit` hits (20), only `types`, matches in `fields` only. */
interface SearchOptions {
  limit?: number;
  types?: readonly SearchType[];
  fields?: readonly ('names' | 'title' | 'keywords' | 'headings' | 'text')[];
}

/** The search over a set of documents. */
export interface SiteSearch {
  /** Results for a query, best first. */
  search(query: string, options?: SearchOptions): SearchAnswer;
  /** The slug of the provider a few words name ("surfshrak", "proton vpn"), or null. */
  provider(words: string): string | null;
}

const INDEX_OPTIONS = {
  fields: ['names', 'title', 'keywords', 'headings', 'text'],
  storeFields: ['type', 'keywords'],
  tokenize: (text: string) => indexTerms(text),
  processTerm: (term: string) => term,
  searchOptions: {
    // Queries arrive as terms already processed by queryGroups().
    tokenize: (term: string) => [term],
    processTerm: (term: string) => term,
    prefix: (term: string) => term.length >= PREFIX_MIN,
    fuzzy: (term: string) => maxEdits(term),
    boost: FIELD_BOOST,
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
      TYPE_BOOST[stored?.['type'] as SearchType] ?? 1,
  },
};

/** The search index of `docs` as JSON (MiniSearch's format), built once with the site. */
export function serializeIndex(docs: readonly SearchDoc[]): string {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  return JSON.stringify(index);
}

/** What results show of each document, in id order. */
export function shownDocs(docs: readonly SearchDoc[]): ShownDoc[] {
  return docs.map(({ url, title, type, text }) => ({ url, title, type, text }));
}

/** The search over the serialized index of serializeIndex() and the documents of shownDocs(). */
export function loadSiteSearch(indexJson: string, docs: readonly ShownDoc[]): SiteSearch {
  return searchOver(MiniSearch.loadJSON<SearchDoc>(indexJson, INDEX_OPTIONS), docs);
}

/** The search over `docs` (their ids are their positions in the array), indexed now. */
export function createSiteSearch(docs: readonly SearchDoc[]): SiteSearch {
  return loadSiteSearch(serializeIndex(docs), shownDocs(docs));
}

function searchOver(index: MiniSearch<SearchDoc>, docs: readonly ShownDoc[]): SiteSearch {
  const run = (groups: string[][], combineWith: 'AND' | 'OR', { types, fields }: SearchOptions = {}) =>
    index.search(
      {
        combineWith,
        queries: groups.map((alternatives): Query => ({ combineWith: 'OR', queries: alternatives })),
      },
      {
        ...(fields ? { fields: [...fields] } : {}),
        ...(types ? { filter: (result: SearchResult) => types.includes(result['type'] as SearchType) } : {}),
      },
    );

  const provider = (words: string): string | null => {
    const groups = queryGroups(words).filter(([word]) => !GENERIC_WORDS.has(word ?? ''));
    if (groups.length === 0) return null;
    const best = run(groups, 'AND', { types: ['review'], fields: ['names'] })[0];
    return best ? (docs[best.id as number]?.url.split('/')[2] ?? null) : null;
  };

  /** The comparison page a query names ("nordvpn vs surfshark", "surfshark nordvpn"), or null. */
  const pairPage = (query: string): string | null => {
    const words = normalizeText(query)
      .split(/[^\p{L}\p{N}.]+/u)
      .filter(Boolean);
    const sides: string[][] = [[]];
    for (const word of words) {
      if (PAIR_WORDS.has(word)) sides.push([]);
      else sides[sides.length - 1]?.push(word);
    }
    const named = sides.filter((side) => side.length > 0);
    const pair = named.length === 1 && named[0]?.length === 2 ? named[0].map((w) => [w]) : named;
    if (pair.length !== 2) return null;
    const [a, b] = pair.map((side) => provider(side.join(' ')));
    return a && b && a !== b ? pairPath(a, b) : null;
  };

  /** Pages writing two neighbouring query words as one ("no-logs" for "no logs"), with that match's score. */
  const phraseScores = (query: string): Map<unknown, number> => {
    const words = queryWords(query);
    const joined = words.slice(1).map((word, i) => `${words[i] ?? ''}${word}`);
    if (joined.length === 0) return new Map();
    const matches = index.search({ combineWith: 'OR', queries: joined }, { prefix: false, fuzzy: false });
    return new Map(matches.map((result) => [result.id, result.score]));
  };

  // The matched terms in a document's text (flattened once), not only in its title or names.
  const flat = new Map<number, string>();
  const shownTerms = (id: number, text: string, terms: readonly string[]): Set<string> => {
    const flattened = flat.get(id) ?? flatText(text);
    flat.set(id, flattened);
    return new Set(terms.filter((term) => flattened.includes(term)));
  };

  const hit = (result: SearchResult): SearchHit[] => {
    const doc = docs[result.id as number];
    if (!doc) return [];
    const { url, title, type, text } = doc;
    const terms = shownTerms(result.id as number, text, result.terms);
    return [{ url, title, type, label: SEARCH_TYPE_LABELS[type], excerpt: excerpt(text, terms) }];
  };

  const search: SiteSearch['search'] = (query, options = {}) => {
    const groups = queryGroups(query);
    if (groups.length === 0) return { hits: [], total: 0, partial: false };
    let results = run(groups, 'AND', options);
    const partial = results.length === 0 && groups.length > 1;
    if (partial) results = run(groups, 'OR', options);
    const phrases = phraseScores(query);
    if (phrases.size > 0) {
      results = results
        .map((result) => ({ ...result, score: result.score + (phrases.get(result.id) ?? 0) }))
        .sort((a, b) => b.score - a.score);
    }
    // Pages a keyword phrase of which answers the query come first, the better answer first (a stable sort).
    const answers = (result: SearchResult) =>
      Math.max(
        0,
        ...String(result['keywords'] ?? '')
          .split(KEYWORD_SEPARATOR)
          .filter(Boolean)
          .map((phrase) => keywordMatch(query, phrase)),
      );
    results = results
      .map((result) => ({ result, answer: answers(result) }))
      .sort((a, b) => b.answer - a.answer)
      .map(({ result }) => result);
    // A query that names two providers asks for their comparison; one that is a provider's name, for its review.
    const pair = pairPage(query);
    const single = pair ? null : provider(query);
    const named = pair ?? (single ? `/vpn/${single}` : null);
    const firstId = docs.findIndex((doc) => doc.url === named);
    const first = docs[firstId];
    if (first && (!options.types || options.types.includes(first.type))) {
      const matched = results.find((result) => result.id === firstId);
      results = [
        matched ?? { id: firstId, terms: [], queryTerms: [], score: 0, match: {} },
        ...results.filter((result) => result.id !== firstId),
      ];
    }
    return { hits: results.slice(0, options.limit ?? 20).flatMap(hit), total: results.length, partial };
  };

  return { search, provider };
}
