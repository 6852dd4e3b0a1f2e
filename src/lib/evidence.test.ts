import { describe, expect, it } from 'vitest';
import { publisherRecord, registryOf, sourceRecord } from '../../tests/support/sources';
import {
  disputingReadings,
  evidenceProblems,
  exchangeRate,
  fileRecords,
  withDisputes,
  isHistorical,
  resolveRecord,
  sourceGrade,
  sourceInfo,
  type EvidenceFile,
  type FactRecordFile,
  type SourceRecord,
} from './evidence';
import { countsAsEvidence, isDisputed } from './provenance';

const day = (d: string) => new Date(`${d}T12:00:00Z`);

describe('sourceGrade', () => {
  it('grades a source by its kind: the provider and the auditor primary, a publication reputable, any other weak', () => {
    expect(sourceGrade('provider', undefined)).toBe('primary');
    expect(sourceGrade('auditor', undefined)).toBe('primary');
    expect(sourceGrade('publication', undefined)).toBe('reputable');
    expect(sourceGrade('data-file', undefined)).toBe('data-file');
    expect(sourceGrade('other', undefined)).toBe('weak');
  });

  it('grades any kind weak where the registry says why it is', () => {
    expect(sourceGrade('publication', 'no named authors')).toBe('weak');
    expect(sourceGrade('provider', 'a competitor’s post')).toBe('weak');
  });
});

describe('isHistorical', () => {
  it('is historical more than two years after the last day the printed date can mean', () => {
    expect(isHistorical('2024-12-05', day('2026-12-06'))).toBe(true);
    expect(isHistorical('2024-12-06', day('2026-12-06'))).toBe(false);
    // A month counts to its last day, a year to December 31.
    expect(isHistorical('2024-06', day('2026-06-30'))).toBe(false);
    expect(isHistorical('2024-06', day('2026-07-01'))).toBe(true);
    expect(isHistorical('2024', day('2026-12-31'))).toBe(false);
    expect(isHistorical('2024', day('2027-01-01'))).toBe(true);
  });

  it('counts whole days: the time of day of the build does not shorten the last day', () => {
    expect(isHistorical('2024', new Date('2026-12-31T23:59:59Z'))).toBe(false);
    expect(isHistorical('2024', new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isHistorical('2024-12-06', new Date('2026-12-06T23:59:59Z'))).toBe(false);
  });

  it('never calls an undated source historical (undated counts in no total either)', () => {
    expect(isHistorical(undefined, day('2040-01-01'))).toBe(false);
  });
});

/** Sources for the fixtures below: what each states per provider slug. */
const cnet = sourceRecord({
  id: 'cnet-2026',
  name: 'CNET',
  kind: 'publication',
  url: 'https://www.cnet.com/nordvpn',
  date: '2026-04',
  states: { nordvpn: ['network'] },
});
const forum = sourceRecord({
  id: 'forum-2026',
  name: 'A forum',
  kind: 'other',
  weak: 'a forum post without a named author',
  date: '2026-10',
  states: { nordvpn: ['devices'] },
});
const oldReview = sourceRecord({
  id: 'review-2022',
  name: 'An old review',
  kind: 'publication',
  date: '2022-02-02',
  states: { nordvpn: ['devices'] },
});
const pricing = sourceRecord({
  id: 'nordvpn-pricing',
  name: 'NordVPN pricing page',
  kind: 'provider',
  url: 'https://nordvpn.com/pricing/',
  date: '2026-11',
  states: { nordvpn: ['devices'] },
});
const registry = registryOf([cnet, forum, oldReview, pricing], { today: day('2026-12-06') });

describe('a source as pages show it', () => {
  it('carries its grade, its age on the day of the build and its publisher', () => {
    expect(sourceInfo('cnet-2026', registry)).toMatchObject({
      name: 'CNET',
      grade: 'reputable',
      historical: false,
      date: '2026-04',
      publisher: { id: 'example', name: 'example', vpnBrands: [] },
    });
    expect(sourceInfo('review-2022', registry)).toMatchObject({ grade: 'reputable', historical: true });
    expect(sourceInfo('forum-2026', registry)).toMatchObject({
      grade: 'weak',
      weak: 'a forum post without a named author',
    });
    expect(() => sourceInfo('no-such', registry)).toThrow('content/sources.json has no source "no-such"');
  });

  it('counts as evidence only dated, current and not weak: a weak or historical source counts nowhere', () => {
    expect(countsAsEvidence(sourceInfo('cnet-2026', registry))).toBe(true);
    expect(countsAsEvidence(sourceInfo('nordvpn-pricing', registry))).toBe(true);
    expect(countsAsEvidence(sourceInfo('forum-2026', registry))).toBe(false);
    expect(countsAsEvidence(sourceInfo('review-2022', registry))).toBe(false);
    const undated = registryOf([{ ...cnet, date: undefined }]);
    expect(countsAsEvidence(sourceInfo('cnet-2026', undated))).toBe(false);
    // The same source read on a later build day turns historical and stops counting.
    const later = registryOf([cnet], { today: day('2028-05-01') });
    expect(countsAsEvidence(sourceInfo('cnet-2026', later))).toBe(false);
  });
});

describe('disputes', () => {
  const devices = (readings: FactRecordFile['readings']) =>
    resolveRecord({ source: 'nordvpn-pricing', readings }, 'devices', registry);

  it('resolves each reading with its source and its value in words', () => {
    expect(devices([{ source: 'cnet-2026', value: 6, note: 'on the Basic plan' }])?.readings).toEqual([
      { source: sourceInfo('cnet-2026', registry), value: 6, text: '6 devices', note: 'on the Basic plan' },
    ]);
  });

  it('are made only by readings whose source is neither weak nor historical, for all buyers', () => {
    const weakOnly = devices([{ source: 'forum-2026', value: 5 }]);
    expect(weakOnly?.readings).toHaveLength(1);
    expect(isDisputed(weakOnly)).toBe(false);
    // A source more than two years old is shown beside the fact as history; it disputes nothing.
    const historical = devices([{ source: 'review-2022', value: 6 }]);
    expect(historical?.readings).toHaveLength(1);
    expect(isDisputed(historical)).toBe(false);
    const all = devices([
      { source: 'forum-2026', value: 5 },
      { source: 'review-2022', value: 6 },
      { source: 'cnet-2026', value: 7 },
    ]);
    expect(isDisputed(all)).toBe(true);
    expect(disputingReadings(all).map((r) => r.source.id)).toEqual(['cnet-2026']);
    // A reading that holds only for some buyers is a condition, not a dispute.
    const some = devices([
      { source: 'cnet-2026', value: 7, appliesTo: 'subscriptions bought in the App Store' },
    ]);
    expect(isDisputed(some)).toBe(false);
    expect(isDisputed(devices(undefined))).toBe(false);
    expect(isDisputed(null)).toBe(false);
  });

  it('show a value with the readings that dispute it, each said once, and the value alone where none does', () => {
    expect(withDisputes('10 devices', devices([{ source: 'forum-2026', value: 5 }]))).toBe('10 devices');
    // Two readings that read the same (one publisher, one month, one value) are said once.
    const twice = devices([
      { source: 'cnet-2026', value: 6 },
      { source: 'cnet-2026', value: 6, note: 'a second table of the same article' },
    ]);
    expect(withDisputes('10 devices', twice)).toBe(
      '10 devices (example, Nov 2026) or 6 devices (example, Apr 2026)',
    );
    // Two values from one publisher and month: the source is named once, after both.
    const two = devices([
      { source: 'cnet-2026', value: 6 },
      { source: 'cnet-2026', value: 7 },
    ]);
    expect(withDisputes('10 devices', two)).toBe(
      '10 devices (example, Nov 2026) or 6 devices or 7 devices (example, Apr 2026)',
    );
    expect(withDisputes('10 devices', null)).toBe('10 devices');
  });

  it('never let a line break a publisher’s name at its hyphen', () => {
    const fSecure = registryOf(
      [pricing, { ...cnet, publisher: 'f-secure', states: { nordvpn: ['devices'] } }],
      {
        publishers: [
          publisherRecord({ id: 'f-secure', name: 'F-Secure' }),
          publisherRecord({ id: 'example' }),
        ],
      },
    );
    const record = resolveRecord(
      { source: 'nordvpn-pricing', readings: [{ source: 'cnet-2026', value: 6 }] },
      'devices',
      fSecure,
    );
    expect(withDisputes('10 devices', record)).toBe(
      '10 devices (example, Nov 2026) or 6 devices (F\u2011Secure, Apr 2026)',
    );
  });
});

/** A provider file cut to what the evidence rules read. */
const file = (over: Partial<EvidenceFile> = {}): EvidenceFile => ({
  slug: 'nordvpn',
  name: 'NordVPN',
  siteUrl: 'https://nordvpn.com/',
  provenance: {
    network: { compiledAt: day('2026-11-21'), source: 'cnet-2026' },
    devices: {
      compiledAt: day('2026-11-21'),
      source: 'nordvpn-pricing',
      readings: [{ source: 'forum-2026', value: 5 }],
      also: ['review-2022'],
    },
  },
  plans: [],
  ...over,
});
const problems = (
  files: readonly EvidenceFile[],
  sources: readonly SourceRecord[] = [cnet, forum, oldReview, pricing],
) => evidenceProblems(files, registryOf(sources));

describe('evidenceProblems', () => {
  it('finds nothing when every cited source states its fact and every fact a source states is cited', () => {
    expect(problems([file()])).toEqual([]);
  });

  it('names an unknown source id where it is cited', () => {
    const cited = file({
      provenance: { ...file().provenance, network: { source: 'cnet-2062' } },
    });
    expect(problems([cited], [forum, oldReview, pricing])).toEqual([
      {
        slug: 'nordvpn',
        path: ['provenance', 'network', 'source'],
        message:
          'no source "cnet-2062" in content/sources.json: add its record there (name, publisher, url, kind, date, readAt, states) or cite one that exists',
      },
    ]);
  });

  it('refuses a withdrawn source as the basis of a fact, and asks no file to cite it', () => {
    const withdrawn = { ...cnet, withdrawn: 'a scraped copy of the page' };
    expect(problems([file()], [withdrawn, forum, oldReview, pricing])).toEqual([
      {
        slug: 'nordvpn',
        path: ['provenance', 'network', 'source'],
        message:
          'the source "cnet-2026" is withdrawn (a scraped copy of the page): it stays in the record, but no fact may rest on it',
      },
    ]);
    const uncited = file({ provenance: { devices: file().provenance.devices } });
    expect(problems([uncited], [withdrawn, forum, oldReview, pricing])).toEqual([]);
  });

  it('refuses a cited source whose "states" lacks the fact', () => {
    const cited = file({
      provenance: {
        ...file().provenance,
        jurisdiction: { compiledAt: day('2026-11-21'), also: ['cnet-2026'], source: 'nordvpn-pricing' },
      },
    });
    expect(problems([cited]).map((p) => [p.slug, p.path.join('.'), p.message])).toEqual([
      [
        'nordvpn',
        'provenance.jurisdiction.source',
        'the source "nordvpn-pricing" does not state jurisdiction for nordvpn (its "states" in content/sources.json): add "jurisdiction" there if it does, or cite a source that states it',
      ],
      [
        'nordvpn',
        'provenance.jurisdiction.also.0',
        'the source "cnet-2026" does not state jurisdiction for nordvpn (its "states" in content/sources.json): add "jurisdiction" there if it does, or cite a source that states it',
      ],
    ]);
  });

  it('catches a source cited for one fact that states another: the file, the field path and the fact', () => {
    const both = { ...pricing, states: { nordvpn: ['devices', 'refund'] } };
    const found = problems([file()], [cnet, forum, oldReview, both]);
    expect(found).toEqual([
      {
        slug: 'nordvpn',
        path: ['provenance', 'refund'],
        message:
          'the source "nordvpn-pricing" states refund for nordvpn, but this file does not cite it: record it as the source, in "also" (same value) or in "readings" (another value)',
      },
    ]);
    // Cited in a reading of the refund, it is recorded.
    const read = file({
      provenance: {
        ...file().provenance,
        refund: {
          compiledAt: day('2026-11-21'),
          source: 'cnet-2026',
          readings: [{ source: 'nordvpn-pricing', value: 30 }],
        },
      },
    });
    const cnetRefund = { ...cnet, states: { nordvpn: ['network', 'refund'] } };
    expect(problems([read], [cnetRefund, forum, oldReview, both])).toEqual([]);
  });

  it('refuses "searched, none found" where a stored source states the fact', () => {
    const searched = file({
      provenance: {
        ...file().provenance,
        pricing: { compiledAt: day('2026-11-21'), searchedAt: day('2026-12-02') },
      },
    });
    const states = { ...pricing, states: { nordvpn: ['devices', 'pricing'] } };
    expect(problems([searched], [cnet, forum, oldReview, states])).toEqual([
      {
        slug: 'nordvpn',
        path: ['provenance', 'pricing'],
        message:
          'the source "nordvpn-pricing" states pricing for nordvpn, but this file does not cite it: record it as the source, in "also" (same value) or in "readings" (another value), and remove searchedAt: a stored source answers it',
      },
    ]);
  });

  it('refuses a "provider" source off the provider’s own domain, and accepts a subdomain', () => {
    const mirror = { ...pricing, url: 'https://nordvpn-review.example.com/pricing' };
    expect(problems([file()], [cnet, forum, oldReview, mirror])).toEqual([
      {
        slug: 'nordvpn',
        path: ['provenance', 'devices', 'source'],
        message:
          'the source "nordvpn-pricing" is of kind "provider" but lies on nordvpn-review.example.com, not on nordvpn.com: a provider\'s own page is on its own domain or one of its ownSites (a copy elsewhere is kind "other", weak)',
      },
    ]);
    const blog = { ...pricing, url: 'https://blog.nordvpn.com/devices' };
    expect(problems([file()], [cnet, forum, oldReview, blog])).toEqual([]);
    // A site the file names as its own (its repositories, its owner's site) is the provider's own too.
    const repo = { ...pricing, url: 'https://github.com/NordSecurity/nordvpn-linux' };
    expect(problems([file()], [cnet, forum, oldReview, repo])).toHaveLength(1);
    expect(
      problems([file({ ownSites: ['https://github.com/NordSecurity/'] })], [cnet, forum, oldReview, repo]),
    ).toEqual([]);
    // With only an affiliate link, the provider's domain is read from it.
    const affiliate = file({ siteUrl: undefined, affiliateUrl: 'https://go.nordvpn.net/' });
    expect(problems([affiliate]).map((p) => p.message)).toEqual([
      'the source "nordvpn-pricing" is of kind "provider" but lies on nordvpn.com, not on go.nordvpn.net: a provider\'s own page is on its own domain or one of its ownSites (a copy elsewhere is kind "other", weak)',
    ]);
  });

  it('checks the records kept item by item: ownership, audits and renewal prices', () => {
    const items = file({
      ownership: { provenance: { source: 'cnet-2026' } },
      audits: [{ provenance: { source: 'no-such' } }],
      plans: [{}, { renewal: { provenance: { source: 'forum-2026' } } }],
    });
    expect(problems([items]).map((p) => p.path.join('.'))).toEqual([
      'plans.1.renewal.provenance.source',
      'ownership.provenance.source',
      'audits.0.provenance.source',
    ]);
  });

  it('names a source whose publisher is unknown, and a publisher whose owner source is', () => {
    const sources = [{ ...cnet, publisher: 'cnett' }, forum, oldReview, pricing];
    const publishers = [publisherRecord({ id: 'example', owner: 'Example plc', ownerSource: 'gone' })];
    expect(evidenceProblems([file()], registryOf(sources, { publishers }))).toEqual([
      {
        slug: null,
        path: ['cnet-2026', 'publisher'],
        message:
          'no publisher "cnett" in content/publishers.json: add it there (its name and, where a source says, its owner)',
      },
      {
        slug: null,
        path: ['example', 'ownerSource'],
        message: 'no source "gone" in content/sources.json for the owner of example',
      },
    ]);
  });
});

describe('fileRecords', () => {
  it('lists every record of a file in the order pages list the facts, each with its path', () => {
    const records = fileRecords(
      file({
        provenance: {
          pricing: { searchedAt: day('2026-12-02') },
          network: { source: 'cnet-2026' },
          audits: { searchedAt: day('2026-12-02') },
        },
        ownership: { provenance: { source: 'cnet-2026' } },
        plans: [{ renewal: { provenance: { source: 'cnet-2026' } } }],
      }),
    );
    expect(records.map((r) => [r.key, r.path.join('.')])).toEqual([
      ['pricing', 'provenance.pricing'],
      ['renewal', 'plans.0.renewal.provenance'],
      ['network', 'provenance.network'],
      ['ownership', 'ownership.provenance'],
      ['audits', 'provenance.audits'],
    ]);
  });
});

describe('exchangeRate', () => {
  const rate = (id: string, date: string, usd: number, more: Partial<SourceRecord> = {}) =>
    sourceRecord({ id, kind: 'data-file', date, exchangeRate: { currency: 'EUR', usd }, ...more });

  it('converts at the rate of the newest dated source, leaving out a withdrawn one', () => {
    const rates = registryOf([
      rate('ecb-2026-06-01', '2026-06-01', 1.08),
      rate('ecb-2026-11-02', '2026-11-02', 1.16),
      rate('ecb-2026-09-15', '2026-09-15', 1.12),
      rate('copy-2026-12-01', '2026-12-01', 1.5, { withdrawn: 'a scraped copy' }),
    ]);
    const found = exchangeRate('EUR', rates);
    expect(found.usd).toBe(1.16);
    expect(found.source.id).toBe('ecb-2026-11-02');
  });

  it('refuses to compare a price in a currency no source records a rate for', () => {
    expect(() => exchangeRate('EUR', registryOf([cnet]))).toThrow(
      'no source in content/sources.json records an exchangeRate for EUR',
    );
  });
});
