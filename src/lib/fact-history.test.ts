import { describe, expect, it } from 'vitest';
import {
  changeLine,
  commitUrl,
  historyCsv,
  HISTORY_NOTES,
  latestChanges,
  ledgerEntries,
  splitPrices,
  repositoryUrlFromEnv,
  type ChangeEntry,
  type CommitDiff,
  type FileDiff,
} from './fact-history';

const file = (fields: Record<string, unknown>) =>
  JSON.stringify({ name: 'NordVPN', serverCount: 7900, serverCountIsMinimum: true, plans: [], ...fields });
const v1 = file({});
const v2 = file({ serverCount: 8000 });

let counter = 0;
/** A commit on 2026-12-<day>, changing `files`. */
function commit(day: number, files: FileDiff[], parents: string[] = []): CommitDiff {
  counter += 1;
  const hash = String(counter).padStart(40, 'a');
  return { hash, date: new Date(`2026-12-${String(day).padStart(2, '0')}T10:00:00Z`), parents, files };
}
const lines = (input: Parameters<typeof ledgerEntries>[0]) =>
  ledgerEntries(input).entries.map(
    (e) =>
      `${e.date.toISOString().slice(0, 10)} ${e.hash} ${e.slug}: ${e.changes.map(changeLine).join('; ')}`,
  );

describe('ledgerEntries', () => {
  it('gives one entry per commit and provider, newest first, and none for the first version', () => {
    const first = commit(1, [
      { slug: 'nordvpn', before: null, after: v1 },
      { slug: 'surfshark', before: null, after: file({ name: 'Surfshark', serverCount: 3200 }) },
    ]);
    const second = commit(2, [{ slug: 'nordvpn', before: v1, after: v2 }]);
    const third = commit(3, [
      { slug: 'nordvpn', before: v2, after: file({ serverCount: 8100 }) },
      { slug: 'surfshark', before: null, after: file({ name: 'Surfshark', serverCount: 3300 }) },
    ]);
    expect(lines({ mainline: [first, second, third], merged: new Map() })).toEqual([
      `2026-12-03 ${third.hash} nordvpn: Servers: 8,000+ → 8,100+`,
      `2026-12-03 ${third.hash} surfshark: Servers: 3,200+ → 3,300+`,
      `2026-12-02 ${second.hash} nordvpn: Servers: 7,900+ → 8,000+`,
    ]);
  });

  it('credits a change that came in a merge to the commit that made it, with its date', () => {
    const base = commit(1, [{ slug: 'nordvpn', before: null, after: v1 }]);
    const onBranch = commit(2, [{ slug: 'nordvpn', before: v1, after: v2 }], [base.hash]);
    const unrelated = commit(3, [{ slug: 'nordvpn', before: v2, after: v2 }], [onBranch.hash]);
    const merge = commit(5, [{ slug: 'nordvpn', before: v1, after: v2 }], [base.hash, unrelated.hash]);
    expect(
      lines({ mainline: [base, merge], merged: new Map([[merge.hash, [unrelated, onBranch]]]) }),
    ).toEqual([`2026-12-02 ${onBranch.hash} nordvpn: Servers: 7,900+ → 8,000+`]);
  });

  it('keeps a change no merged commit made (a conflict resolved by hand) with the merge', () => {
    const base = commit(1, [{ slug: 'nordvpn', before: null, after: v1 }]);
    const onBranch = commit(2, [{ slug: 'nordvpn', before: v1, after: v2 }], [base.hash]);
    const resolved = file({ serverCount: 8050 });
    const merge = commit(4, [{ slug: 'nordvpn', before: v1, after: resolved }], [base.hash, onBranch.hash]);
    expect(lines({ mainline: [base, merge], merged: new Map([[merge.hash, [onBranch]]]) })).toEqual([
      `2026-12-04 ${merge.hash} nordvpn: Servers: 7,900+ → 8,050+`,
    ]);
  });

  it('skips a version that is not JSON, with a warning, and compares across it', () => {
    const base = commit(1, [{ slug: 'nordvpn', before: null, after: v1 }]);
    const broken = commit(2, [{ slug: 'nordvpn', before: v1, after: '{ "serverCount": ' }]);
    const mended = commit(3, [{ slug: 'nordvpn', before: '{ "serverCount": ', after: v2 }]);
    const result = ledgerEntries({ mainline: [base, broken, mended], merged: new Map() });
    expect(result.entries.map((e) => [e.hash, e.changes.map(changeLine)])).toEqual([
      [mended.hash, ['Servers: 7,900+ → 8,000+']],
    ]);
    expect(result.warnings).toEqual([
      `content/vpn-services/nordvpn.json at ${broken.hash.slice(0, 7)} is not valid JSON: the ledger skips that version`,
    ]);
  });

  it('forgets a removed provider, so a provider added again starts afresh', () => {
    const base = commit(1, [{ slug: 'nordvpn', before: null, after: v1 }]);
    const removed = commit(2, [{ slug: 'nordvpn', before: v1, after: null }]);
    const back = commit(3, [{ slug: 'nordvpn', before: null, after: v2 }]);
    expect(lines({ mainline: [base, removed, back], merged: new Map() })).toEqual([]);
  });
});

describe('splitPrices', () => {
  it("puts each entry's price changes first and the rest after, dropping entries left empty", () => {
    const base = commit(1, [{ slug: 'nordvpn', before: null, after: v1 }]);
    const mixed = commit(2, [
      {
        slug: 'nordvpn',
        before: v1,
        after: file({ serverCount: 8000, plans: [{ name: 'Monthly', price: '9.99' }] }),
      },
    ]);
    const { entries } = ledgerEntries({ mainline: [base, mixed], merged: new Map() });
    const { prices, others } = splitPrices(entries);
    expect(prices.map((e) => e.changes.map(changeLine))).toEqual([['Monthly plan: not in our data → $9.99']]);
    expect(others.map((e) => e.changes.map(changeLine))).toEqual([['Servers: 7,900+ → 8,000+']]);
    expect(splitPrices(others)).toEqual({ prices: [], others });
  });
});

describe('latestChanges', () => {
  /** An entry `hash` of `n` changes, each labelled by its edit and place ("a0", "a1"). */
  const entry = (hash: string, n: number) =>
    ({
      hash,
      changes: Array.from({ length: n }, (_, i) => ({ label: `${hash}${String(i)}` })),
    }) as unknown as ChangeEntry;
  const names = (entries: ChangeEntry[]) => entries.map((e) => e.changes.map((c) => c.label).join(' '));

  it('lists the newest changes up to the limit, cutting the edit the limit falls in, and counts them all', () => {
    const { shown, total } = latestChanges([entry('a', 2), entry('b', 3), entry('c', 4)], 4);
    expect(names(shown)).toEqual(['a0 a1', 'b0 b1']);
    expect(shown.map((e) => e.hash)).toEqual(['a', 'b']);
    expect(total).toBe(9);
  });

  it('lists everything when it fits, and nothing of an empty history', () => {
    expect(names(latestChanges([entry('a', 2), entry('b', 1)], 6).shown)).toEqual(['a0 a1', 'b0']);
    expect(latestChanges([], 6)).toEqual({ shown: [], total: 0 });
  });
});

describe('historyCsv', () => {
  it('writes a header and one row per change: slug, fact id, old, new, day, full hash', () => {
    const entry = {
      slug: 'nordvpn',
      name: 'NordVPN',
      hash: 'f'.repeat(40),
      date: new Date('2026-12-02T23:30:00Z'),
      changes: [
        {
          key: 'servers',
          label: 'Servers',
          kind: 'figure' as const,
          old: { text: '7,900+', parts: {} },
          new: { text: '8,000+', parts: {} },
        },
        {
          key: 'plan:Monthly',
          label: 'Monthly plan',
          kind: 'price' as const,
          old: null,
          new: { text: '$9.99/mo', parts: {} },
        },
      ],
    };
    expect(historyCsv([entry])).toBe(
      'provider,fact,old,new,date,commit\r\n' +
        `nordvpn,servers,"7,900+","8,000+",2026-12-02,${'f'.repeat(40)}\r\n` +
        `nordvpn,plan:Monthly,,$9.99/mo,2026-12-02,${'f'.repeat(40)}\r\n`,
    );
    expect(historyCsv([])).toBe('provider,fact,old,new,date,commit\r\n');
  });

  it('writes, for a build without history (a shallow clone, a copy without git), the note instead of a table', () => {
    // An empty table would read as "no figure ever changed".
    for (const note of Object.values(HISTORY_NOTES))
      expect(historyCsv([], note)).toBe(`note\r\n${note.includes(',') ? `"${note}"` : note}\r\n`);
    expect(HISTORY_NOTES['no-repository']).toMatch(/^History not available in this build/);
  });
});

describe('repository links', () => {
  it('links a commit only when the repository address is known', () => {
    const url = repositoryUrlFromEnv({ PUBLIC_REPOSITORY_URL: 'https://github.com/owner/vpn-compass.git/' });
    expect(commitUrl(url, 'abc123')).toBe('https://github.com/owner/vpn-compass/commit/abc123');
    expect(commitUrl(repositoryUrlFromEnv({ PUBLIC_REPOSITORY_URL: ' ' }), 'abc123')).toBeNull();
    expect(commitUrl(repositoryUrlFromEnv({}), 'abc123')).toBeNull();
  });

  it('refuses an address that is not public https or carries credentials', () => {
    for (const bad of [
      'git@github.com:owner/repo.git',
      'http://github.com/o/r',
      'https://x-access-token:t@github.com/o/r',
    ])
      expect(() => repositoryUrlFromEnv({ PUBLIC_REPOSITORY_URL: bad })).toThrow(/PUBLIC_REPOSITORY_URL/);
  });
});
