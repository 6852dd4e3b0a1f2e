/**
 * Every site-wide sentence about what was done is true when built: the built sentences of /data on what was
 * added, updated, searched and checked since launch, its totals and /owners' count of owners are read back and
 * compared with the counts of the provider files themselves. "Checked" stays a check against the provider's own
 * page (`checkedAt`): the sentence says nobody has checked a figure while no file records a check.
 */
import { describe, expect, it } from 'vitest';
import { readServices } from '../../config/provider-files';
import { listWords, numberWords } from '../../src/lib/format';
import { countStates, FACT_GROUPS, factRecords } from '../../src/lib/provenance';
import { builtPage } from '../support/sitemap';

const providers = await readServices();
const records = providers.flatMap((p) => factRecords(p));
const counts = countStates(records.map((r) => r.state));
const text = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A count as written on the page ("three", "Twelve", "14") as a number. */
function countOf(word: string | undefined): number {
  const lower = (word ?? '').toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  const n = Array.from({ length: 100 }, (_, i) => i).find((i) => numberWords(i) === lower);
  if (n === undefined) throw new Error(`not a count: "${word ?? ''}"`);
  return n;
}

describe("/data's sentences on what was done", () => {
  const page = builtPage('/data');
  const work = text(page.querySelector('[data-testid="work-done"]')?.text);

  it('counts the facts added or updated from a source, and names exactly the groups they are in', () => {
    const sourced = /added or updated ([\w-]+) facts? from public sources we read ourselves \(([^)]*)\)/.exec(
      work,
    );
    if (counts.sourced === 0) {
      expect(sourced).toBeNull();
      return;
    }
    expect(countOf(sourced?.[1])).toBe(counts.sourced);
    const groups = FACT_GROUPS.filter((g) => records.some((r) => r.group === g.key && r.state === 'sourced'));
    // Labels in running text: lower case, but an acronym keeps its capitals (IPv6).
    const inText = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label);
    expect(sourced?.[2]).toBe(listWords(groups.map((g) => inText(g.label))));
  });

  it('counts the searches that found no dated source', () => {
    const searched = /For ([\w-]+) more facts?, a search of stored public pages found no dated source/.exec(
      work,
    );
    if (counts.searched === 0) expect(searched).toBeNull();
    else expect(countOf(searched?.[1])).toBe(counts.searched);
  });

  it('reads as sentences between the launch sentence and the states', () => {
    const paragraph = text(page.querySelector('section[aria-labelledby="what-title"] > p')?.text);
    expect(paragraph).toContain(work);
    expect(paragraph).not.toMatch(/[.:][A-Z]/);
  });

  it('says "checked" only of checks the files record', () => {
    if (counts.checked === 0)
      expect(work).toContain("Nobody here has yet checked a figure against the provider's own current page.");
    else expect(countOf(/([\w-]+) facts? ha(?:s|ve) been checked/i.exec(work)?.[1])).toBe(counts.checked);
    expect(work.match(/\bchecked\b/gi)).toHaveLength(1);
  });

  it('shows each state with the number of facts in it', () => {
    const totals = page
      .querySelectorAll('[data-testid="fact-totals"] [data-state]')
      .map((d) => [d.getAttribute('data-state'), Number(text(d.querySelector('dt span')?.text))]);
    expect(Object.fromEntries(totals)).toEqual(counts);
  });
});

describe("/owners' count of owners", () => {
  it('says how many of our providers have an owner in our data', () => {
    const description = text(builtPage('/owners').querySelector('h1 + p')?.text);
    const match = /behind ([\w-]+) of the ([\w-]+) VPN providers we review/.exec(description);
    expect(countOf(match?.[1])).toBe(providers.filter((p) => p.ownership).length);
    expect(countOf(match?.[2])).toBe(providers.length);
  });
});
