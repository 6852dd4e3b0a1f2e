/**
 * The editors' facts command.
 *
 *   npm run facts -- check <provider> <group> --source <url> [--date YYYY-MM-DD]
 *     Records that an editor compared a fact group (a key of FACT_GROUPS; ownership, audits and renewal mark
 *     every item recorded) with the provider's own page that day (default today, UTC): sets `checkedAt` and
 *     `checkedUrl` in content/vpn-services/<provider>.json and removes `searchedAt`, keeping the rest and its
 *     formatting. Refuses (one line, exit 2) an unknown provider or group, an address that is not http(s)
 *     (or holds credentials, or is over 2,048 characters), a date not a real day or in the future, or a group
 *     with nothing recorded to check.
 *   npm run facts -- coverage
 *     The provider x fact group table of what stands behind each group, with counts per state.
 *   npm run facts -- due [--as-of YYYY-MM-DD]
 *     Every fact past its cadence (31 days for what the comparison shows, 92 for the rest), oldest first.
 *   npm run facts -- guide <provider>
 *     Walks an editor through checking one provider, group by group (those past their cadence first).
 *
 * `--content-dir <dir>` reads and writes provider files elsewhere (tests use a copy), their sources read from
 * sources.json and publishers.json in the folder above it.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonc from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';
import { providerFromText, readServices } from '../config/provider-files';
import { webAddressSchema } from '../src/lib/schemas';
import { coverageTable } from '../src/lib/coverage';
import { overdueFacts, overdueLine, providerFreshness } from '../src/lib/freshness';
import { factGroupValue } from '../src/lib/open-data';
import {
  FACT_GROUPS,
  factRecords,
  groupLabel,
  provenanceWording,
  type FactGroupKey,
} from '../src/lib/provenance';
import { providerDomain } from '../src/lib/source-quality';
import { ArgumentError, dayArgument, providerFolderArgument, readCommandLine } from './lib/cli-args';
import { isMain } from './lib/is-main';
import { userPath } from './lib/user-path';
import { isCalendarDay } from '../src/lib/dates';

const DEFAULT_DIR = fileURLToPath(new URL('../content/vpn-services', import.meta.url));

/** A refusal of what was asked: printed as one line, exit code 2. */
class Refusal extends ArgumentError {}

const today = () => new Date().toISOString().slice(0, 10);

/** A YYYY-MM-DD that is a real calendar day and not after `now`. */
function checkDate(value: string, now: string = today()): string {
  if (!isCalendarDay(value)) throw new Refusal(`--date wants a day like 2026-12-31, not "${value}"`);
  if (value > now)
    throw new Refusal(`--date ${value} is in the future: record a check on the day it was done`);
  return value;
}

/** An http(s) address with a host. */
function checkSource(value: string | undefined): string {
  if (value === undefined)
    throw new Refusal('--source is required: the address of the provider page you compared');
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.'))
    throw new Refusal(`--source must be a web address starting with https:// or http://, not "${value}"`);
  // The rule every recorded address follows (src/lib/schemas.ts): no credentials, at most 2,048 characters.
  const refused = webAddressSchema.safeParse(url.href).error?.issues[0];
  if (refused) throw new Refusal(`--source: ${refused.message}`);
  return url.href;
}

/** The JSON paths of the provenance records a group's check marks in a provider file. */
function recordPaths(
  data: Record<string, unknown>,
  group: FactGroupKey,
  slug: string,
): (string | number)[][] {
  if (group === 'ownership') {
    if (!data.ownership)
      throw new Refusal(`${slug} has no ownership recorded: add it before recording a check`);
    return [['ownership', 'provenance']];
  }
  if (group === 'audits') {
    const audits = (data.audits ?? []) as unknown[];
    if (audits.length === 0)
      throw new Refusal(`${slug} has no audits recorded: add them before recording a check`);
    return audits.map((_, i) => ['audits', i, 'provenance']);
  }
  if (group === 'renewal') {
    const plans = (data.plans ?? []) as { renewal?: unknown }[];
    const paths = plans.flatMap((p, i) => (p.renewal ? [['plans', i, 'renewal', 'provenance']] : []));
    if (paths.length === 0)
      throw new Refusal(`${slug} has no renewal prices recorded: add them before recording a check`);
    return paths;
  }
  return [['provenance', group]];
}

/** Records a check in the provider file; returns the line to print. */
export async function recordCheck(
  dir: string,
  slug: string | undefined,
  groupName: string | undefined,
  source: string | undefined,
  date: string | undefined,
): Promise<string> {
  const slugs = (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  if (!slug || !slugs.includes(slug))
    throw new Refusal(`Unknown provider "${slug ?? ''}": one of ${slugs.sort().join(', ')}`);
  const groups = FACT_GROUPS.map((g) => g.key);
  const group = groups.find((g) => g === groupName);
  if (!group) throw new Refusal(`Unknown fact group "${groupName ?? ''}": one of ${groups.join(', ')}`);
  const url = checkSource(source);
  const day = checkDate(date ?? today());
  const file = path.join(dir, `${slug}.json`);
  let text = await readFile(file, 'utf8');
  // A file the editor broke is reported as the build reports it (file:line:column: field: message), untouched.
  providerFromText(file, text);
  const data = JSON.parse(text) as Record<string, unknown>;
  const options = { formattingOptions: { insertSpaces: true, tabSize: 2 } };
  for (const at of recordPaths(data, group, slug)) {
    // A check supersedes a source and a search; the sources stay as the record of what was read before.
    for (const [key, value] of [
      ['checkedAt', day],
      ['checkedUrl', url],
      ['searchedAt', undefined],
    ] as const)
      text = jsonc.applyEdits(text, jsonc.modify(text, [...at, key], value, options));
  }
  // The repository's Prettier settings, wherever the file is (tests edit a copy outside the repository).
  const settings = await resolveConfig(path.join(DEFAULT_DIR, `${slug}.json`));
  const formatted = await format(text, { ...settings, filepath: file });
  providerFromText(file, formatted);
  await writeFile(file, formatted);
  return `Recorded: ${slug} ${group} checked on ${day} against ${url}`;
}

/** The facts past their cadence on `asOf`, oldest first, one line each. */
export async function dueFacts(dir: string, asOf: string | undefined): Promise<string> {
  const now = asOf === undefined ? new Date() : new Date(`${dayArgument('--as-of', asOf)}T12:00:00Z`);
  const due = overdueFacts(providerFreshness(await readServices(dir), now));
  if (due.length === 0) return 'No fact is past its cadence.';
  return [
    `${String(due.length)} fact(s) past their cadence, oldest first:`,
    ...due.map(overdueLine),
    "Compare each with the provider's own page, correct the figure if it changed, then run:",
    '  npm run facts -- check <provider> <group> --source <url>',
  ].join('\n');
}

/**
 * The steps of checking provider `slug` against its own site on `now`, one per fact group (those past their
 * cadence first): the figure shown, what it rests on, and the command that records the check.
 * @throws Refusal for an unknown provider.
 */
export async function checkGuide(dir: string, slug: string | undefined, now = new Date()): Promise<string> {
  const services = await readServices(dir, now);
  const file = services.find((f) => f.slug === slug);
  if (!slug || !file)
    throw new Refusal(`Unknown provider "${slug ?? ''}": one of ${services.map((f) => f.slug).join(', ')}`);
  const site = file.siteUrl ?? file.affiliateUrl;
  const domain = site ? providerDomain(site) : null;
  const due = new Map(providerFreshness([file], now)[0]?.overdue.map((f) => [f.group, f]) ?? []);
  const records = Map.groupBy(factRecords(file), (r) => r.group);
  const groups = FACT_GROUPS.map((g) => g.key).sort((a, b) => Number(due.has(b)) - Number(due.has(a)));
  const steps = groups.map((group, i) => {
    const overdue = due.get(group);
    const rests = (records.get(group) ?? []).map(
      (r) => `${r.label}: ${provenanceWording(r.provenance, file.name).text}`,
    );
    const value = factGroupValue(file, group);
    return [
      `Step ${String(i + 1)} of ${String(groups.length)}: ${groupLabel(group)} (${group})${overdue ? ` (due: ${overdueLine(overdue)})` : ''}`,
      `  Shown now: ${value ?? 'not in our data'}`,
      ...rests.map((line) => `  Rests on:  ${line}`),
      value === null
        ? `  Nothing is recorded to check: add it to content/vpn-services/${slug}.json with its source first (docs/editors.md).`
        : [
            `  1. Open the page of ${domain ?? "the provider's own site"} that states it, today.`,
            '  2. Compare every figure above with it.',
            `  3. If one differs, correct it in content/vpn-services/${slug}.json (git keeps the old value for the change log).`,
            `  4. Record the check: npm run facts -- check ${slug} ${group} --source <that page's address>`,
          ].join('\n'),
    ].join('\n');
  });
  return [
    `Checking ${file.name} against ${domain ?? 'its own site'}: ${String(groups.length)} fact groups, ${String(due.size)} past their cadence (first).`,
    ...steps,
  ].join('\n\n');
}

const USAGE =
  'Usage: npm run facts -- check <provider> <group> --source <url> [--date YYYY-MM-DD] | npm run facts -- due [--as-of YYYY-MM-DD] | npm run facts -- guide <provider> | npm run facts -- coverage';

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = readCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        source: { type: 'string' },
        date: { type: 'string' },
        'as-of': { type: 'string' },
        'content-dir': { type: 'string' },
      },
    },
    USAGE,
  );
  const dir =
    values['content-dir'] === undefined
      ? DEFAULT_DIR
      : await providerFolderArgument('--content-dir', userPath(values['content-dir']));
  const [command, ...rest] = positionals;
  const extra = rest.slice(command === 'check' ? 2 : command === 'guide' ? 1 : 0)[0];
  if (extra !== undefined) throw new Refusal(`Unexpected argument "${extra}". ${USAGE}`);
  if (command === 'check') return recordCheck(dir, rest[0], rest[1], values.source, values.date);
  if (command === 'due') return dueFacts(dir, values['as-of']);
  if (command === 'guide') return checkGuide(dir, rest[0]);
  if (command === 'coverage') return coverageTable(await readServices(dir));
  throw new Refusal(command === undefined ? USAGE : `Unknown command "${command}". ${USAGE}`);
}

if (isMain(import.meta.url)) {
  try {
    console.log(await main(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    // A bad argument or request: 2; a content file to fix: 1.
    process.exitCode = error instanceof ArgumentError ? 2 : 1;
  }
}
