import { describe, expect, it } from 'vitest';
import { compareSnapshots, snapshotFacts, type FactChange } from './fact-ledger';

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
      ['servers', '7,900+'],
      ['countries', '126'],
      ['devices', '10'],
      ['money-back', '30 days'],
      ['free-trial', null],
      ['free-tier', null],
      ['jurisdiction', 'Panama'],
      ['logs-policy', 'No logs'],
      ['provenance:pricing', 'compiled on November 21, 2026, not yet checked'],
      ['provenance:network', 'compiled on November 21, 2026, not yet checked'],
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
      'Check of prices and plans: compiled on November 21, 2026, not yet checked → checked on December 2, 2026 against https://nordvpn.com/pricing/',
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
    const sourced = 'sourced from Example News, dated November 2026, at https://example.org/s';
    expect(changes(today, after).map(said)).toEqual([
      '2-Year Basic plan, renewal price: ∅ → $139.08/year',
      'Ownership: ∅ → Nord Security, since 2012',
      'Audit by Deloitte, December 2024: ∅ → no-logs policy; report at https://example.org/r',
      `Check of the 2-Year Basic renewal price: ∅ → ${sourced}`,
      `Check of ownership: ∅ → ${sourced}`,
      `Check of the audit by Deloitte: ∅ → ${sourced}`,
    ]);
    // An audit dropped is a change; its source goes with it unsaid.
    expect(changes(after, { ...after, audits: [] }).map(said)).toEqual([
      'Audit by Deloitte, December 2024: no-logs policy; report at https://example.org/r → ∅',
    ]);
  });

  it('records provenance states: compiled, checked, sourced; a compiled state first recorded is no change', () => {
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
      'Check of prices and plans: ∅ → checked on December 2, 2026 against https://a.example/p',
    ]);
    expect(changes(compiled, sourced).map(said)).toEqual([
      'Check of prices and plans: compiled on November 21, 2026, not yet checked → sourced from Example News, dated November 2026, at https://example.org/s',
    ]);
    // A check supersedes a source.
    expect(changes(sourced, checked).map(said)).toEqual([
      'Check of prices and plans: sourced from Example News, dated November 2026, at https://example.org/s → checked on December 2, 2026 against https://a.example/p',
    ]);
    expect(changes(compiled, state({ compiledAt: '2026-11-24' })).map(said)).toEqual([
      'Check of prices and plans: compiled on November 21, 2026, not yet checked → compiled on November 24, 2026, not yet checked',
    ]);
  });

  it('records nothing for a provider first published or removed', () => {
    expect(compareSnapshots(undefined, snapshotFacts(today))).toEqual([]);
    expect(compareSnapshots(snapshotFacts(today), undefined)).toEqual([]);
  });
});
