import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readServices } from '../config/provider-files';
import { vpnServiceSchema } from '../src/lib/schemas';
import { provenanceState, provenanceWording } from '../src/lib/provenance';
import { checkGuide, dueFacts, recordCheck } from './facts';

const run = promisify(execFile);

/**
 * A copy of the provider files (`dir`) beside a copy of the source registry they cite (content/sources.json and
 * content/publishers.json, read from the folder above); the real content is never edited by these tests.
 */
let root: string;
let dir: string;
const file = (slug: string) => path.join(dir, `${slug}.json`);
const read = (slug: string) => readFile(file(slug), 'utf8');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'facts-'));
  dir = path.join(root, 'vpn-services');
  await cp('content/vpn-services', dir, { recursive: true });
  for (const registry of ['sources.json', 'publishers.json'])
    await cp(path.join('content', registry), path.join(root, registry));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('facts check', () => {
  it('marks one fact group checked on the day against the page, and changes nothing else in the file', async () => {
    const before = await read('eset-vpn');
    const line = await recordCheck(dir, 'eset-vpn', 'pricing', 'https://www.eset.com/us/vpn/', '2026-11-24');
    expect(line).toBe(
      'Recorded: eset-vpn pricing checked on 2026-11-24 against https://www.eset.com/us/vpn/',
    );
    const after = await read('eset-vpn');
    const [was, now] = [JSON.parse(before), JSON.parse(after)] as Record<string, Record<string, unknown>>[];
    // The check supersedes the search that found no source: searchedAt goes, the launch date stays.
    expect(was?.provenance?.pricing).toEqual({ compiledAt: '2026-11-21', searchedAt: expect.any(String) });
    expect(now?.provenance?.pricing).toEqual({
      compiledAt: '2026-11-21',
      checkedAt: '2026-11-24',
      checkedUrl: 'https://www.eset.com/us/vpn/',
    });
    expect({ ...now, provenance: { ...now?.provenance, pricing: null } }).toEqual({
      ...was,
      provenance: { ...was?.provenance, pricing: null },
    });
    // The file keeps its formatting: only the lines of the pricing record differ.
    const changed = after.split('\n').filter((l) => !before.split('\n').includes(l));
    expect(
      changed.every((l) => /pricing|compiledAt|checkedAt|checkedUrl|^\s*}/.test(l)),
      changed.join('\n'),
    ).toBe(true);
    vpnServiceSchema.parse(JSON.parse(after));
    const eset = (await readServices(dir)).find((s) => s.slug === 'eset-vpn');
    expect(provenanceWording(eset?.provenance.pricing, 'ESET VPN').text).toBe(
      "Checked on November 24, 2026 against ESET VPN's own page",
    );
  });

  it('dates the check today unless told otherwise; a check supersedes a public source, which stays on record', async () => {
    const day = () => new Date().toISOString().slice(0, 10);
    // The day before and after the call: a run across midnight (UTC) may record either.
    const days = [day()];
    const was = (
      JSON.parse(await read('veepn')) as { provenance: { devices: { source?: string; searchedAt?: string } } }
    ).provenance.devices;
    expect(was.source).toBeDefined();
    await recordCheck(dir, 'veepn', 'devices', 'http://veepn.com/pricing', undefined);
    days.push(day());
    const text = await read('veepn');
    const { devices } = (JSON.parse(text) as { provenance: { devices: { checkedAt: string } } }).provenance;
    expect(days).toContain(devices.checkedAt);
    // The source and its readings stay on record beside the check.
    const { searchedAt: _searched, ...kept } = was;
    expect(devices).toEqual({
      ...kept,
      checkedAt: devices.checkedAt,
      checkedUrl: 'http://veepn.com/pricing',
    });
    const veepn = (await readServices(dir)).find((s) => s.slug === 'veepn');
    expect(veepn?.provenance.devices.source?.id).toBe(was.source);
    expect(provenanceState(veepn?.provenance.devices)).toBe('checked');
  });

  it('refuses, with one line and no change to any file, what it cannot record', async () => {
    const before = await read('nordvpn');
    const refusals: [
      string | undefined,
      string | undefined,
      string | undefined,
      string | undefined,
      RegExp,
    ][] = [
      [
        'nord',
        'pricing',
        'https://nordvpn.com/',
        undefined,
        /^Unknown provider "nord": one of cactusvpn, .*nordvpn/,
      ],
      [
        'nordvpn',
        'prices',
        'https://nordvpn.com/',
        undefined,
        /^Unknown fact group "prices": one of pricing, renewal, network, devices, refund, trial, freePlan, /,
      ],
      ['nordvpn', 'pricing', undefined, undefined, /^--source is required/],
      ['nordvpn', 'pricing', 'nordvpn.com/pricing', undefined, /^--source must be a web address/],
      ['nordvpn', 'pricing', 'ftp://nordvpn.com/pricing', undefined, /^--source must be a web address/],
      ['nordvpn', 'pricing', 'javascript:alert(1)', undefined, /^--source must be a web address/],
      [
        'nordvpn',
        'pricing',
        'https://editor:s3cret@nordvpn.com/pricing/',
        undefined,
        /^--source: a web address with a user name or password in it: remove the part before @$/,
      ],
      [
        'nordvpn',
        'pricing',
        `https://nordvpn.com/${'a'.repeat(10_000)}`,
        undefined,
        /^--source: a web address of at most 2,048 characters$/,
      ],
      ['nordvpn', 'pricing', 'https://nordvpn.com/', '2999-01-01', /^--date 2999-01-01 is in the future/],
      [
        'nordvpn',
        'pricing',
        'https://nordvpn.com/',
        '2026-02-30',
        /^--date wants a day like 2026-12-31, not "2026-02-30"/,
      ],
      ['nordvpn', 'pricing', 'https://nordvpn.com/', '24/11/2026', /^--date wants a day/],
      [
        'cactusvpn',
        'ownership',
        'https://www.cactusvpn.com/',
        undefined,
        /^cactusvpn has no ownership recorded/,
      ],
      [
        'cactusvpn',
        'renewal',
        'https://www.cactusvpn.com/',
        undefined,
        /^cactusvpn has no renewal prices recorded/,
      ],
    ];
    for (const [slug, group, source, date, message] of refusals) {
      const refused = recordCheck(dir, slug, group, source, date);
      await expect(
        refused,
        `${String(slug)} ${String(group)} ${String(source)} ${String(date)}`,
      ).rejects.toThrow(message);
      await refused.catch((error: unknown) => expect((error as Error).message).not.toContain('\n'));
    }
    expect(await read('nordvpn')).toBe(before);
  });

  it('reports a provider file the editor broke as the build does, with its file, line, column and field', async () => {
    const before = await read('nordvpn');
    await writeFile(file('nordvpn'), before.replace('"deviceLimit": 10,', '"deviceLimit": 10,,'));
    await expect(recordCheck(dir, 'nordvpn', 'pricing', 'https://nordvpn.com/', undefined)).rejects.toThrow(
      new RegExp(`^${file('nordvpn')}:\\d+:\\d+: not valid JSON: `),
    );
    await writeFile(file('nordvpn'), before.replace('"serverCount": 8000,', '"serverCount": "8000",'));
    await expect(recordCheck(dir, 'nordvpn', 'pricing', 'https://nordvpn.com/', undefined)).rejects.toThrow(
      `${file('nordvpn')}:14:3: serverCount: Invalid input: expected number, received string`,
    );
  });
});

describe('facts due', () => {
  it('lists the facts past their cadence, oldest first, and no longer a group just checked', async () => {
    const due = await dueFacts(dir, '2027-01-15');
    const lines = due.split('\n');
    expect(lines[0]).toMatch(/^\d+ fact\(s\) past their cadence, oldest first:$/);
    expect(lines).toContain(
      'eset-vpn pricing: launch data compiled 2026-11-21, never checked, 55 days (cadence 31)',
    );
    // A sourced fact is due from the day its source was read, after the launch data still resting on 2026-11-21.
    const sourced = lines.findIndex((l) =>
      /^nordvpn network: source read \d{4}-\d\d-\d\d, never checked/.test(l),
    );
    expect(sourced).toBeGreaterThan(
      lines.indexOf('eset-vpn pricing: launch data compiled 2026-11-21, never checked, 55 days (cadence 31)'),
    );
    await recordCheck(dir, 'eset-vpn', 'pricing', 'https://www.eset.com/us/vpn/', '2026-11-25');
    const later = await dueFacts(dir, '2026-12-24');
    expect(later).toContain(
      'eset-vpn standout: launch data compiled 2026-11-21, never checked, 33 days (cadence 31)',
    );
    expect(later).not.toContain('eset-vpn pricing:');
    expect(await dueFacts(dir, '2026-11-25')).toBe('No fact is past its cadence.');
  });
});

describe('facts guide', () => {
  it('walks an editor through every group of one provider, those due first, each with its figure and command', async () => {
    const steps = (await checkGuide(dir, 'eset-vpn', new Date('2026-12-24T12:00:00Z'))).split('\n\n');
    // On that day the facts of the comparison still resting on launch data (counted from 2026-11-21) are past
    // their 31 days: they come first, in the site's group order; the other groups follow, in the same order.
    expect(steps[0]).toBe(
      'Checking ESET VPN against eset.com: 20 fact groups, 7 past their cadence (first).',
    );
    const due = ['pricing', 'network', 'devices', 'refund', 'trial', 'freePlan', 'standout'];
    due.forEach((group, i) =>
      expect(steps[i + 1]).toMatch(
        new RegExp(`^Step ${String(i + 1)} of 20: .* \\(${group}\\) \\(due: eset-vpn ${group}: .*33 days`),
      ),
    );
    expect(steps[8]).toMatch(/^Step 8 of 20: Renewal prices \(renewal\)\n/);
    // A group with nothing recorded says to add it, never to check it.
    expect(steps[8]).toContain('Shown now: not in our data');
    expect(steps[8]).not.toContain('npm run facts -- check');
    expect(await read('eset-vpn')).toBe(await readFile('content/vpn-services/eset-vpn.json', 'utf8'));
  });

  it('names the source a sourced fact rests on, graded, with its date and the day it was read', async () => {
    const steps = (await checkGuide(dir, 'nordvpn', new Date('2026-12-24T12:00:00Z'))).split('\n\n');
    expect(steps[0]).toMatch(
      /^Checking NordVPN against nordvpn\.com: 20 fact groups, \d+ past their cadence \(first\)\.$/,
    );
    const network = steps.find((s) => s.includes('(network)')) ?? '';
    expect(network).toMatch(/Rests on: {2}Server network: From a (publication|data file)\b.*, read on /);
    const { serverCount, countryCount } = JSON.parse(await read('nordvpn')) as {
      serverCount: number;
      countryCount: number;
    };
    expect(network).toContain(`Shown now: ${serverCount.toLocaleString('en-US')}`);
    expect(network).toContain(`${String(countryCount)} countries`);
    expect(network).toContain('npm run facts -- check nordvpn network --source <that page');
    expect(await read('nordvpn')).toBe(await readFile('content/vpn-services/nordvpn.json', 'utf8'));
  });

  it('refuses an unknown provider, naming the ones it knows', async () => {
    await expect(checkGuide(dir, 'nordvnp')).rejects.toThrow(
      /^Unknown provider "nordvnp": one of cactusvpn, /,
    );
  });
});

// The command as an editor runs it: a child Node process (no timing asserted).
describe('npm run facts', () => {
  const facts = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [
        '--import',
        'tsx',
        'scripts/facts.ts',
        ...args,
        '--content-dir',
        dir,
      ]);
      return { code: 0, out: stdout, err: stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout, err: failed.stderr };
    }
  };

  it('records a check and exits 0, refuses with one line on stderr and exit code 2', async () => {
    expect(
      await facts(
        'check',
        'surfshark',
        'refund',
        '--source',
        'https://surfshark.com/refund',
        '--date',
        '2026-11-25',
      ),
    ).toEqual({
      code: 0,
      out: 'Recorded: surfshark refund checked on 2026-11-25 against https://surfshark.com/refund\n',
      err: '',
    });
    const refused = await facts('check', 'surfshark', 'refund', '--source', 'surfshark.com');
    expect(refused.code).toBe(2);
    expect(refused.err.trimEnd().split('\n')).toEqual([
      '--source must be a web address starting with https:// or http://, not "surfshark.com"',
    ]);
  });
});
