/**
 * Lighthouse budget: `npm run test:lighthouse` (after `npm run build`).
 * Serves dist/ as `npm start` does (scripts/serve.ts, on a free port), runs Lighthouse in Debian's Chromium
 * (mobile preset, simulated throttling) RUNS times per page (1 unless LIGHTHOUSE_RUNS says), and takes each
 * category's median. Writes, per page, the HTML and JSON report of the run with the median Performance score, and
 * summary.json, into
 * reports/lighthouse/; prints a table; exits 1 unless every page is within budget (tests/bench/lighthouse-budget.ts).
 *
 * Robust to a busy machine: simulated throttling multiplies the CPU task times it observes, so other work on
 * the machine lowers the Performance score (seen on a shared CI machine: 0.88-0.93 for pages that score 1 on a
 * quiet one). So the Performance score and its timings (FCP, LCP, TBT) are reported with the CPU speed
 * Lighthouse measured (benchmarkIndex), never judged. Judged: the inputs Performance is built from (bytes,
 * requests, render-blocking requests, layout shift, unused JavaScript), which are the same on any machine, and
 * Accessibility, Best Practices and SEO (100, always).
 *
 * Canonical URLs name the configured site (https://vpncompass.netlify.app), not this localhost server. That is
 * what production serves and Lighthouse's canonical audit judges it as is: it accepts a canonical on another
 * origin and fails only invalid, conflicting, relative, cross-language or root-pointing ones.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { ArgumentError, readCommandLine } from '../../scripts/lib/cli-args';
import { launchForLighthouse } from '../support/chromium';
import {
  BUDGET,
  CATEGORIES,
  WEIGHT_BUDGET,
  budgetFailures,
  median,
  medianScores,
  weightFailures,
  weightOf,
  type PageWeight,
  type Scores,
} from './lighthouse-budget';

/** One page per page type. */
const PAGES = [
  '/',
  '/vpn/nordvpn',
  '/reviews',
  '/guides',
  '/guides/what-is-a-vpn',
  '/faq',
  '/about',
  '/compare/nordvpn-vs-surfshark',
  '/best/lowest-long-term-price',
];
/**
 * Runs per page: 1 by default, `LIGHTHOUSE_RUNS=3` for a median when reading Performance (which is reported, not
 * judged). What is judged does not vary between runs: Accessibility, Best Practices and SEO are checks of the page,
 * and its weight is far inside the budget (31 KB and 4 requests at most, against 200 KB and 25), so a late request
 * cannot cross it. Three runs took 3 of the 8 minutes `.ci/run` may take.
 */
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1);
/** Extra runs allowed to replace runs that could not score a category. */
const MAX_RETRIES = 2;
const OUT = 'reports/lighthouse';

const FLAGS: Flags = {
  output: ['html', 'json'],
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
};

const scoresOf = (lhr: Result): Scores =>
  Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Scores;

/** "/" -> "home", "/guides/what-is-a-vpn" -> "guides-what-is-a-vpn": report file names. */
const reportName = (page: string) => page.replace(/^\//, '').replaceAll('/', '-') || 'home';

const pct = (score: number | null) => (score === null ? '  -' : String(Math.round(score * 100)).padStart(3));

const USAGE =
  'Usage: npm run test:lighthouse (after npm run build; no arguments: LIGHTHOUSE_RUNS in the environment sets the runs per page)';
try {
  readCommandLine({ options: {} }, USAGE);
} catch (error) {
  if (!(error instanceof ArgumentError)) throw error;
  // A bad argument: one line and exit code 2 (scripts/lib/cli-args.ts).
  console.error(error.message);
  process.exit(2);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

// Lighthouse and the server load only now: a refused command line answers at once.
const [{ default: lighthouse }, { startServer }] = await Promise.all([
  import('lighthouse'),
  import('../../scripts/serve'),
]);
const started = performance.now();
const server = await startServer({ port: 0 });
const chrome = await launchForLighthouse();
await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });

/** Performance timings of one run, in milliseconds (simulated): first and largest contentful paint, blocking time. */
interface Timings {
  fcp: number;
  lcp: number;
  tbt: number;
}

const timingsOf = ({ audits }: Result): Timings => ({
  fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
});

/**
 * Per figure, the median over the runs (Lighthouse's counts can differ by a late request between runs);
 * `keys` names the figures.
 */
const medianPerKey = <T extends object>(items: readonly T[], keys: readonly (keyof T)[]): T =>
  Object.fromEntries(
    keys.map((key) => [key, median(items.map((item) => item[key] as number)) ?? Number.NaN]),
  ) as T;

const results: {
  path: string;
  scores: Scores;
  runs: Scores[];
  weight: PageWeight;
  timings: Timings;
  benchmarkIndex: number[];
}[] = [];
try {
  for (const page of PAGES) {
    const url = server.url + page;
    // A production CDN is warm: a first request here makes the local server's cold start no part of the score.
    await fetch(url);
    const runs: { lhr: Result; report: string[] }[] = [];
    const unscoredRuns: typeof runs = [];
    // A run that cannot score a category (an audit errored, as a trace can under load) is a failed
    // measurement, not a score: measure again, a few times at most, and only then count it as unscored.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + MAX_RETRIES; attempt++) {
      const result = await lighthouse(url, { ...FLAGS, port: chrome.port });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) console.error(`${page}: ${result.lhr.runtimeError.message}`);
      const run = { lhr: result.lhr, report: [result.report].flat() };
      const unscored = CATEGORIES.filter((c) => result.lhr.categories[c]?.score == null);
      if (unscored.length === 0) {
        runs.push(run);
        continue;
      }
      const errors = Object.values(result.lhr.audits).filter((a) => a.scoreDisplayMode === 'error');
      console.error(
        `  ${page}: a run could not score ${unscored.join(', ')} (${errors.map((a) => `${a.id}: ${a.errorMessage}`).join('; ') || 'no audit error'})`,
      );
      unscoredRuns.push(run);
    }
    runs.push(...unscoredRuns.slice(0, RUNS - runs.length));
    const runScores = runs.map(({ lhr }) => scoresOf(lhr));
    // The reports people read come from the run whose Performance is the median one.
    const medianPerformance = median(runScores.map((s) => s.performance));
    const shown = runs[runScores.findIndex((s) => s.performance === medianPerformance)] ?? runs[0];
    if (!shown) throw new Error(`Lighthouse measured nothing for ${page}`);
    const [html, json] = shown.report;
    await writeFile(path.join(OUT, `${reportName(page)}.report.html`), html ?? '');
    await writeFile(path.join(OUT, `${reportName(page)}.report.json`), json ?? '');
    results.push({
      path: page,
      scores: medianScores(runScores),
      runs: runScores,
      weight: medianPerKey(
        runs.map(({ lhr }) => weightOf(lhr)),
        Object.keys(WEIGHT_BUDGET) as (keyof PageWeight)[],
      ),
      timings: medianPerKey(
        runs.map(({ lhr }) => timingsOf(lhr)),
        ['fcp', 'lcp', 'tbt'],
      ),
      benchmarkIndex: runs.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)),
    });
    console.error(
      `  ${page}: ${runScores.map((s) => CATEGORIES.map((c) => pct(s[c]).trim()).join('/')).join(', ')}`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
}

const failures = [
  ...budgetFailures(results),
  ...results.flatMap(({ path: page, weight }) => weightFailures(page, weight)),
];
await writeFile(
  path.join(OUT, 'summary.json'),
  `${JSON.stringify({ budget: BUDGET, weightBudget: WEIGHT_BUDGET, runs: RUNS, pages: results, failures }, null, 2)}\n`,
);

const width = Math.max(...PAGES.map((p) => p.length));
const ms = (value: number) => String(Math.round(value)).padStart(5);
console.log(
  `\nLighthouse, mobile, simulated throttling: ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page (reports in ${OUT}/)\n`,
);
console.log(
  `${'Page'.padEnd(width)}  Perf  A11y  Best   SEO    FCP    LCP    TBT     KB  Req  Block   CLS  Unused JS KB  CPU index`,
);
for (const { path: page, scores, weight, timings, benchmarkIndex } of results) {
  console.log(
    [
      page.padEnd(width),
      CATEGORIES.map((c) => pct(scores[c]).padStart(4)).join('  '),
      ms(timings.fcp),
      ms(timings.lcp),
      ms(timings.tbt),
      (weight.transferBytes / 1000).toFixed(0).padStart(5),
      String(weight.requests).padStart(4),
      String(weight.renderBlocking).padStart(6),
      weight.layoutShift.toFixed(2).padStart(5),
      (weight.unusedJsBytes / 1000).toFixed(0).padStart(13),
      `  ${benchmarkIndex.join(', ')}`,
    ].join('  '),
  );
}
console.log(
  `\nFCP, LCP and TBT in ms (simulated). Performance and its timings are reported, not judged: they fall with other work on the machine; CPU index is Lighthouse's benchmarkIndex of each run (higher is faster; under 1000 it warns the CPU is too slow for its throttling).`,
);
console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length) {
  console.log(
    `Over budget (Accessibility, Best Practices and SEO 100; weight limits ${JSON.stringify(WEIGHT_BUDGET)}):\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.log('Within budget.');
}
