import { describe, expect, it } from 'vitest';
import { publisherInfo, sourceInfo } from '../../tests/support/sources';
import {
  countsAsEvidence,
  countStates,
  factRecords,
  formatPartialDate,
  provenanceLines,
  provenanceState,
  provenanceSummary,
  provenanceWording,
  referenceDate,
  lastUpdated,
  type FactRecord,
  shortMark,
  sourceLabel,
  type ProvenanceFields,
  type SourceInfo,
} from './provenance';

const compiled = { compiledAt: new Date('2026-11-21') };
const checked = {
  ...compiled,
  checkedAt: new Date('2026-12-02'),
  checkedUrl: 'https://nordvpn.com/pricing/',
};
const cnet = sourceInfo({
  name: 'CNET',
  url: 'https://www.cnet.com/nord-security/',
  kind: 'publication',
  date: '2022-02-02',
  readAt: new Date('2026-11-25'),
});
const sourced = { source: cnet };

describe('provenanceState', () => {
  it('is checked only with both a check date and the page checked against', () => {
    expect(provenanceState(checked)).toBe('checked');
    expect(provenanceState(compiled)).toBe('compiled');
    expect(provenanceState({ ...compiled, checkedAt: new Date('2026-12-02') })).toBe('compiled');
    expect(provenanceState({ ...compiled, checkedUrl: 'https://nordvpn.com/pricing/' })).toBe('compiled');
  });

  it('is sourced when a source from the registry is cited, dated or not, and a check outranks it', () => {
    expect(provenanceState(sourced)).toBe('sourced');
    expect(provenanceState({ source: { ...cnet, date: undefined } })).toBe('sourced');
    expect(provenanceState({ ...sourced, ...compiled })).toBe('sourced');
    expect(provenanceState({ ...sourced, ...checked })).toBe('checked');
    expect(provenanceState({ also: [cnet] })).toBe('unknown');
  });

  it('is searched when a search found no dated source, and a source or a check outranks the search', () => {
    const searched = { ...compiled, searchedAt: new Date('2026-12-01') };
    expect(provenanceState(searched)).toBe('searched');
    expect(provenanceState({ searchedAt: new Date('2026-12-01') })).toBe('searched');
    expect(provenanceState({ ...searched, ...sourced })).toBe('sourced');
    expect(provenanceState({ ...searched, ...checked })).toBe('checked');
  });

  it('is unknown when there is no value or no record, whatever the dates say', () => {
    expect(provenanceState(checked, false)).toBe('unknown');
    expect(provenanceState(null)).toBe('unknown');
  });
});

describe('provenanceWording', () => {
  it('names the launch data set as the origin of a compiled fact, never the provider', () => {
    const { state, text } = provenanceWording(compiled, 'NordVPN');
    expect(state).toBe('compiled');
    expect(text).toBe(
      "From our launch data set, compiled before launch (November 21, 2026), not yet checked against NordVPN's site",
    );
    expect(provenanceWording(compiled, null).text).toMatch(/against the providers' sites$/);
  });

  it('says when and against which page a checked fact was checked', () => {
    expect(provenanceWording(checked, 'NordVPN')).toEqual({
      state: 'checked',
      text: "Checked on December 2, 2026 against NordVPN's own page",
      href: 'https://nordvpn.com/pricing/',
    });
  });

  it('names a public source with its printed date and the day we read it', () => {
    expect(provenanceWording(sourced, 'NordVPN')).toEqual({
      state: 'sourced',
      text: 'From a publication (CNET), February 2, 2022, read on November 25, 2026',
      href: 'https://www.cnet.com/nord-security/',
    });
    expect(formatPartialDate('2025-10')).toBe('October 2025');
    expect(formatPartialDate('2025')).toBe('2025');
  });

  it('keeps a withdrawn source in the words, unlinked, with the reason', () => {
    const withdrawn = { source: { ...cnet, withdrawn: 'a copy on a staging host' } };
    expect(provenanceWording(withdrawn, 'NordVPN')).toEqual({
      state: 'sourced',
      text: 'From a publication (CNET), February 2, 2022, read on November 25, 2026 (no longer linked: a copy on a staging host)',
    });
  });

  it('says when the publisher belongs to the same group as the provider', () => {
    const comparitech = sourceInfo({
      name: 'Comparitech data (GitHub)',
      url: 'https://github.com/example/data.json',
      kind: 'data-file',
      date: '2026-06-27',
      readAt: new Date('2026-12-02'),
      publisher: publisherInfo({ name: 'Comparitech', owner: 'Point Wild', vpnBrands: ['Hotspot Shield'] }),
    });
    expect(provenanceWording({ source: comparitech }, 'Hotspot Shield').text).toBe(
      'From a data file: Comparitech data (GitHub), June 27, 2026, read on December 2, 2026; its publisher is owned by Point Wild, the same group as Hotspot Shield',
    );
    expect(provenanceWording({ source: comparitech }, 'NordVPN').text).not.toMatch(/same group/);
  });

  it('words a source by its grade, its name and its own date, as precise as the source prints it', () => {
    const record = (kind: SourceInfo['kind'], name: string, date: string | undefined, more = {}) =>
      sourceInfo({ name, url: 'https://example.com/', kind, date, ...more });
    expect(sourceLabel(record('provider', 'NordVPN pricing page', '2026-03'))).toBe(
      "the provider's own site (NordVPN pricing page), March 2026",
    );
    expect(sourceLabel(record('provider', 'NordVPN blog', '2025-12-10'), 'NordVPN')).toBe(
      "NordVPN's own site (NordVPN blog), December 10, 2025",
    );
    expect(sourceLabel(record('auditor', 'Deloitte', '2025-01'))).toBe(
      "the auditor's report (Deloitte), January 2025",
    );
    expect(sourceLabel(record('publication', "Tom's Guide", '2026-01-14'))).toBe(
      "a publication (Tom's Guide), January 14, 2026",
    );
    expect(sourceLabel(record('data-file', 'Comparitech data (GitHub)', '2026-06-27'))).toBe(
      'a data file: Comparitech data (GitHub), June 27, 2026',
    );
    expect(sourceLabel(record('other', 'example.com', '2026', { weak: 'an anonymous site' }))).toBe(
      'a weak source (example.com), 2026',
    );
    expect(
      sourceLabel(record('publication', 'VPN Leaderboard', '2025-09', { weak: 'no named authors' })),
    ).toBe('a weak source (VPN Leaderboard), September 2025');
    expect(sourceLabel(record('publication', 'CNET', '2022-02-02', { historical: true }))).toBe(
      'a historical source (CNET), February 2, 2022',
    );
    expect(sourceLabel(record('provider', 'NordVPN blog', undefined), 'NordVPN')).toBe(
      "NordVPN's own site (NordVPN blog), undated",
    );
  });

  it('counts only a dated, current source that is not weak as evidence', () => {
    expect(countsAsEvidence(cnet)).toBe(true);
    expect(countsAsEvidence({ ...cnet, historical: true })).toBe(false);
    expect(countsAsEvidence({ ...cnet, date: undefined })).toBe(false);
    expect(countsAsEvidence({ ...cnet, grade: 'weak', weak: 'no named authors' })).toBe(false);
    expect(countsAsEvidence(undefined)).toBe(false);
  });

  it('says a search that found nothing by its month, after the launch figure or in place of a figure', () => {
    const searchedAt = new Date('2026-12-01');
    expect(provenanceWording({ ...compiled, searchedAt }, 'NordVPN')).toEqual({
      state: 'searched',
      text: 'From our launch data set, compiled before launch (November 21, 2026); searched December 2026: no source found',
    });
    expect(provenanceWording({ searchedAt }, 'NordVPN').text).toBe(
      'Not in our data; searched December 2026: no source found',
    );
  });

  it('says "Not in our data" for an unknown fact and never claims a check', () => {
    expect(provenanceWording(checked, 'NordVPN', false)).toEqual({
      state: 'unknown',
      text: 'Not in our data',
    });
  });
});

describe('referenceDate and countStates', () => {
  it('ages a fact from its check, else the day its source was read, else its compilation', () => {
    expect(referenceDate(checked)).toEqual(new Date('2026-12-02'));
    expect(referenceDate(sourced)).toEqual(new Date('2026-11-25'));
    expect(referenceDate(compiled)).toEqual(new Date('2026-11-21'));
  });

  it('dates a page by its latest fact, not before its floor', () => {
    const facts = [compiled, checked].map((p) => ({ provenance: p }) as FactRecord);
    expect(lastUpdated(facts)).toEqual(new Date('2026-12-02'));
    expect(lastUpdated(facts, Date.parse('2027-01-01'))).toEqual(new Date('2027-01-01'));
  });

  it('counts facts by state', () => {
    expect(countStates(['compiled', 'unknown', 'compiled', 'sourced'])).toEqual({
      checked: 0,
      sourced: 1,
      searched: 0,
      compiled: 2,
      unknown: 1,
    });
  });
});

const provider: ProvenanceFields = {
  slug: 'nordvpn',
  name: 'NordVPN',
  provenance: {
    pricing: checked,
    network: compiled,
    devices: compiled,
    refund: compiled,
    trial: compiled,
    freePlan: compiled,
    jurisdiction: compiled,
    logging: compiled,
    standout: compiled,
  },
  audits: [
    { firm: 'Deloitte', date: '2025-12-12', provenance: sourced },
    {
      firm: 'Cure53',
      date: '2025-10',
      provenance: { source: { ...cnet, id: 'nordvpn-blog', name: 'NordVPN blog' } },
    },
  ],
  plans: [{ name: 'Monthly Basic' }],
};

describe('factRecords and provenanceLines', () => {
  it('lists each group once, each audit on its own, and a group without items as unknown', () => {
    expect(factRecords(provider).map((r) => [r.key, r.state])).toEqual([
      ['pricing', 'checked'],
      ['renewal', 'unknown'],
      ['network', 'compiled'],
      ['devices', 'compiled'],
      ['refund', 'compiled'],
      ['trial', 'compiled'],
      ['freePlan', 'compiled'],
      ['jurisdiction', 'compiled'],
      ['ownership', 'unknown'],
      ['logging', 'compiled'],
      ['audits[0]', 'sourced'],
      ['audits[1]', 'sourced'],
      ['standout', 'compiled'],
      ['protocols', 'unknown'],
      ['killSwitch', 'unknown'],
      ['openSource', 'unknown'],
      ['portForwarding', 'unknown'],
      ['payment', 'unknown'],
      ['signup', 'unknown'],
      ['ipv6', 'unknown'],
      ['infrastructure', 'unknown'],
    ]);
  });

  it('says each source once, joining the groups that share it', () => {
    const lines = provenanceLines(provider).map((l) => `${l.labels.join(', ')}: ${l.wording.text}`);
    expect(lines).toEqual([
      "Prices and plans: Checked on December 2, 2026 against NordVPN's own page",
      'Renewal prices, Ownership, Protocols, Kill switch, Open-source apps, Port forwarding, Payment methods, Sign-up data, IPv6, Server infrastructure: Not in our data',
      "Server network, Simultaneous devices, Money-back window, Free trial, Free plan, Jurisdiction, Logging policy, Standout feature: From our launch data set, compiled before launch (November 21, 2026), not yet checked against NordVPN's site",
      'Audit: Deloitte, December 12, 2025: From a publication (CNET), February 2, 2022, read on November 25, 2026',
      'Audit: Cure53, October 2025: From a publication (NordVPN blog), February 2, 2022, read on November 25, 2026',
    ]);
  });
});

describe('provenanceSummary', () => {
  it('marks every value our data has, each with its own short mark, and says when one is unknown', () => {
    const summary = provenanceSummary([
      { provenance: compiled },
      { provenance: compiled },
      { provenance: sourced },
      { provenance: compiled, hasValue: false },
      { provenance: { compiledAt: new Date('2026-11-24') } },
    ]);
    expect(summary).toEqual({ hasUnknown: true, marked: [0, 1, 2, 4] });
  });

  it('marks nothing when every figure is unknown', () => {
    expect(provenanceSummary([{ provenance: null }])).toEqual({ hasUnknown: true, marked: [] });
  });

  it('marks a value on the same source as the one before too', () => {
    const summary = provenanceSummary(
      [compiled, sourced, compiled, sourced].map((provenance) => ({ provenance })),
    );
    expect(summary).toEqual({ hasUnknown: false, marked: [0, 1, 2, 3] });
  });
});

describe('shortMark', () => {
  const dated = sourceInfo({
    name: 'Comparitech',
    url: 'https://www.comparitech.com/vpn/',
    kind: 'data-file',
    date: '2026-06-27',
  });

  it("says a source's publisher and month, with a flag for what a reader must weigh", () => {
    expect(shortMark({ source: dated }, 'NordVPN')).toEqual({ text: 'Comparitech · Jun 2026', flags: [] });
    expect(shortMark({ source: { ...cnet, historical: true } }, 'NordVPN')).toEqual({
      text: 'CNET · Feb 2022',
      flags: ['historical'],
    });
    const forum = sourceInfo({
      name: 'Forum',
      url: 'https://forum.example/',
      kind: 'other',
      weak: 'no author',
    });
    expect(shortMark({ source: forum }, 'NordVPN')).toEqual({
      text: 'Forum',
      flags: ['weak source', 'undated'],
    });
    const owned = { ...dated, publisher: publisherInfo({ name: 'Comparitech', vpnBrands: ['nordvpn'] }) };
    expect(shortMark({ source: owned }, 'NordVPN').flags).toEqual(['source owned by its group']);
  });

  it('flags a value disputed by a source that is neither weak nor historical', () => {
    const disputed = { source: cnet, readings: [{ source: dated, value: 6, text: '6 devices' }] };
    expect(shortMark(disputed, 'NordVPN')).toEqual({ text: 'CNET · Feb 2022', flags: ['disputed'] });
    const weakOnly = {
      source: cnet,
      readings: [{ source: { ...dated, grade: 'weak' as const }, value: 6, text: '6 devices' }],
    };
    expect(shortMark(weakOnly, 'NordVPN').flags).toEqual([]);
  });

  it('says a check, the launch data, a search that found nothing, and a value we lack', () => {
    expect(shortMark(checked, 'NordVPN')).toEqual({ text: 'checked Dec 2026', flags: [] });
    expect(shortMark(compiled, 'NordVPN')).toEqual({ text: 'launch data', flags: [] });
    expect(shortMark({ ...compiled, searchedAt: new Date('2026-12-02') }, 'NordVPN')).toEqual({
      text: 'launch data',
      flags: ['no source found'],
    });
    expect(shortMark({ searchedAt: new Date('2026-12-02') }, 'NordVPN')).toEqual({
      text: 'no source found',
      flags: [],
    });
    expect(shortMark(null, 'NordVPN')).toEqual({ text: 'Not in our data', flags: [] });
  });

  it('never says "no source found" where a source states another value: no source gives this value', () => {
    const searchedAt = new Date('2026-12-02');
    const other = { readings: [{ source: dated, value: 20, text: '20 countries' }] };
    expect(shortMark({ ...compiled, searchedAt, ...other }, 'F-Secure VPN')).toEqual({
      text: 'launch data',
      flags: ['no source gives it', 'disputed'],
    });
    expect(provenanceWording({ ...compiled, searchedAt, ...other }, 'F-Secure VPN').text).toBe(
      'From our launch data set, compiled before launch (November 21, 2026); searched December 2026: no source gives this value',
    );
    expect(provenanceWording({ searchedAt, ...other }, 'F-Secure VPN').text).toBe(
      'Not in our data; searched December 2026: no source gives this value',
    );
  });
});
