/**
 * Test-only: finds wording in rendered page text that claims a check the data does not record. The site's data
 * records a check only as `checkedAt` + `sourceUrl` on a fact; every other claim of verification, checking or
 * hands-on testing is a false statement about work that was not done.
 *
 * Always refused (no fact's state can make these true): "Verified {date}", "Last verified", "last checked",
 * "as the provider lists them", "Offer as listed by the provider", "editorial adjustment", `.example` addresses;
 * a source or process no record shows: "provider listings", "the listings we compiled", "as the provider states"
 * (or lists, gives) and "as the source gives it" (the launch figures came with our launch data set, and nobody here
 * read a provider's listing for them); and a 2024 date on our own work, "updated", "published", "reviewed",
 * "compiled" or "checked" (the site was first published in 2026; a source's own date, such as a 2024 audit, is
 * the source's and stays).
 * Refused unless the sentence says it has not happened ("not", "no", "never", "yet"): "checked on {date}" for a
 * date no fact records, "we tested" / "our tests", "hands-on" testing or reviewing.
 */

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE = `${MONTH} \\d{1,2}, \\d{4}`;

/** A refused phrase, and whether a negation in the same sentence makes it acceptable. */
interface Rule {
  name: string;
  pattern: RegExp;
  negatable: boolean;
}

const RULES: readonly Rule[] = [
  { name: 'Verified {date}', pattern: new RegExp(`\\bverified (?:on )?${DATE}`, 'gi'), negatable: false },
  { name: 'Last verified', pattern: /\blast verified\b/gi, negatable: false },
  { name: 'last checked', pattern: /\blast checked\b/gi, negatable: false },
  { name: 'as the provider lists them', pattern: /\bas the provider lists them\b/gi, negatable: false },
  {
    name: 'Offer as listed by the provider',
    pattern: /\boffer as listed by the provider\b/gi,
    negatable: false,
  },
  { name: 'editorial adjustment', pattern: /\beditorial adjustment\b/gi, negatable: false },
  { name: 'provider listings', pattern: /\bprovider(?:'s|s')? listings?\b/gi, negatable: false },
  { name: 'the listings we compiled', pattern: /\blistings? we compiled\b/gi, negatable: false },
  {
    name: 'as the provider states',
    pattern: /\bas the (?:provider|source) (?:states?|lists?(?! them)|gives?|publishes)\b/gi,
    negatable: false,
  },
  {
    name: '2024 date',
    pattern:
      /\b(?:updated|published|reviewed|compiled|checked|written)(?:At)?(?: on)?:? (?:[A-Z][a-z]+ \d{1,2}, )?2024\b|©\s*2024\b/gi,
    negatable: false,
  },
  { name: '.example address', pattern: /[\w.+-]+@(?:[\w-]+\.)*example\b/gi, negatable: false },
  { name: 'checked on {date}', pattern: new RegExp(`\\bchecked (?:on )?(${DATE})`, 'gi'), negatable: true },
  {
    name: 'claims of testing',
    pattern: /\b(?:we(?:'ve| have)? tested|tested by (?:us|our)|our (?:own )?tests?\b|in our testing)/gi,
    negatable: true,
  },
  { name: 'hands-on', pattern: /\bhands-on\b/gi, negatable: true },
];

const NEGATION = /\b(?:not|no|never|none|nobody|yet|without|cannot)\b/i;

/** One refused phrase found in a text. */
export interface Claim {
  rule: string;
  /** The sentence it was found in. */
  sentence: string;
}

/**
 * Claims that a link may earn us money, refused while no link is a tracked affiliate link (`trackedLinks` 0),
 * except in a sentence that ties the commission to tracked links ("… when a tracked link …", or the quoted note
 * that appears beside a tracked link).
 */
export function commissionClaims(text: string, trackedLinks: number): Claim[] {
  if (trackedLinks > 0) return [];
  return [...text.matchAll(/\bmay earn\b/gi)]
    .map((match) => sentenceAt(text, match.index))
    .filter((sentence) => !/\btracked\b/i.test(sentence))
    .map((sentence) => ({ rule: 'may earn (no link is tracked)', sentence }));
}

/** The sentence of `text` around `index`. */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index)) + 1;
  const ends = [text.indexOf('. ', index), text.indexOf('\n', index)].filter((i) => i >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) + 1 : undefined).trim();
}

/**
 * Every refused claim in `text`. `checkedDates` are the days ("November 21, 2026") some fact records as
 * `checkedAt`: "checked on" one of them is true and allowed.
 */
export function unsupportedClaims(text: string, checkedDates: ReadonlySet<string> = new Set()): Claim[] {
  const claims: Claim[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const sentence = sentenceAt(text, match.index);
      if (rule.negatable && NEGATION.test(sentence)) continue;
      if (rule.name === 'checked on {date}' && match[1] !== undefined && checkedDates.has(match[1])) continue;
      claims.push({ rule: rule.name, sentence });
    }
  }
  return claims;
}
