/**
 * What the site says it has done with its facts, computed from them so it is true when built: facts added or
 * updated from a public source (and their groups), searches that found no dated source, and checks against
 * the provider's own current page (`checkedAt`, the only thing called "checked").
 */
import { capitalise, listWords, numberWords } from './format';
import { countStates, FACT_GROUPS, type FactRecord } from './provenance';

/** A count as the site writes it: to ten in words ("three"), above in figures ("12"). */
const count = (n: number) => (n <= 10 ? numberWords(n) : String(n));
/** "one fact", "12 facts"; with `more`, "one more fact". */
const facts = (n: number, more = false) => `${count(n)} ${more ? 'more ' : ''}${n === 1 ? 'fact' : 'facts'}`;

/** The sentences on what was done since launch, for /data, from every provider's fact records. */
export function workSentences(records: readonly FactRecord[]): string[] {
  const counts = countStates(records.map((r) => r.state));
  const groups = FACT_GROUPS.filter((g) =>
    records.some((r) => r.group === g.key && r.state === 'sourced'),
  ).map((g) => (/^[A-Z][a-z]/.test(g.label) ? g.label.toLowerCase() : g.label));
  const sentences = [
    counts.checked === 0
      ? "Nobody here has yet checked a figure against the provider's own current page."
      : `${capitalise(facts(counts.checked))} ${counts.checked === 1 ? 'has' : 'have'} been checked against the provider's own page, each with the date and address of that page.`,
  ];
  if (counts.sourced > 0)
    sentences.push(
      `Since launch we have added or updated ${facts(counts.sourced)} from public sources we read ourselves (${listWords(groups)}), each with its address, its kind and dates.`,
    );
  if (counts.searched > 0)
    sentences.push(
      `For ${facts(counts.searched, true)}, a search of stored public pages found no dated source; we record the day of each search.`,
    );
  return sentences;
}
