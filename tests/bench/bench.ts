/**
 * `npm run bench`: how fast the site builds and how the review API holds up under load. A report for people,
 * not a test: slow figures never fail it (only a broken build or server does).
 *
 * 1. build: `astro build` of the project as is, in a temporary copy (dist/ and the caches stay untouched).
 * 2. large: the same with 1,000 guides and 200 providers (synthetic content added to a temporary copy).
 * 3. api:   the site of step 1 served as `npm start` serves it, its review API measured (tests/bench/bench-api.ts).
 * 4. kill:  the kill test (tests/support/kill-test.ts), `--runs` times (default 20) on the project's own dist/:
 *           the real server killed with SIGKILL during a burst of submissions and moderations, at each write
 *           boundary in turn and at random moments, restarted on the same store and checked. Unlike the other
 *           steps it fails (exit code 1) when a run breaks a promise: an acknowledged review lost or duplicated,
 *           or stats that differ from the list.
 *
 * `--smoke`: only a short API run (half a second per row, up to 100 published reviews) on the project's own dist/, for
 * `npm run test:budgets` (CI, after `npm test`): proof that the benchmark works, in well under a minute.
 */
import { existsSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { apiTable, benchApi, type ApiReport } from './bench-api';
import { parseOptions, USAGE, type Options } from './bench-options';
import { copyProject, countFiles, PROJECT_ROOT, timedBuild, type BuildResult } from './bench-sites';
import { addGuides, addProviders, LARGE_SITE } from './bench-synthetic';
import { formatMs } from './bench-stats';
import { ArgumentError } from '../../scripts/lib/cli-args';
import { crashFor, killRun, type KillOptions, type KillResult } from '../support/kill-test';
import { linkProject } from '../support/linked-project';

/** The budget: a submission is answered in under 50 ms locally at p95 (10 connections). */
const SUBMISSION_P95_BUDGET_MS = 50;

/** Whether other work shared the machine, which moves every figure here; taken before the benchmark adds its own. */
const LOAD_AT_START = loadavg();

const ms = formatMs;

/** The burst of each kill-test run: as many moderations in flight as there are reviews to moderate. */
const KILL_BURST: Omit<KillOptions, 'crashAt' | 'killAfterAnswers'> = {
  pending: 300,
  submissions: 200,
  concurrency: 300,
};

interface BuildRow {
  label: string;
  guides: number;
  providers: number;
  result: BuildResult;
}

/** Temporary project copies, removed at the end and on Ctrl-C. */
const tempRoots = new Set<string>();

/** Builds a temporary copy of the project, first growing its content with `grow` if given. Returns the copy and row. */
async function buildCopy(
  label: string,
  grow?: (root: string) => Promise<void>,
): Promise<{ root: string; row: BuildRow }> {
  const root = await copyProject(label);
  tempRoots.add(root);
  await grow?.(root);
  const guides = await countFiles(path.join(root, 'content', 'guides'), '.md');
  const providers = await countFiles(path.join(root, 'content', 'vpn-services'), '.json');
  console.log(`· building the ${label} site (${guides} guides, ${providers} providers)…`);
  const result = await timedBuild(root);
  console.log(`  done in ${result.seconds.toFixed(1)} s`);
  return { root, row: { label, guides, providers, result } };
}

/** Adds the synthetic guides and providers that make a copy the large site. */
async function growToLarge(root: string): Promise<void> {
  await addGuides(root, LARGE_SITE.guides);
  await addProviders(root, LARGE_SITE.providers);
}

/** A folder of links to the project (its dist/ included) with a Blobs store of its own, for --smoke. */
async function smokeRoot(): Promise<string> {
  if (!existsSync(path.join(PROJECT_ROOT, 'dist', 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before `npm run bench -- --smoke`');
  const root = await linkProject('vpn-compass-bench-smoke-');
  tempRoots.add(root);
  return root;
}

/** Pads cells into aligned columns; the first column left-aligned, the rest right-aligned. */
function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  return rows
    .map(
      (row) =>
        `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('   ')}`,
    )
    .join('\n');
}

/** The kill test's part of the report: one row per run, then the totals. */
function killReport(results: readonly KillResult[]): string[] {
  const missing = results.reduce((sum, r) => sum + r.missingAfterRestart, 0);
  const failed = results.filter((r) => r.problems.length > 0);
  return [
    '',
    `Kill test: the server killed with SIGKILL during a burst of ${KILL_BURST.pending} moderations (${KILL_BURST.concurrency} in flight) and`,
    `${KILL_BURST.submissions} submissions, restarted on the same store; "missing" = approvals answered 200 not public exactly once`,
    'right after the restart; "stats = list" = review-stats equal a recount of the public list, then and at the end',
    table([
      [
        'run',
        'killed',
        'in burst',
        '201',
        '200 approve',
        '200 reject',
        'missing',
        'stats = list',
        'public',
        'seconds',
        'problems',
      ],
      ...results.map((r, i) => [
        String(i + 1),
        r.crash,
        r.diedInBurst ? 'yes' : 'after it',
        String(r.submitted),
        String(r.approved),
        String(r.rejected),
        String(r.missingAfterRestart),
        r.statsEqualList ? 'yes' : 'NO',
        String(r.published),
        r.seconds.toFixed(0),
        r.problems.join('; ') || '-',
      ]),
    ]),
    `${results.length} runs: ${results.reduce((sum, r) => sum + r.approved, 0)} approvals answered 200, ${missing} missing; stats equal to the list in ${results.filter((r) => r.statsEqualList).length} of ${results.length}; ${failed.length === 0 ? 'every promise held' : `${failed.length} runs FAILED`}`,
  ];
}

/** The final report as text. */
function formatReport(
  builds: BuildRow[],
  api: ApiReport | undefined,
  kills: readonly KillResult[],
  options: Options,
): string {
  const machine = `${availableParallelism()} CPUs, load average at start ${LOAD_AT_START.map((n) => n.toFixed(1)).join(' ')}`;
  const lines = [
    `VPN Compass benchmark · Node ${process.version} · ${machine} · ${new Date().toISOString()}`,
  ];
  if (builds.length > 0) {
    lines.push(
      '',
      'Build: `astro build`, wall clock, cold cache, in a temporary copy of the project (dist/ untouched)',
    );
    lines.push(
      table([
        ['site', 'guides', 'providers', 'pages', 'files', 'dist/ MB', 'seconds'],
        ...builds.map(({ label, guides, providers, result }) => [
          label,
          String(guides),
          String(providers),
          String(result.pages),
          String(result.files),
          (result.bytes / 1e6).toFixed(1),
          result.seconds.toFixed(1),
        ]),
      ]),
    );
  }
  if (api) {
    lines.push(
      '',
      `Review API: \`npm start\`'s server (REVIEWS_RATE_LIMIT=0, a throwaway Blobs store), autocannon in another process,`,
      `${options.api.duration} s per run; latency over every response. Reads: a service per published count (seeded into`,
      `the store), measured in turn over ${options.api.rounds} round(s), median of the rounds; "vs 0" = a multiple of the 0-review figure`,
    );
    lines.push(table(apiTable(api)));
    const { count, seconds } = api.approvals;
    lines.push(
      '',
      `Moderation: ${count} approvals through the API, 10 at a time: ${(count / seconds).toFixed(0)} per second (${seconds.toFixed(1)} s)`,
    );
    const submission = api.rows.find(
      (row) => row.endpoint.startsWith('POST') && row.connections === 10,
    )?.result;
    if (!submission) throw new Error('the submission endpoint was not measured');
    const holds =
      submission.p95 < SUBMISSION_P95_BUDGET_MS && submission.non2xx === 0 && submission.errors === 0;
    lines.push(
      `Budget: a submission answered in under ${SUBMISSION_P95_BUDGET_MS} ms at p95 (10 connections): ${holds ? 'HOLDS' : 'BROKEN'} (p95 ${ms(submission.p95)} ms, ${submission.non2xx} non-2xx, ${submission.errors} errors)`,
    );
    const list = api.moderationList;
    lines.push(
      `Moderation list with ${list.pending.toLocaleString('en-US')} pending: one page of 50 p50 ${ms(list.page.p50)} ms, p95 ${ms(list.page.p95)} ms (1 connection, ${list.page.non2xx} non-2xx); every page (${list.pages} of 50, as \`npm run moderate -- list\` walks them) in ${list.walkSeconds.toFixed(1)} s`,
    );
  }
  if (kills.length > 0) lines.push(...killReport(kills));
  return lines.join('\n');
}

/** Runs the selected steps and prints the report. */
async function main(options: Options): Promise<void> {
  const builds: BuildRow[] = [];
  let api: ApiReport | undefined;
  const log = (line: string) => console.log(line);
  if (options.smoke) {
    api = await benchApi(await smokeRoot(), options.api, log);
    console.log(`\n${formatReport(builds, api, [], options)}`);
    return;
  }
  const needsRealSite = options.steps.has('build') || options.steps.has('api');
  const real = needsRealSite ? await buildCopy('real') : undefined;
  if (real) builds.push(real.row);
  if (options.steps.has('large')) {
    const large = await buildCopy('large', growToLarge);
    builds.push(large.row);
    await removeTempRoot(large.root);
  }
  if (real && options.steps.has('api')) api = await benchApi(real.root, options.api, log);
  const kills = options.steps.has('kill') ? await runKillTest(options.runs, log) : [];
  console.log(`\n${formatReport(builds, api, kills, options)}`);
  if (kills.some((run) => run.problems.length > 0)) process.exitCode = 1;
}

/** The kill test, `runs` times: each write boundary in turn, then a random kill, and again. */
async function runKillTest(runs: number, log: (line: string) => void): Promise<KillResult[]> {
  if (!existsSync(path.join(PROJECT_ROOT, 'dist', 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before `npm run bench -- --only kill`');
  const results: KillResult[] = [];
  for (let i = 0; i < runs; i++) {
    const crash = crashFor(i, KILL_BURST);
    log(
      `· kill test ${i + 1} of ${runs}: ${crash.crashAt ? `killed after write ${crash.crashAt}` : `killed after ${String(crash.killAfterAnswers)} answers`}…`,
    );
    const result = await killRun({ ...KILL_BURST, ...crash });
    log(
      `  ${result.problems.length === 0 ? 'held' : `FAILED: ${result.problems.join('; ')}`} (${result.seconds.toFixed(0)} s)`,
    );
    results.push(result);
  }
  return results;
}

/** Deletes a temporary project copy. */
async function removeTempRoot(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
  tempRoots.delete(root);
}

process.once('SIGINT', () => {
  for (const root of tempRoots) rmSync(root, { recursive: true, force: true });
  process.exit(130);
});

try {
  const options = parseOptions(process.argv.slice(2));
  if (options) await main(options);
  else console.log(USAGE);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // A bad argument: 2; a benchmark that could not run: 1.
  process.exitCode = error instanceof ArgumentError ? 2 : 1;
} finally {
  await Promise.all([...tempRoots].map(removeTempRoot));
}
