/**
 * The interleaved comparison with a peer site: `npm run compare:peer -- <peer dist folder>` (after `npm run build`).
 * Serves our dist/ and the peer's built folder from the same static server (tests/bench/static-site.ts: Brotli 11,
 * the same cache headers, nothing else), then runs Lighthouse (mobile, simulated throttling, performance only, a
 * fresh Chromium per run) on each pair of pages, ROUNDS rounds (5 unless COMPARE_ROUNDS says), the peer first in
 * odd rounds and ours first in even ones, so load on the machine falls on both alike. Prints the medians of FCP,
 * LCP and transfer bytes per pair as a Markdown table. Timings are reported, never judged (docs/testing.md).
 *
 * The peer is the official Astro blog starter, built outside this repository (docs/testing.md says how).
 * COMPARE_PAGES limits it to some of our pages (comma-separated paths).
 * COMPARE_OURS names another folder to serve as ours (a copy of dist/, so a build meanwhile changes nothing).
 */
import { existsSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { ArgumentError, readCommandLine } from '../../scripts/lib/cli-args';
import { launchForLighthouse } from '../support/chromium';
import { serveStatic } from './static-site';
import { median } from './lighthouse-budget';

/** Our page and the peer's page it is measured against: its home, else its longest post. */
const PAIRS: [ours: string, peer: string][] = [
  ['/', '/'],
  ['/vpn/nordvpn', '/blog/markdown-style-guide/'],
  ['/vpn/eset-vpn', '/blog/markdown-style-guide/'],
  ['/compare/nordvpn-vs-surfshark', '/blog/markdown-style-guide/'],
  ['/guides/what-is-a-vpn', '/blog/markdown-style-guide/'],
  ['/faq', '/blog/markdown-style-guide/'],
  ['/search', '/blog/markdown-style-guide/'],
];
const ROUNDS = Math.max(1, Number.parseInt(process.env.COMPARE_ROUNDS ?? '5', 10) || 5);
/** COMPARE_PAGES="/faq,/search" measures only those of our pages (and their peers). */
const only = process.env.COMPARE_PAGES?.split(',').filter(Boolean);
const pairs = only ? PAIRS.filter(([mine]) => only.includes(mine)) : PAIRS;

const USAGE = 'Usage: npm run compare:peer -- <peer dist folder> (after npm run build)';

/** The peer's built folder from the command line; throws an ArgumentError (one line, exit code 2) for a bad one. */
function peerFolder(): string {
  const [folder, ...extra] = readCommandLine({ options: {}, allowPositionals: true }, USAGE).positionals;
  if (folder === undefined) throw new ArgumentError(`No peer folder. ${USAGE}`);
  if (extra.length) throw new ArgumentError(`Unexpected argument '${extra[0] ?? ''}'. ${USAGE}`);
  if (!existsSync(`${folder}/index.html`))
    throw new ArgumentError(`${folder} is no built site (it holds no index.html). ${USAGE}`);
  return folder;
}

const peerDir = (() => {
  try {
    return peerFolder();
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(error.message);
    return process.exit(2);
  }
})();
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}
// Lighthouse loads only now: a refused command line answers at once.
const { default: lighthouse } = await import('lighthouse');

interface Run {
  fcp: number;
  lcp: number;
  bytes: number;
  blocking: number;
}

async function measure(url: string): Promise<Run> {
  await fetch(url);
  const chrome = await launchForLighthouse();
  try {
    const result = await lighthouse(url, {
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      port: chrome.port,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits }: Result = result.lhr;
    const items = (audits['render-blocking-insight']?.details as { items?: unknown[] } | undefined)?.items;
    return {
      fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      blocking: items?.length ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

const ours = await serveStatic(process.env.COMPARE_OURS ?? 'dist');
const peer = await serveStatic(peerDir);
const runs = new Map<string, Run[]>();
const record = (key: string, run: Run) => runs.set(key, [...(runs.get(key) ?? []), run]);
const started = performance.now();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [mine, theirs] of pairs) {
      const order = round % 2 === 1 ? (['peer', 'ours'] as const) : (['ours', 'peer'] as const);
      for (const site of order) {
        const run = site === 'ours' ? await measure(ours.url + mine) : await measure(peer.url + theirs);
        record(`${site} ${mine}`, run);
        console.error(
          `round ${round} ${site} ${site === 'ours' ? mine : theirs}: FCP ${Math.round(run.fcp)} ms`,
        );
      }
    }
  }
} finally {
  await ours.close();
  await peer.close();
}

const med = (key: string, field: keyof Run) =>
  Math.round(median((runs.get(key) ?? []).map((r) => r[field])) ?? Number.NaN);
console.log(
  `\nMedians of ${ROUNDS} interleaved rounds (Lighthouse mobile, simulated throttling), ${((performance.now() - started) / 60000).toFixed(1)} min\n`,
);
console.log(
  '| Our page | Peer page | FCP ours | FCP peer | LCP ours | LCP peer | Bytes ours | Bytes peer | Blocking ours | Blocking peer |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [mine, theirs] of pairs) {
  const [o, p] = [`ours ${mine}`, `peer ${mine}`];
  console.log(
    `| \`${mine}\` | \`${theirs}\` | ${med(o, 'fcp')} | ${med(p, 'fcp')} | ${med(o, 'lcp')} | ${med(p, 'lcp')} | ${med(o, 'bytes')} | ${med(p, 'bytes')} | ${med(o, 'blocking')} | ${med(p, 'blocking')} |`,
  );
}
