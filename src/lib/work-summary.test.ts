import { describe, expect, it } from 'vitest';
import type { FactRecord, ProvenanceState } from './provenance';
import { workSentences } from './work-summary';

const record = (group: FactRecord['group'], state: ProvenanceState): FactRecord => ({
  group,
  key: group,
  label: group,
  provenance: null,
  state,
});

describe('workSentences', () => {
  it('says no figure is checked while none is, and counts sourced facts by group and searches', () => {
    expect(
      workSentences([
        record('network', 'sourced'),
        record('network', 'sourced'),
        record('audits', 'sourced'),
        record('pricing', 'searched'),
        record('devices', 'compiled'),
      ]),
    ).toEqual([
      "Nobody here has yet checked a figure against the provider's own current page.",
      'Since launch we have added or updated three facts from public sources we read ourselves (server network and independent audits), each with its address, its kind and dates.',
      'For one more fact, a search of stored public pages found no dated source; we record the day of each search.',
    ]);
  });

  it('counts checks once there are some, and says nothing of sources or searches that did not happen', () => {
    expect(workSentences([record('pricing', 'checked'), record('devices', 'compiled')])).toEqual([
      "One fact has been checked against the provider's own page, each with the date and address of that page.",
    ]);
  });
});
