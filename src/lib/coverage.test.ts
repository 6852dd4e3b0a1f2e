import { describe, expect, it } from 'vitest';
import { coverageCell, coverageTable } from './coverage';
import type { ProvenanceFields } from './provenance';

const compiled = { compiledAt: new Date('2026-11-21') };
const searched = { ...compiled, searchedAt: new Date('2026-12-01') };
const source = (kind: 'provider' | 'publication', date: string) => ({
  sourceKind: kind,
  sourceName: kind,
  sourceUrl: 'https://example.org/',
  sourceDate: date,
  readAt: new Date('2026-12-01'),
});

const provider: ProvenanceFields = {
  slug: 'nordvpn',
  name: 'NordVPN',
  provenance: {
    pricing: searched,
    network: { ...compiled, ...source('publication', '2026-04') },
    devices: compiled,
    refund: compiled,
    jurisdiction: compiled,
    logging: compiled,
    standout: compiled,
    ownership: { searchedAt: new Date('2026-12-01') },
  },
  audits: [
    { firm: 'Deloitte', date: '2025-12-12', provenance: source('publication', '2026-02-04') },
    { firm: 'Cure53', date: '2025-10', provenance: source('provider', '2025-12-10') },
  ],
  plans: [{ name: 'Monthly' }],
};

describe('coverage', () => {
  it('gives each group its source kind and date, a dated search, or the launch data', () => {
    expect(coverageCell(provider, 'network').text).toBe('publication 2026-04');
    expect(coverageCell(provider, 'pricing').text).toBe('searched 2026-12-01');
    expect(coverageCell(provider, 'ownership').text).toBe('searched 2026-12-01');
    expect(coverageCell(provider, 'devices').text).toBe('launch data');
    expect(coverageCell(provider, 'renewal').text).toBe('not in our data');
    expect(coverageCell(provider, 'audits').text).toBe('provider 2025-12-10 (2 items)');
  });

  it('counts the cells per state', () => {
    expect(coverageTable([provider]).split('\n').at(-1)).toBe(
      '10 cells: 0 checked, 2 with a dated source, 2 searched (no dated source found), 5 launch data only, 1 not in our data.',
    );
  });
});
