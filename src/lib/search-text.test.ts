import { describe, expect, it } from 'vitest';
import {
  editDistance,
  flatText,
  indexTerms,
  keywordMatch,
  markedSpans,
  matchesQuery,
  maxEdits,
  normalizeText,
  queryGroups,
  queryWords,
  termMatches,
} from './search-text';

const terms = (text: string) => new Set(indexTerms(text));

describe('normalizeText and indexTerms', () => {
  it('ignore case and accents', () => {
    expect(normalizeText('Proton VPN — Café ÉTÉ')).toBe('proton vpn — cafe ete');
    expect(indexTerms('Proton VPN, café')).toEqual(['proton', 'vpn', 'cafe']);
  });

  it('index a hyphenated word as its parts and as one word', () => {
    expect(indexTerms('Public Wi-Fi and no-logs')).toEqual([
      'public',
      'wi',
      'fi',
      'wifi',
      'and',
      'no',
      'logs',
      'nologs',
    ]);
    expect(indexTerms('hidemy.name’s')).toEqual(['hidemy', 'name', 's', 'hidemynames']);
  });

  it('keep repeats, which weigh in ranking', () => {
    expect(indexTerms('VPN vpn')).toEqual(['vpn', 'vpn']);
  });
});

describe('queryWords and queryGroups', () => {
  it('join hyphenated query words and drop filler words', () => {
    expect(queryWords('Is a VPN legal?')).toEqual(['vpn', 'legal']);
    expect(queryWords('Wi-Fi')).toEqual(['wifi']);
    expect(queryWords('nordvpn vs surfshark')).toEqual(['nordvpn', 'surfshark']);
  });

  it('keep filler words when the query has nothing else', () => {
    expect(queryWords('what is')).toEqual(['what', 'is']);
  });

  it('add synonyms as alternatives of their word', () => {
    expect(queryGroups('netflix vpn')).toEqual([['netflix', 'streaming'], ['vpn']]);
    expect(queryGroups('money-back')).toEqual([['moneyback', 'refund']]);
  });

  it('is empty for a blank query', () => {
    expect(queryGroups('  ')).toEqual([]);
  });
});

describe('termMatches', () => {
  it('matches the same word and a word it begins, from three letters', () => {
    expect(termMatches('vpn', 'vpn')).toBe(true);
    expect(termMatches('surf', 'surfshark')).toBe(true);
    expect(termMatches('su', 'surfshark')).toBe(false);
  });

  it('forgives one typing error from four letters and two from eight', () => {
    expect(maxEdits('vpn')).toBe(0);
    expect(maxEdits('nord')).toBe(1);
    expect(maxEdits('surfshrak')).toBe(2);
    expect(termMatches('nrod', 'nord')).toBe(false); // a swap is two edits
    expect(termMatches('nordvnp', 'nordvpn')).toBe(false);
    expect(termMatches('norvpn', 'nordvpn')).toBe(true);
    expect(termMatches('surfshrak', 'surfshark')).toBe(true);
    expect(termMatches('surfshak', 'surfshark')).toBe(true);
    expect(termMatches('vpm', 'vpn')).toBe(false);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, and stops past the limit', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });
});

describe('matchesQuery', () => {
  const guide = terms('Public Wi-Fi Safety: what a VPN protects on a no-logs network');

  it('finds "wifi", "wi-fi", "wi fi" and "WIFI" in "Wi-Fi"', () => {
    for (const query of ['wifi', 'wi-fi', 'wi fi', 'WIFI'])
      expect(matchesQuery(guide, query), query).toBe(true);
  });

  it('finds "no logs" and "nologs" in "no-logs"', () => {
    expect(matchesQuery(guide, 'no logs')).toBe(true);
    expect(matchesQuery(guide, 'nologs')).toBe(true);
  });

  it('needs every word, and matches everything for an empty query', () => {
    expect(matchesQuery(guide, 'public safety')).toBe(true);
    expect(matchesQuery(guide, 'public streaming')).toBe(false);
    expect(matchesQuery(guide, '')).toBe(true);
  });
});

describe('flatText', () => {
  it('holds every index term of a text', () => {
    const text = 'Public Wi-Fi at the Café: hidemy.name’s no-logs';
    const flat = flatText(text);
    for (const term of indexTerms(text)) expect(flat, term).toContain(term);
  });
});

describe('markedSpans', () => {
  it('marks each word of the text whose terms were matched, as written', () => {
    const text = 'Free Wi-Fi is risky; wifi users beware.';
    const spans = [...markedSpans(text, new Set(['wifi']))];
    expect(spans.map(([from, to]) => text.slice(from, to))).toEqual(['Wi-Fi', 'wifi']);
  });
});

describe('keywordMatch', () => {
  it('answers a query every meaningful word of which is in the phrase, the very words best', () => {
    expect(keywordMatch('is my vpn working', 'is my VPN working')).toBe(3);
    expect(keywordMatch('dns leak test', 'DNS leak test')).toBe(3);
    expect(keywordMatch('leak', 'VPN leak')).toBe(3);
    expect(keywordMatch('leak', 'dns-leaks')).toBe(2.5);
    expect(keywordMatch('leak', 'leak tests')).toBe(2.5);
    expect(keywordMatch('leakk', 'VPN leak')).toBe(2);
    expect(keywordMatch('cheapest audited vpn', 'cheapest audited VPN')).toBe(3);
    expect(keywordMatch('vpn working', 'is a VPN legal')).toBe(0);
    // A synonym widens a search, but does not make a page's keyword answer it.
    expect(keywordMatch('netflix', 'streaming')).toBe(0);
  });

  it('needs a specific word, or a shared filler word when the query has only generic ones', () => {
    expect(keywordMatch('which VPN', 'which VPN should I get')).toBeGreaterThan(2);
    expect(keywordMatch('which VPN', 'best VPN')).toBe(0);
    expect(keywordMatch('VPN', 'VPN finder')).toBe(0);
    expect(keywordMatch('the', 'the VPN finder')).toBe(0);
  });
});
