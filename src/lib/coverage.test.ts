import { describe, expect, it } from 'vitest';
import { sourceInfo } from '../../tests/support/sources';
import { countClasses, coverageCell, coverageTable, isDatedEvidence } from './coverage';
import { FACT_GROUPS, type Provenance, type ProvenanceFields, type SourceInfo } from './provenance';

const compiled = { compiledAt: new Date('2026-11-21') };
const searched = { ...compiled, searchedAt: new Date('2026-12-01') };

const source = (kind: SourceInfo['kind'], date: string | undefined, more: Partial<SourceInfo> = {}) =>
  sourceInfo({ name: `${kind} ${date ?? 'undated'}`, url: 'https://example.org/', kind, date, ...more });
const primary = source('provider', '2026-03');
const reputable = source('publication', '2025-11');
const weak = source('other', '2025-09', { weak: 'an aggregator without named authors' });
const reading = (s: SourceInfo, value: unknown) => ({ source: s, value, text: String(value) });

const provider: ProvenanceFields = {
  slug: 'nordvpn',
  name: 'NordVPN',
  provenance: {
    pricing: searched,
    network: { ...compiled, source: source('publication', '2026-04') },
    // A weak source that says otherwise is shown beside the fact but does not dispute it.
    devices: { ...compiled, source: source('data-file', '2026-06-27'), readings: [reading(weak, 5)] },
    // A source that is not weak and says otherwise disputes it; the weak one is still left out of the dispute.
    refund: { ...compiled, source: primary, readings: [reading(reputable, 45), reading(weak, 14)] },
    trial: { ...compiled, source: source('publication', '2022-02-02', { historical: true }) },
    freePlan: { ...compiled, source: source('provider', undefined) },
    jurisdiction: {
      ...compiled,
      source: reputable,
      checkedAt: new Date('2026-12-03'),
      checkedUrl: 'https://nordvpn.com/legal/',
    },
    logging: compiled,
    standout: compiled,
    protocols: compiled,
    ownership: { searchedAt: new Date('2026-12-01') },
  },
  audits: [
    { firm: 'Deloitte', date: '2025-12-12', provenance: { source: source('publication', '2026-02-04') } },
    { firm: 'Cure53', date: '2025-10', provenance: { source: source('provider', '2025-12-10') } },
  ],
  plans: [
    { name: 'Monthly', renewal: { provenance: { source: source('other', '2026-03', { weak: 'a forum' }) } } },
  ],
};

describe('coverage', () => {
  it('gives each cell its best source by grade (primary before a newer publication), a check, a search or the launch data', () => {
    expect(coverageCell(provider, 'network').text).toBe('reputable 2026-04');
    expect(coverageCell(provider, 'audits').text).toBe('primary 2025-12-10 (2 items)');
    expect(coverageCell(provider, 'jurisdiction')).toEqual({
      group: 'jurisdiction',
      cls: 'checked',
      text: 'checked 2026-12-03',
    });
    expect(coverageCell(provider, 'pricing').text).toBe('searched 2026-12-01');
    expect(coverageCell(provider, 'ownership').text).toBe('searched 2026-12-01');
    expect(coverageCell(provider, 'logging').text).toBe('launch data');
    expect(coverageCell(provider, 'killSwitch').text).toBe('not in our data');
  });

  it('keeps weak, historical and undated sources apart from dated evidence', () => {
    expect(coverageCell(provider, 'renewal')).toMatchObject({ cls: 'weak', text: 'weak 2026-03' });
    expect(coverageCell(provider, 'trial')).toMatchObject({
      cls: 'historical',
      text: 'historical 2022-02-02',
    });
    expect(coverageCell(provider, 'freePlan')).toMatchObject({ cls: 'undated', text: 'primary undated' });
    for (const group of ['renewal', 'trial', 'freePlan'] as const)
      expect(isDatedEvidence(provider, coverageCell(provider, group)), group).toBe(false);
    expect(isDatedEvidence(provider, coverageCell(provider, 'network'))).toBe(true);
  });

  it('calls a fact disputed only when a source that is not weak states another value, naming both sides', () => {
    expect(coverageCell(provider, 'refund')).toEqual({
      group: 'refund',
      cls: 'disputed',
      text: 'disputed: primary 2026-03 vs reputable 2025-11',
    });
    expect(coverageCell(provider, 'devices')).toMatchObject({
      cls: 'data-file',
      text: 'data-file 2026-06-27',
    });
  });

  it('names each side of a dispute once, with its grade and "undated" where the source carries no date', () => {
    const disputedOn = (own: SourceInfo, ...others: SourceInfo[]): ProvenanceFields => ({
      ...provider,
      provenance: {
        ...provider.provenance,
        devices: { source: own, readings: others.map((o) => reading(o, 5)) },
      },
    });
    const undatedPrimary = source('provider', undefined);
    const dataFile = source('data-file', '2026-06-27');
    const cell = (s: ProvenanceFields) => coverageCell(s, 'devices').text;
    expect(cell(disputedOn(undatedPrimary, dataFile))).toBe(
      'disputed: primary undated vs data-file 2026-06-27',
    );
    expect(cell(disputedOn(dataFile, undatedPrimary, source('publication', undefined)))).toBe(
      'disputed: data-file 2026-06-27 vs primary undated, reputable undated',
    );
    expect(cell(disputedOn(source('provider', '2022-09-29', { historical: true }), dataFile))).toBe(
      'disputed: historical 2022-09-29 vs data-file 2026-06-27',
    );
    for (const own of [undatedPrimary, dataFile]) {
      const text = cell(disputedOn(own, undatedPrimary, dataFile));
      expect(text).not.toMatch(/undated undated/);
      expect(text).not.toMatch(/ {2}|\s$/);
    }
  });

  it('says "weak undated" of a weak source without a date, never a bare "weak"', () => {
    const weakUndated = source('other', undefined, { weak: 'an anonymous blog' });
    const s: ProvenanceFields = {
      ...provider,
      provenance: { ...provider.provenance, signup: { source: weakUndated } },
    };
    expect(coverageCell(s, 'signup')).toMatchObject({ cls: 'weak', text: 'weak undated' });
  });

  it('calls the launch data disputed, not searched, where a search found no source for it and a source states another value', () => {
    const s: ProvenanceFields = {
      ...provider,
      provenance: {
        ...provider.provenance,
        pricing: { ...searched, readings: [reading(reputable, '3.75')] },
      },
    };
    expect(coverageCell(s, 'pricing')).toEqual({
      group: 'pricing',
      cls: 'disputed',
      text: 'disputed: launch data, searched 2026-12-01 vs reputable 2025-11',
    });
    expect(isDatedEvidence(s, coverageCell(s, 'pricing'))).toBe(false);
    // A value not in our data (a feature the launch data never had), which a source speaks of without settling it.
    const unknown: ProvenanceFields = {
      ...provider,
      provenance: {
        ...provider.provenance,
        ipv6: { searchedAt: new Date('2026-12-01'), readings: [reading(reputable, 'leak test passed')] },
      },
    };
    expect(coverageCell(unknown, 'ipv6').text).toBe(
      'disputed: not in our data, searched 2026-12-01 vs reputable 2025-11',
    );
  });

  it('counts a disputed cell as dated evidence only when its own source is', () => {
    const disputedOn = (own: SourceInfo): ProvenanceFields => ({
      ...provider,
      provenance: { ...provider.provenance, refund: { source: own, readings: [reading(reputable, 45)] } },
    });
    const current = disputedOn(primary);
    const old = disputedOn({ ...primary, historical: true });
    expect(isDatedEvidence(current, coverageCell(current, 'refund'))).toBe(true);
    expect(coverageCell(old, 'refund').cls).toBe('disputed');
    expect(isDatedEvidence(old, coverageCell(old, 'refund'))).toBe(false);
  });

  it('calls a group of items disputed when one item is', () => {
    const audits: NonNullable<ProvenanceFields['audits']> = [
      ...(provider.audits ?? []),
      {
        firm: 'PwC',
        date: '2024-01',
        provenance: {
          source: primary,
          readings: [reading(reputable, { firm: 'KPMG' })],
        } satisfies Provenance,
      },
    ];
    expect(coverageCell({ ...provider, audits }, 'audits').text).toBe(
      'disputed: primary 2026-03 vs reputable 2025-11 (3 items)',
    );
  });

  it('counts the cells per class, and the share resting on a check or a current dated source', () => {
    const cells = FACT_GROUPS.map((g) => coverageCell(provider, g.key));
    expect(countClasses(cells)).toEqual({
      primary: 1,
      reputable: 1,
      'data-file': 1,
      undated: 1,
      historical: 1,
      weak: 1,
      checked: 1,
      disputed: 1,
      searched: 2,
      compiled: 3,
      unknown: 7,
    });
    const lines = coverageTable([provider]).split('\n');
    expect(lines.at(-2)).toBe(
      '20 cells: 1 primary, 1 reputable, 1 data-file, 1 undated, 1 historical, 1 weak, 1 checked, 1 disputed, 2 searched, 3 compiled, 7 unknown.',
    );
    // The check, the primary, reputable and data-file sources, and the dispute whose own source is current.
    expect(lines.at(-1)).toBe(
      '5 of 20 (25 %) rest on a check or a primary, reputable or data-file source dated within two years.',
    );
  });
});
