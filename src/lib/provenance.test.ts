import { describe, expect, it } from 'vitest';
import { countStates, factRecords, provenanceState, provenanceWording, referenceDate } from './provenance';

const compiled = { source: 'Provider data compiled by the editors', compiledAt: new Date('2026-11-21') };
const checked = {
  ...compiled,
  checkedAt: new Date('2026-12-02'),
  sourceUrl: 'https://nordvpn.com/pricing/',
};

describe('provenanceState', () => {
  it('is checked only with both a check date and the page checked against', () => {
    expect(provenanceState(checked)).toBe('checked');
    expect(provenanceState(compiled)).toBe('compiled');
    expect(provenanceState({ ...compiled, checkedAt: new Date('2026-12-02') })).toBe('compiled');
  });

  it('is unknown when there is no value, whatever the dates say', () => {
    expect(provenanceState(checked, false)).toBe('unknown');
  });
});

describe('provenanceWording', () => {
  it('says a compiled fact has not been checked, naming the provider and the day it was entered', () => {
    expect(provenanceWording(compiled, 'NordVPN')).toEqual({
      state: 'compiled',
      text: "Compiled from provider listings on November 21, 2026, not yet checked against NordVPN's site",
    });
  });

  it('says when and against which page a checked fact was checked', () => {
    expect(provenanceWording(checked, 'NordVPN')).toEqual({
      state: 'checked',
      text: 'Checked on December 2, 2026 against',
      href: 'https://nordvpn.com/pricing/',
    });
  });

  it('never claims a check for an unknown fact', () => {
    expect(provenanceWording(checked, 'NordVPN', false).text).not.toMatch(/check/i);
  });
});

describe('referenceDate and countStates', () => {
  it('ages a fact from its check, else from its compilation', () => {
    expect(referenceDate(checked)).toEqual(new Date('2026-12-02'));
    expect(referenceDate(compiled)).toEqual(new Date('2026-11-21'));
  });

  it('counts facts by state', () => {
    expect(countStates(['compiled', 'unknown', 'compiled'])).toEqual({ checked: 0, compiled: 2, unknown: 1 });
  });
});

describe('factRecords', () => {
  it('lists comparison cells (null values unknown) then provider-page groups', () => {
    const records = factRecords({
      name: 'NordVPN',
      comparison: { headquarters: { ...checked, value: 'Panama' }, audit: { ...compiled, value: null } },
      provenance: { pricing: compiled },
    });
    expect(records.map((r) => [r.kind, r.key, r.state])).toEqual([
      ['comparison', 'headquarters', 'checked'],
      ['comparison', 'audit', 'unknown'],
      ['provider page', 'pricing', 'compiled'],
    ]);
  });
});
