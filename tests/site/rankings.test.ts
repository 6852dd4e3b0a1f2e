/**
 * The rankings by one figure, read from the built pages (dist/best/, no browser): each states its rule, lists
 * every provider once with competition places (ties share a place, the next place skips), unknowns last; three
 * are checked against their figures read from the provider files by the stated rules. How they lay out on a phone is in the
 * one browser pass per page (tests/browser/pages.spec.ts).
 */
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { CRITERIA, TIES_RULE } from '../../src/lib/criteria';
import { DISPUTE_RULE, ruleDevices, ruleRefundDays } from '../../src/lib/fact-rules';
import type { VpnService as ProviderFile } from '../../src/lib/vpn-service';
import { loadProviders } from '../support/providers';
import { elementText as text } from '../support/shown-text';
import { builtPage as page } from '../support/sitemap';

const providers = await loadProviders();

/** The rows of a ranking page as [slug, place] ("unknown" for a missing figure), top to bottom. */
const rows = (root: HTMLElement): [slug: string, place: string][] =>
  root
    .querySelectorAll('[data-testid="ranking"] tbody tr')
    .map((tr) => [
      tr.getAttribute('data-slug') ?? '',
      tr.querySelector('[data-place]')?.getAttribute('data-place') ?? '',
    ]);

describe('/best', () => {
  it('lists every ranking with its rule and says why there is none for streaming, torrenting or speed', () => {
    const root = page('/best');
    const main = text(root.querySelector('main'));
    for (const c of CRITERIA) expect(main.split(c.basis).length - 1, c.slug).toBe(1);
    // The rules every ranking shares are said once, not in every card.
    expect(main.split(TIES_RULE).length - 1).toBe(1);
    expect(main.split(DISPUTE_RULE.slice(1)).length - 1).toBe(1);
    expect(
      root
        .querySelectorAll('h2, h3')
        .some((h) => text(h).includes('no ranking for streaming, torrenting or speed')),
    ).toBe(true);
    const footerLink = root.querySelectorAll('footer a').find((a) => text(a) === 'VPN Rankings');
    expect(footerLink?.getAttribute('href')).toBe('/best');
  });

  it('is linked from the home page', () => {
    const link = page('/')
      .querySelectorAll('a')
      .find((a) => text(a) === 'All rankings');
    expect(link?.getAttribute('href')).toBe('/best');
  });
});

describe.each(CRITERIA.map((c) => [c.slug, c] as const))('/best/%s', (slug, c) => {
  it('states its rule and places every provider once, ties sharing, unknowns last', () => {
    const root = page(`/best/${slug}`);
    expect(text(root.querySelector('[data-testid="rule"]'))).toContain(c.rule);
    const ranking = rows(root);
    expect(ranking.map(([rowSlug]) => rowSlug).sort()).toEqual(providers.map((p) => p.slug).sort());
    const places = ranking.map(([, place]) => place);
    const known = places.filter((p) => p !== 'unknown');
    expect(places.slice(0, known.length)).toEqual(known); // unknowns only at the end
    known.forEach((place, i) => expect([String(i + 1), known[i - 1]], `row ${i + 1}`).toContain(place));
  });
});

// Three rankings against their figures read from the provider files, with the rule in plain words: the biggest
// figure first, equal figures share the place of the first of them, a missing figure is unknown and last.
describe.each([
  ['largest-server-network', (p: ProviderFile) => p.serverCount],
  ['most-countries', (p: ProviderFile) => p.countryCount],
  // A disputed window counts at its less favourable reading (the stated rule, src/lib/fact-rules.ts).
  ['longest-money-back-guarantee', (p: ProviderFile) => ruleRefundDays(p)],
] as const)('/best/%s', (slug, figure) => {
  it('follows the figures in the provider files', () => {
    const bySlug = new Map(providers.map((p) => [p.slug, figure(p)]));
    const ranking = rows(page(`/best/${slug}`));
    const expected = ranking.map(([rowSlug]) => {
      const value = bySlug.get(rowSlug) ?? null;
      if (value === null) return 'unknown';
      const first = ranking.findIndex(([other]) => bySlug.get(other) === value);
      return String(first + 1);
    });
    expect(ranking.map(([, place]) => place)).toEqual(expected);
    const values = ranking.map(([rowSlug]) => bySlug.get(rowSlug) ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});

describe('/best/most-devices', () => {
  const root = page('/best/most-devices');
  // Unlimited by the stated rule: no source that is not weak gives a limit (src/lib/fact-rules.ts).
  const unlimited = providers.filter((p) => ruleDevices(p) === Number.POSITIVE_INFINITY);

  it('gives a provider with unlimited devices a share of first place', () => {
    expect(unlimited.length).toBeGreaterThan(0);
    const ranking = new Map(rows(root));
    for (const p of unlimited) expect(ranking.get(p.slug), p.slug).toBe('1');
  });

  it('names its leaders, their runners-up and what the figure leaves out', () => {
    const opening = text(root.querySelectorAll('[data-prose]')[1]);
    expect(opening).toContain('First place is shared by');
    for (const p of unlimited) expect(opening).toContain(p.name);
    // ESET's highest limit needs its bigger bundle: said under the table.
    expect(text(root.querySelector('#leaves-out')?.parentNode)).toMatch(/ESET VPN's 10 devices need its/);
    expect(root.querySelectorAll('h2, h3').some((h) => text(h) === 'Who should look elsewhere')).toBe(true);
  });
});

// Lowest long-term price has a tie for first place; lowest monthly price has providers it does not rank.
describe.each(['lowest-long-term-price', 'lowest-monthly-price'])('/best/%s', (slug) => {
  it('gives in its structured data the places the table shows, shared where figures are equal, unranked left out', () => {
    const root = page(`/best/${slug}`);
    const table = rows(root);
    const names = root
      .querySelectorAll('[data-testid="ranking"] tbody tr th a')
      .filter((a) => a.getAttribute('href')?.startsWith('/vpn/'))
      .map((a) => text(a));
    const data = JSON.parse(root.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    const list = data['@graph'][0].mainEntity;
    const expected = table.flatMap(([, place], i) =>
      place === 'unknown' ? [] : [[Number(place), names[i]]],
    );
    expect(list.itemListElement.map((e: { position: number; name: string }) => [e.position, e.name])).toEqual(
      expected,
    );
    expect(list.numberOfItems).toBe(expected.length);
    // Both cases are really on these pages: a shared position, and a provider left out.
    const positions = expected.map(([position]) => position);
    if (slug === 'lowest-long-term-price') expect(new Set(positions).size).toBeLessThan(positions.length);
    else expect(expected.length).toBeLessThan(table.length);
  });
});
