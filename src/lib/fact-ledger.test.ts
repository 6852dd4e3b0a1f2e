import { describe, expect, it } from 'vitest';
import { compareSnapshots, inlineSources, snapshotFacts, type FactChange } from './fact-ledger';

/** A provider file in today's shape, cut to the fields the ledger reads plus some it must ignore. */
const today = {
  name: 'NordVPN',
  summary: 'A very large network: 7,900+ servers.',
  serverCount: 7900,
  serverCountIsMinimum: true,
  countryCount: 126,
  countryCountIsMinimum: false,
  deviceLimit: 10,
  pricePerMonth: '3.39',
  moneyBackDays: 30,
  freeTrial: null,
  freeTier: null,
  jurisdiction: 'Panama',
  logsPolicy: 'No logs',
  plans: [
    { name: 'Monthly Basic', price: '12.99', period: 'month', features: ['10 devices'] },
    { name: '2-Year Basic', price: '3.39', period: 'month', billed: '$81.36 for 2 years' },
  ],
  comparison: { serverNetwork: { value: '7,900+ servers, 126 countries', compiledAt: '2026-11-21' } },
  provenance: {
    pricing: { source: 'Launch data', compiledAt: '2026-11-21' },
    network: { source: 'Launch data', compiledAt: '2026-11-21' },
  },
};

type File = Record<string, unknown>;
const changes = (before: File, after: File) => compareSnapshots(snapshotFacts(before), snapshotFacts(after));
/** A change as a reader sees it: "label: old → new" (with the linked page after a value). */
const said = (c: FactChange) => {
  const v = (x: FactChange['old']) => (x === null ? '∅' : x.href ? `${x.text} ${x.href}` : x.text);
  return `${c.label}: ${v(c.old)} → ${v(c.new)}`;
};

describe('snapshotFacts', () => {
  it('reads each figure as pages show it, prices first, and ignores text that repeats a figure', () => {
    const facts = [...snapshotFacts(today).facts.values()].map((f) => [f.key, f.value?.text ?? null]);
    expect(facts).toEqual([
      ['plan:Monthly Basic', '$12.99/mo'],
      ['plan:2-Year Basic', '$3.39/mo'],
      ['discount', 'none shown'],
      ['servers', '7,900+'],
      ['countries', '126'],
      ['devices', '10'],
      ['money-back', '30 days'],
      ['free-trial', null],
      ['free-tier', null],
      ['jurisdiction', 'Panama'],
      ['logs-policy', 'No logs'],
      ['provenance:pricing', 'our launch data set, compiled November 21, 2026'],
      ['provenance:network', 'our launch data set, compiled November 21, 2026'],
    ]);
  });

  it('reads device limits: 0 is unlimited, a pair depends on the plan, null is not in our data', () => {
    const text = (deviceLimit: unknown) =>
      snapshotFacts({ deviceLimit }).facts.get('devices')?.value?.text ?? null;
    expect([text(0), text([5, 10]), text(null), text('ten')]).toEqual(['Unlimited', '5-10', null, null]);
  });

  it('names the provider, or falls back to the slug; a file that is not an object has no facts', () => {
    expect(snapshotFacts(today, 'nordvpn').name).toBe('NordVPN');
    expect(snapshotFacts({}, 'nordvpn').name).toBe('nordvpn');
    expect(snapshotFacts([1, 2], 'x').facts.size).toBe(0);
  });
});

describe('compareSnapshots', () => {
  it('finds no change between a file and itself reformatted, renamed or reworded', () => {
    const reshaped = {
      ...today,
      summary: 'Reworded, and the duplicated price is gone.',
      pricePerMonth: undefined,
      lowestPrice: '3.39',
      comparison: {},
      plans: today.plans.map((p) => ({ ...p, features: [], billed: undefined })),
    };
    expect(changes(today, JSON.parse(JSON.stringify(reshaped)) as File)).toEqual([]);
  });

  it('records a changed server count with both values', () => {
    expect(changes(today, { ...today, serverCount: 8100 }).map(said)).toEqual(['Servers: 7,900+ → 8,100+']);
    expect(changes(today, { ...today, serverCountIsMinimum: false }).map(said)).toEqual([
      'Servers: 7,900+ → 7,900',
    ]);
  });

  it('lists price changes first, then figures, then states', () => {
    const after = {
      ...today,
      countryCount: 127,
      plans: [today.plans[0], { ...today.plans[1], price: '3.59' }],
      provenance: {
        ...today.provenance,
        pricing: {
          ...today.provenance.pricing,
          checkedAt: '2026-12-02',
          sourceUrl: 'https://nordvpn.com/pricing/',
        },
      },
    };
    expect(changes(today, after).map(said)).toEqual([
      '2-Year Basic plan: $3.39/mo → $3.59/mo',
      'Countries: 126 → 127',
      "Source of prices and plans: our launch data set, compiled November 21, 2026 → checked against the provider's own page on December 2, 2026 https://nordvpn.com/pricing/",
    ]);
  });

  it('records a plan added and a plan removed, by name', () => {
    const after = {
      ...today,
      plans: [today.plans[0], { name: '1-Year Basic', price: '4.99', period: 'month' }],
    };
    expect(changes(today, after).map(said)).toEqual([
      '1-Year Basic plan: ∅ → $4.99/mo',
      '2-Year Basic plan: $3.39/mo → ∅',
    ]);
  });

  it('records a change of billing period at the same price', () => {
    const after = { ...today, plans: [today.plans[0], { ...today.plans[1], period: 'year' }] };
    expect(changes(today, after).map(said)).toEqual(['2-Year Basic plan: $3.39/mo → $3.39/year']);
  });

  it('treats a field the older shape lacks as not recorded, never as a change to or from unknown', () => {
    const older = { ...today, serverCountIsMinimum: undefined, provenance: undefined, freeTrial: undefined };
    const newer = {
      ...today,
      freeTrial: null,
      ownership: null,
      plans: today.plans.map((p, i) => ({ ...p, months: [1, 24][i] })),
    };
    expect(changes(JSON.parse(JSON.stringify(older)) as File, newer)).toEqual([]);
    // And a field a newer shape drops (renamed or moved) is not a change to unknown either.
    expect(changes(newer, JSON.parse(JSON.stringify(older)) as File)).toEqual([]);
  });

  it('compares a term once both versions record it', () => {
    const withTerm = { ...today, plans: [today.plans[0], { ...today.plans[1], months: 24 }] };
    const longer = { ...today, plans: [today.plans[0], { ...today.plans[1], months: 24, extraMonths: 3 }] };
    expect(changes(withTerm, longer).map(said)).toEqual([]);
    expect(
      changes(withTerm, { ...longer, plans: [today.plans[0], { ...today.plans[1], months: 27 }] }).map(said),
    ).toEqual(['2-Year Basic plan: $3.39/mo, 24-month term → $3.39/mo, 27-month term']);
  });

  it('follows the standout feature from the comparison cell to its own field', () => {
    const cell = {
      ...today,
      comparison: { standoutFeature: { value: 'NordLynx protocol', compiledAt: '2026-11-21' } },
    };
    expect(changes(cell, { ...today, standoutFeature: 'NordLynx protocol' })).toEqual([]);
    expect(changes(cell, { ...today, standoutFeature: 'Meshnet' }).map(said)).toEqual([
      'Standout feature: NordLynx protocol → Meshnet',
    ]);
  });

  const read = {
    sourceUrl: 'https://example.org/s',
    sourceName: 'Example News',
    sourceDate: '2026-11',
    readAt: '2026-11-25',
  };

  it('records a figure first recorded, with its source: a renewal price, ownership, an audit', () => {
    const after = {
      ...today,
      plans: [
        today.plans[0],
        { ...today.plans[1], renewal: { price: '139.08', period: 'year', provenance: read } },
      ],
      ownership: { owner: 'Nord Security', since: '2012', provenance: read },
      audits: [
        {
          firm: 'Deloitte',
          date: '2024-12',
          scope: 'no-logs',
          reportUrl: 'https://example.org/r',
          provenance: read,
        },
      ],
    };
    const sourced = 'Example News, November 2026 https://example.org/s';
    expect(changes(today, after).map(said)).toEqual([
      '2-Year Basic plan, renewal price: ∅ → $139.08/year',
      'Ownership: ∅ → Nord Security; since 2012',
      'Audit by Deloitte, December 2024: ∅ → no-logs policy https://example.org/r',
      `Source of the 2-Year Basic renewal price: ∅ → ${sourced}`,
      `Source of ownership: ∅ → ${sourced}`,
      `Source of the audit by Deloitte: ∅ → ${sourced}`,
    ]);
    // An audit dropped is a change; its source goes with it unsaid.
    expect(changes(after, { ...after, audits: [] }).map(said)).toEqual([
      'Audit by Deloitte, December 2024: no-logs policy https://example.org/r → ∅',
    ]);
  });

  it('records provenance states: compiled, checked, sourced; a compiled state first recorded is no change, a new record keeping its launch date changes from it', () => {
    const state = (pricing: object) => ({ ...today, provenance: { pricing } });
    const compiled = state({ compiledAt: '2026-11-21' });
    const sourced = state({ compiledAt: '2026-11-21', ...read });
    const checked = state({
      ...read,
      compiledAt: '2026-11-21',
      checkedAt: '2026-12-02',
      sourceUrl: 'https://a.example/p',
    });
    expect(changes({ ...today, provenance: undefined }, compiled)).toEqual([]);
    expect(changes({ ...today, provenance: undefined }, checked).map(said)).toEqual([
      "Source of prices and plans: our launch data set, compiled November 21, 2026 → checked against the provider's own page on December 2, 2026 https://a.example/p",
    ]);
    expect(changes(compiled, sourced).map(said)).toEqual([
      'Source of prices and plans: our launch data set, compiled November 21, 2026 → Example News, November 2026 https://example.org/s',
    ]);
    // A check supersedes a source.
    expect(changes(sourced, checked).map(said)).toEqual([
      "Source of prices and plans: Example News, November 2026 https://example.org/s → checked against the provider's own page on December 2, 2026 https://a.example/p",
    ]);
    expect(changes(compiled, state({ compiledAt: '2026-11-24' })).map(said)).toEqual([
      'Source of prices and plans: our launch data set, compiled November 21, 2026 → our launch data set, compiled November 24, 2026',
    ]);
  });

  it('decides on the rendered text: a sentence that takes its figure from a token is no change', () => {
    const literal = { ...today, moneyBackDays: 45, standoutFeature: '45-day refund window' };
    const tokened = { ...literal, standoutFeature: '[[refundDays]]-day refund window' };
    expect(changes(literal, tokened)).toEqual([]);
    // The token is rendered, not left unrecorded: the same words on both sides, so no change.
    const plans = { ...today, standoutFeature: '$3.39/mo for two years' };
    const planToken = { ...plans, standoutFeature: '[[plan(2-Year Basic)]] for two years' };
    const rendered = snapshotFacts(planToken);
    expect(rendered.facts.get('standout')?.value?.text).toBe('$3.39/mo for two years');
    expect(rendered.problems).toEqual([]);
    expect(changes(plans, planToken)).toEqual([]);
    // Reformatting (punctuation, case, spacing) is no change either.
    const free = { ...today, freeTier: 'Free forever: no data limit, 5 countries' };
    expect(changes(free, { ...free, freeTier: 'Free forever, no data limit,  5 countries' })).toEqual([]);
  });

  it('records a value that changes, in every text that shows it, never a raw token', () => {
    const before = { ...today, moneyBackDays: 45, standoutFeature: '[[refundDays]]-day refund window' };
    const found = changes(before, { ...before, moneyBackDays: 30 }).map(said);
    expect(found).toEqual([
      'Money-back window: 45 days → 30 days',
      'Standout feature: 45-day refund window → 30-day refund window',
    ]);
    expect(changes(today, { ...today, freeTier: 'Free: 10 GB a month' }).map(said)).toEqual([
      'Free tier: ∅ → Free: 10 GB a month',
    ]);
  });

  it('records a price change inside a text token: the plan and the sentence that shows its price', () => {
    const before = { ...today, standoutFeature: '[[plan(2-Year Basic)]] for two years' };
    const after = { ...before, plans: [today.plans[0], { ...today.plans[1], price: '3.59' }] };
    expect(changes(before, after).map(said)).toEqual([
      '2-Year Basic plan: $3.39/mo → $3.59/mo',
      'Standout feature: $3.39/mo for two years → $3.59/mo for two years',
    ]);
    expect(snapshotFacts(after).problems).toEqual([]);
  });

  it('reads a missing minimum flag as the pages of the time showed it: servers "N+", countries exact', () => {
    // CactusVPN before and after its count was marked exact.
    const cactus = { name: 'CactusVPN', serverCount: 37, countryCount: 25 };
    expect(changes(cactus, { ...cactus, serverCountIsMinimum: false }).map(said)).toEqual([
      'Servers: 37+ → 37',
    ]);
    expect(changes(cactus, { ...cactus, serverCountIsMinimum: true, countryCountIsMinimum: false })).toEqual(
      [],
    );
  });

  it('records a discount taken off the price ("Save 77%") and off its plan', () => {
    // Hotspot Shield before and after its 77% discount was removed.
    const plan = { name: '3-Year', price: '2.99', period: 'month', popular: true };
    const before = { ...today, discountPercentage: 77, plans: [{ ...plan, discount: 77 }] };
    const after = { ...today, discountPercentage: null, plans: [plan] };
    expect(changes(before, after).map(said)).toEqual([
      '3-Year plan: $2.99/mo, 77% off → $2.99/mo',
      'Discount shown with the price: Save 77% → none shown',
    ]);
    // Today's shape derives the header discount from the popular plan: the same discount is no change.
    const derived = { ...today, plans: [{ ...plan, discount: 77 }] };
    expect(changes(before, derived)).toEqual([]);
  });

  it("records no change when only a source's reading day, its kind or a fruitless search is added", () => {
    const state = (pricing: object) => ({ ...today, provenance: { pricing } });
    const sourced = state({ compiledAt: '2026-11-21', ...read });
    expect(
      changes(
        sourced,
        state({ compiledAt: '2026-11-21', ...read, readAt: '2026-12-01', sourceKind: 'publication' }),
      ),
    ).toEqual([]);
    const compiled = state({ compiledAt: '2026-11-21' });
    expect(changes(compiled, state({ compiledAt: '2026-11-21', searchedAt: '2026-12-01' }))).toEqual([]);
    expect(changes(today, { ...today, provenance: { ownership: { searchedAt: '2026-12-01' } } })).toEqual([]);
  });

  it('records an owner dropped for want of a source, with the search that replaced its source', () => {
    // WiTopia: its owner rested on a staging page; the research round removed it and recorded a search.
    const before = {
      ...today,
      ownership: { owner: 'Witopia, Inc.', provenance: { ...read, sourceName: 'A staging page' } },
    };
    const after = { ...today, provenance: { ownership: { searchedAt: '2026-12-01' } } };
    expect(changes(before, after).map(said)).toEqual([
      'Ownership: Witopia, Inc. → ∅',
      'Source of ownership: A staging page, November 2026 https://example.org/s → no dated source found (searched December 1, 2026)',
    ]);
  });

  it('records nothing for a provider first published or removed', () => {
    expect(compareSnapshots(undefined, snapshotFacts(today))).toEqual([]);
    expect(compareSnapshots(snapshotFacts(today), undefined)).toEqual([]);
  });
});

describe('today’s check and sources by id', () => {
  const state = (pricing: object) => ({ ...today, provenance: { pricing } });

  it('reads a check as today’s files write it (checkedAt with checkedUrl), linking the page checked', () => {
    const compiled = state({ compiledAt: '2026-11-21' });
    const checked = state({
      compiledAt: '2026-11-21',
      checkedAt: '2026-12-02',
      checkedUrl: 'https://nordvpn.com/pricing/',
    });
    expect(changes(compiled, checked).map(said)).toEqual([
      "Source of prices and plans: our launch data set, compiled November 21, 2026 → checked against the provider's own page on December 2, 2026 https://nordvpn.com/pricing/",
    ]);
  });

  it('links the page checked, not the source a check keeps on record', () => {
    const registry = JSON.stringify([
      { id: 'cnet', name: 'CNET', url: 'https://www.cnet.com/x', kind: 'publication', date: '2026-11' },
    ]);
    const sourced = inline(state({ compiledAt: '2026-11-21', source: 'cnet' }), registry);
    const checked = inline(
      state({
        compiledAt: '2026-11-21',
        source: 'cnet',
        checkedAt: '2026-12-02',
        checkedUrl: 'https://nordvpn.com/pricing/',
      }),
      registry,
    );
    expect(changes(sourced, checked).map(said)).toEqual([
      "Source of prices and plans: CNET, November 2026 https://www.cnet.com/x → checked against the provider's own page on December 2, 2026 https://nordvpn.com/pricing/",
    ]);
  });
});

/** A provider file (as JSON) with its source ids resolved against `registry` (content/sources.json's text). */
function inline(file: File, registry: string | null): File {
  return JSON.parse(inlineSources(JSON.stringify(file), registry) ?? 'null') as File;
}

describe('inlineSources', () => {
  const source = {
    id: 'example-news-2026',
    name: 'Example News',
    url: 'https://example.org/s',
    kind: 'publication',
    date: '2026-11',
    readAt: '2026-11-25',
  };
  const registry = (...sources: object[]) => JSON.stringify(sources);
  const citing = { ...today, provenance: { pricing: { compiledAt: '2026-11-21', source: source.id } } };
  const pricingState = (file: File) => snapshotFacts(file).facts.get('provenance:pricing')?.value;

  it('resolves each id against the registry of its own commit, so a source’s new date is a change where it is cited', () => {
    const before = inline(citing, registry(source));
    const after = inline(citing, registry({ ...source, date: '2026-12' }));
    expect(pricingState(before)).toEqual({
      text: 'Example News, November 2026',
      href: 'https://example.org/s',
      parts: { state: 'sourced', url: 'https://example.org/s', date: 'November 2026' },
    });
    expect(compareSnapshots(snapshotFacts(before), snapshotFacts(after)).map(said)).toEqual([
      'Source of prices and plans: Example News, November 2026 https://example.org/s → Example News, December 2026 https://example.org/s',
    ]);
    // Ids are resolved wherever a record sits: ownership, audits and renewal prices too.
    const items = inline(
      {
        ...today,
        ownership: { owner: 'Nord Security', provenance: { source: source.id } },
        audits: [{ firm: 'Deloitte', date: '2025-12', scope: 'no-logs', provenance: { source: source.id } }],
      },
      registry(source),
    );
    const facts = snapshotFacts(items).facts;
    expect(facts.get('provenance:ownership')?.value?.text).toBe('Example News, November 2026');
    expect(facts.get('provenance:audit:Deloitte 2025-12')?.value?.text).toBe('Example News, November 2026');
  });

  it('leaves an id the registry lacks as it is, and a text or registry that is not JSON unchanged', () => {
    const unresolved = inline(citing, registry({ ...source, id: 'another' }));
    // The file as it is, with the registry's exchange rates beside it (none here).
    expect(unresolved).toEqual({ ...JSON.parse(JSON.stringify(citing)), exchangeRates: {} });
    expect(pricingState(unresolved)?.text).toBe('our launch data set, compiled November 21, 2026');
    expect(inlineSources('{ not json', registry(source))).toBe('{ not json');
    expect(inlineSources(JSON.stringify(citing), '[ not json')).toBe(JSON.stringify(citing));
    expect(inlineSources(null, registry(source))).toBeNull();
  });

  it("carries the registry's exchange rates, so a version's prices in another currency are read in USD", () => {
    const rate = { ...source, id: 'ecb-rate', exchangeRate: { currency: 'EUR', usd: 1.08 } };
    expect(inline(citing, registry(source, rate)).exchangeRates).toEqual({ EUR: 1.08 });
  });

  it('records no change when a source is only relabelled: its kind or its name', () => {
    const before = inline(citing, registry(source));
    const relabelled = inline(citing, registry({ ...source, kind: 'data-file', name: 'Example News data' }));
    expect(compareSnapshots(snapshotFacts(before), snapshotFacts(relabelled))).toEqual([]);
    // Its address is no label: a source moved to another page is a change.
    const moved = inline(citing, registry({ ...source, url: 'https://example.org/t' }));
    expect(compareSnapshots(snapshotFacts(before), snapshotFacts(moved))).toHaveLength(1);
  });

  it('names a withdrawn source or one on a staging host, but links neither', () => {
    const withdrawn = pricingState(inline(citing, registry({ ...source, withdrawn: 'a scraped copy' })));
    expect(withdrawn?.text).toBe('Example News, November 2026');
    expect(withdrawn).not.toHaveProperty('href');
    const staging = pricingState(
      inline(citing, registry({ ...source, url: 'https://staging.personalvpn.com/?p=25524' })),
    );
    expect(staging?.text).toBe('Example News, November 2026');
    expect(staging).not.toHaveProperty('href');
    const preview = pricingState(
      inline(
        citing,
        registry({ ...source, url: 'https://deploy-preview-12--f-secure-vpn.netlify.app/privacy' }),
      ),
    );
    expect(preview).not.toHaveProperty('href');
    expect(pricingState(inline(citing, registry(source)))?.href).toBe('https://example.org/s');
  });
});
