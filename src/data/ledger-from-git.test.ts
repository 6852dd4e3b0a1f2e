import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLine, HISTORY_NOTES } from '../lib/fact-history';
import { gitAsEditor } from '../../tests/support/git';
import { parsePatch, readFactLedger, resolveSourceIds, SOURCES_SLUG } from './ledger-from-git';

let root: string;
let repo: string;

/** Runs git in `cwd` as the fixed test editor, on a fixed date (ISO, UTC) unless told. */
const git = (cwd: string, args: string[], date = '2026-12-01T12:00:00Z') => gitAsEditor(cwd, args, date);

const provider = (serverCount: number, spaces = 2) =>
  JSON.stringify({ name: 'NordVPN', serverCount, serverCountIsMinimum: true, plans: [] }, null, spaces) +
  '\n';

async function save(slug: string, text: string, message: string, date: string): Promise<string> {
  await writeFile(path.join(repo, 'content/vpn-services', `${slug}.json`), text);
  git(repo, ['add', '-A'], date);
  git(repo, ['commit', '-q', '-m', message], date);
  return git(repo, ['rev-parse', 'HEAD']);
}

const quiet = { env: {}, warn: () => undefined };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vpnc-ledger-'));
  repo = path.join(root, 'repo');
  await mkdir(path.join(repo, 'content/vpn-services'), { recursive: true });
  git(repo, ['init', '-q', '-b', 'main']);
  await save('nordvpn', provider(7900), 'Launch', '2026-11-21T09:00:00Z');
  await save('nordvpn', provider(7900, 4), 'Reformat only', '2026-11-22T09:00:00Z');
  git(repo, ['checkout', '-q', '-b', 'data']);
  await save('nordvpn', provider(8000, 4), 'More servers', '2026-11-23T22:30:00Z');
  git(repo, ['checkout', '-q', 'main']);
  await save(
    'surfshark',
    JSON.stringify({ name: 'Surfshark', serverCount: 3200 }),
    'Add Surfshark',
    '2026-11-24T09:00:00Z',
  );
  git(repo, ['merge', '-q', '--no-ff', '-m', 'Merge branch data', 'data'], '2026-11-25T09:00:00Z');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('readFactLedger', () => {
  it('reads each change with the commit that made it (on a merged branch too) and its date in UTC', async () => {
    const made = git(repo, ['rev-parse', 'data']);
    const ledger = await readFactLedger(repo, quiet);
    expect(ledger.note).toBeNull();
    expect(
      ledger.entries.map((e) => [e.slug, e.hash, e.date.toISOString(), e.changes.map(changeLine)]),
    ).toEqual([['nordvpn', made, '2026-11-23T22:30:00.000Z', ['Servers: 7,900+ → 8,000+']]]);
  });

  it('takes the repository address for commit links from PUBLIC_REPOSITORY_URL only', async () => {
    const env = {
      PUBLIC_REPOSITORY_URL: 'https://github.com/owner/repo',
      REPOSITORY_URL: 'https://t:x@github.com/o/r',
    };
    expect((await readFactLedger(repo, { ...quiet, env })).repositoryUrl).toBe(
      'https://github.com/owner/repo',
    );
    expect((await readFactLedger(repo, quiet)).repositoryUrl).toBeNull();
  });

  it('says the history is missing in a shallow clone instead of failing', async () => {
    const shallow = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    expect(await readFactLedger(shallow, quiet)).toEqual({
      entries: [],
      note: HISTORY_NOTES.shallow,
      repositoryUrl: null,
    });
  });

  it('says the history is missing in a copy outside the repository, or in a folder inside another one', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'vpnc-ledger-copy-'));
    try {
      expect((await readFactLedger(copy, quiet)).note).toBe(HISTORY_NOTES['no-repository']);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
    expect((await readFactLedger(path.join(repo, 'content'), quiet)).note).toBe(
      HISTORY_NOTES['no-repository'],
    );
  });
});

describe('readFactLedger over the launch week as git holds it', () => {
  /** CactusVPN's and Hotspot Shield's files cut to the fields the week changed, at `version` 1, 2 or 3. */
  const cactus = (version: number) =>
    JSON.stringify({
      name: 'CactusVPN',
      serverCount: 37,
      ...(version >= 2 ? { serverCountIsMinimum: false } : {}),
      plans: [],
    });
  const hotspot = (version: number) =>
    JSON.stringify({
      name: 'Hotspot Shield',
      moneyBackDays: 45,
      discountPercentage: version >= 2 ? null : 77,
      plans: [
        {
          name: '3-Year',
          price: '2.99',
          period: 'month',
          popular: true,
          ...(version >= 2 ? {} : { discount: 77 }),
        },
      ],
      // The third version writes the figure as a token: it renders the same.
      standoutFeature: version >= 3 ? '[[refundDays]]-day refund window' : '45-day refund window',
    });

  it('lists CactusVPN "37+" → "37" and Hotspot Shield\'s "Save 77%" removed, and no token rewrite', async () => {
    const week = path.join(root, 'week');
    await mkdir(path.join(week, 'content/vpn-services'), { recursive: true });
    git(week, ['init', '-q', '-b', 'main']);
    const commit = async (version: number, date: string) => {
      await writeFile(path.join(week, 'content/vpn-services/cactusvpn.json'), cactus(version));
      await writeFile(path.join(week, 'content/vpn-services/hotspot-shield.json'), hotspot(version));
      git(week, ['add', '-A'], date);
      git(week, ['commit', '-q', '-m', `version ${String(version)}`], date);
      return git(week, ['rev-parse', 'HEAD']);
    };
    await commit(1, '2026-11-21T11:00:00Z');
    const fixes = await commit(2, '2026-11-24T02:26:37Z');
    await commit(3, '2026-11-25T19:00:00Z');
    const ledger = await readFactLedger(week, quiet);
    expect(ledger.entries.map((e) => [e.slug, e.hash, e.changes.map(changeLine)])).toEqual([
      ['cactusvpn', fixes, ['Servers: 37+ → 37']],
      [
        'hotspot-shield',
        fixes,
        ['3-Year plan: $2.99/mo, 77% off → $2.99/mo', 'Discount shown with the price: Save 77% → none shown'],
      ],
    ]);
  });
});

describe('readFactLedger with the source registry', () => {
  const source = (date: string, kind = 'publication') =>
    JSON.stringify([
      {
        id: 'example-news',
        name: 'Example News',
        url: 'https://example.org/s',
        kind,
        date,
        readAt: '2026-11-25',
      },
    ]);
  const nord = (serverCount: number) =>
    JSON.stringify({
      name: 'NordVPN',
      serverCount,
      plans: [],
      provenance: { network: { compiledAt: '2026-11-21', source: 'example-news' } },
    });

  it('resolves each commit against the registry of that commit: a source redated alone is a change where it is cited, a relabel is none', async () => {
    const reg = path.join(root, 'registry');
    await mkdir(path.join(reg, 'content/vpn-services'), { recursive: true });
    git(reg, ['init', '-q', '-b', 'main']);
    const commit = async (files: Record<string, string>, date: string) => {
      for (const [file, text] of Object.entries(files)) await writeFile(path.join(reg, file), text);
      git(reg, ['add', '-A'], date);
      git(reg, ['commit', '-q', '-m', `at ${date}`], date);
      return git(reg, ['rev-parse', 'HEAD']);
    };
    await commit(
      { 'content/sources.json': source('2026-11'), 'content/vpn-services/nordvpn.json': nord(7900) },
      '2026-11-25T09:00:00Z',
    );
    const redated = await commit({ 'content/sources.json': source('2026-12') }, '2026-12-01T09:00:00Z');
    await commit({ 'content/sources.json': source('2026-12', 'data-file') }, '2026-12-02T09:00:00Z');
    const more = await commit({ 'content/vpn-services/nordvpn.json': nord(8000) }, '2026-12-03T09:00:00Z');
    const ledger = await readFactLedger(reg, quiet);
    // Newest first; the relabel (kind publication → data-file) between them records nothing.
    expect(ledger.entries.map((e) => [e.slug, e.hash, e.changes.map(changeLine)])).toEqual([
      ['nordvpn', more, ['Servers: 7,900+ → 8,000+']],
      [
        'nordvpn',
        redated,
        ['Source of server network: Example News, November 2026 → Example News, December 2026'],
      ],
    ]);
  });
});

describe('resolveSourceIds', () => {
  const registry = (date: string) =>
    JSON.stringify([{ id: 'x', name: 'X', url: 'https://x.example/', kind: 'publication', date }]);
  const file = (servers: number) =>
    JSON.stringify({ serverCount: servers, provenance: { network: { source: 'x' } } });
  const at = (hash: string, files: { slug: string; before: string | null; after: string | null }[]) => ({
    hash,
    date: new Date('2026-12-01'),
    parents: [],
    files,
  });
  const sourceOf = (text: string | null) =>
    (JSON.parse(text ?? '{}') as { provenance?: { network?: Record<string, unknown> } }).provenance?.network;

  it('drops the registry’s own diff, and makes a registry change a change of every file as it stood', () => {
    const [first, second, third] = resolveSourceIds([
      at('a', [
        { slug: SOURCES_SLUG, before: null, after: registry('2026-11') },
        { slug: 'nordvpn', before: null, after: file(1) },
      ]),
      at('b', [{ slug: SOURCES_SLUG, before: registry('2026-11'), after: registry('2026-12') }]),
      at('c', [{ slug: 'nordvpn', before: file(1), after: file(2) }]),
    ]);
    expect(first?.files.map((f) => f.slug)).toEqual(['nordvpn']);
    expect(sourceOf(first?.files[0]?.after ?? null)).toMatchObject({ sourceDate: '2026-11' });
    expect(
      second?.files.map((f) => [f.slug, sourceOf(f.before)?.sourceDate, sourceOf(f.after)?.sourceDate]),
    ).toEqual([['nordvpn', '2026-11', '2026-12']]);
    // A later commit of the file alone reads the registry as it then stood.
    expect(third?.files.map((f) => [sourceOf(f.before)?.sourceDate, sourceOf(f.after)?.sourceDate])).toEqual([
      ['2026-12', '2026-12'],
    ]);
  });
});

describe('parsePatch', () => {
  it('recovers both full texts of a file, a new file and a removed one, and ignores other paths', () => {
    const patch = [
      'diff --git a/content/vpn-services/a.json b/content/vpn-services/a.json',
      'index 1..2 100644',
      '--- a/content/vpn-services/a.json',
      '+++ b/content/vpn-services/a.json',
      '@@ -1,3 +1,3 @@',
      ' {',
      '-  "serverCount": 1',
      '+  "serverCount": 2',
      ' }',
      '\\ No newline at end of file',
      'diff --git a/content/vpn-services/b.json b/content/vpn-services/b.json',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/content/vpn-services/b.json',
      '@@ -0,0 +1 @@',
      '+{}',
      'diff --git a/content/vpn-services/c.json b/content/vpn-services/c.json',
      'deleted file mode 100644',
      '--- a/content/vpn-services/c.json',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-{}',
      'diff --git a/content/vpn-services/notes/d.json b/content/vpn-services/notes/d.json',
      '--- a/content/vpn-services/notes/d.json',
      '+++ b/content/vpn-services/notes/d.json',
      '@@ -1 +1 @@',
      '-1',
      '+2',
    ];
    expect(parsePatch(patch)).toEqual([
      { slug: 'a', before: '{\n  "serverCount": 1\n}', after: '{\n  "serverCount": 2\n}' },
      { slug: 'b', before: null, after: '{}' },
      { slug: 'c', before: '{}', after: null },
    ]);
  });
});
