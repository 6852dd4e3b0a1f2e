/**
 * `npm run bench`: how fast the site builds and how the review API holds up under load. A report for people,
 * not a test: slow figures never fail it (only a broken build or server does).
 *
 * 1. build: `astro build` of the project as is, in a temporary copy (dist/ and the caches stay untouched).
 * 2. large: the same with 1,000 guides and 200 providers (synthetic content added to a temporary copy).
 * 3. api:   the site of step 1 served as `npm start` serves it (scripts/serve.ts, REVIEWS_RATE_LIMIT=0, a Blobs
 *           store of its own), loaded by autocannon from another process (scripts/bench-load.ts).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXAMPLE_REVIEW } from '../src/lib/review-example';
import type { LoadResult, LoadSpec } from './bench-load';
import { copyProject, countFiles, PROJECT_ROOT, timedBuild, type BuildResult } from './bench-sites';
import { addGuides, addProviders, LARGE_SITE } from './bench-synthetic';
import { startServer } from './serve';

const USAGE = `Usage: npm run bench [-- options]

Options:
  --only <steps>       comma-separated steps to run: build, large, api (default: all; api includes build)
  --skip-large         skip the large generated site (the slowest step)
  --connections <n>    concurrent connections for the API load (default 10)
  --duration <s>       seconds of load per API endpoint (default 10)`;

/** The budget: a submission is answered in under 50 ms locally at p95. */
const SUBMISSION_P95_BUDGET_MS = 50;
const SERVICE = 'nordvpn';

/** A valid submission (src/lib/review-schema.ts); every request stores a new pending review. */

/** Whether other work shared the machine, which moves every figure here; taken before the benchmark adds its own. */
const LOAD_AT_START = loadavg();

const ms = (value: number) => value.toFixed(1);
const connections = (n: number) => `${n} connection${n === 1 ? '' : 's'}`;

type Step = 'build' | 'large' | 'api';
const STEPS: readonly Step[] = ['build', 'large', 'api'];

interface Options {
  steps: Set<Step>;
  connections: number;
  duration: number;
}

interface BuildRow {
  label: string;
  guides: number;
  providers: number;
  result: BuildResult;
}

interface ApiRow {
  endpoint: string;
  result: LoadResult;
}

/** Reads the command line: undefined for --help; throws a usage message on anything it does not understand. */
function parseOptions(argv: string[]): Options | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      'skip-large': { type: 'boolean', default: false },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return undefined;
  const only = values.only?.split(',').map((step) => step.trim());
  const unknown = only?.filter((step) => !STEPS.includes(step as Step)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown step "${unknown.join(', ')}"\n\n${USAGE}`);
  const steps = new Set((only ?? STEPS) as Step[]);
  if (values['skip-large']) steps.delete('large');
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  if (!(connections >= 1 && duration > 0))
    throw new Error(`--connections and --duration must be positive numbers\n\n${USAGE}`);
  return { steps, connections, duration };
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

/** Runs scripts/bench-load.ts in its own process and returns its result. */
function loadFromChildProcess(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts', 'bench-load.ts'), JSON.stringify(spec)],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`load generator exited with ${code}`));
        return;
      }
      resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as LoadResult);
    });
  });
}

/** Sends a request and throws unless it gets `status`: a benchmark of error answers would measure nothing. */
async function expectStatus(url: string, init: RequestInit, status: number): Promise<void> {
  const response = await fetch(url, init);
  if (response.status !== status)
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}, not ${status}: ${await response.text()}`,
    );
}

/** Serves a built copy as `npm start` does and loads the two review endpoints, one after the other. */
async function benchApi(root: string, options: Options): Promise<ApiRow[]> {
  // The limiter reads this when the first review request arrives; without it, load would meet 429s.
  process.env['REVIEWS_RATE_LIMIT'] = '0';
  const server = await startServer({ port: 0, root });
  try {
    const base = `${server.url}/api/vpn-services/${SERVICE}`;
    const post = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EXAMPLE_REVIEW),
    };
    // Warm-up: the first review request loads the service directory; measure the steady state, not that.
    for (let i = 0; i < 20; i++) {
      await expectStatus(`${base}/reviews`, post, 201);
      await expectStatus(`${base}/review-stats`, {}, 200);
    }
    const load = { connections: options.connections, duration: options.duration };
    const rows: ApiRow[] = [];
    for (const [method, pathname, body] of [
      ['POST', 'reviews', EXAMPLE_REVIEW],
      ['GET', 'review-stats', undefined],
    ] as const) {
      const endpoint = `${method} /api/vpn-services/${SERVICE}/${pathname}`;
      console.log(
        `· loading ${endpoint} for ${options.duration} s with ${connections(options.connections)}…`,
      );
      rows.push({
        endpoint,
        result: await loadFromChildProcess({ url: `${base}/${pathname}`, method, body, ...load }),
      });
    }
    return rows;
  } finally {
    await server.close();
  }
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

/** The final report as text. */
function formatReport(builds: BuildRow[], api: ApiRow[], options: Options): string {
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
        ['site', 'guides', 'providers', 'pages', 'files', 'seconds'],
        ...builds.map(({ label, guides, providers, result }) => [
          label,
          String(guides),
          String(providers),
          String(result.pages),
          String(result.files),
          result.seconds.toFixed(1),
        ]),
      ]),
    );
  }
  if (api.length > 0) {
    lines.push(
      '',
      `Review API: \`npm start\`'s server (REVIEWS_RATE_LIMIT=0, a throwaway Blobs store), autocannon in another process,`,
      `${connections(options.connections)}, ${options.duration} s per endpoint; latency in ms over every response`,
    );
    lines.push(
      table([
        ['endpoint', 'p50', 'p95', 'p97.5', 'p99', 'req/s', 'responses', 'non-2xx', 'errors'],
        ...api.map(({ endpoint, result: r }) => [
          endpoint,
          ms(r.p50),
          ms(r.p95),
          ms(r.p97_5),
          ms(r.p99),
          r.requestsPerSecond.toFixed(0),
          String(r.responses),
          String(r.non2xx),
          String(r.errors),
        ]),
      ]),
    );
    const submission = api[0]?.result;
    if (!submission) throw new Error('the submission endpoint was not measured');
    const holds =
      submission.p95 < SUBMISSION_P95_BUDGET_MS && submission.non2xx === 0 && submission.errors === 0;
    lines.push(
      '',
      `Budget: a submission answered in under ${SUBMISSION_P95_BUDGET_MS} ms at p95: ${holds ? 'HOLDS' : 'BROKEN'} (p95 ${ms(submission.p95)} ms, ${submission.non2xx} non-2xx, ${submission.errors} errors)`,
    );
  }
  return lines.join('\n');
}

/** Runs the selected steps and prints the report. */
async function main(options: Options): Promise<void> {
  const builds: BuildRow[] = [];
  let api: ApiRow[] = [];
  const needsRealSite = options.steps.has('build') || options.steps.has('api');
  const real = needsRealSite ? await buildCopy('real') : undefined;
  if (real) builds.push(real.row);
  if (options.steps.has('large')) {
    const large = await buildCopy('large', growToLarge);
    builds.push(large.row);
    await removeTempRoot(large.root);
  }
  if (real && options.steps.has('api')) api = await benchApi(real.root, options);
  console.log(`\n${formatReport(builds, api, options)}`);
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
  process.exitCode = 1;
} finally {
  await Promise.all([...tempRoots].map(removeTempRoot));
}
