/**
 * The review API part of `npm run bench`: a built site served as `npm start` serves it (scripts/serve.ts,
 * REVIEWS_RATE_LIMIT=0, a Blobs store of its own), loaded by autocannon from another process
 * (tests/bench/bench-load.ts). It measures
 * - submissions (POST) at 10 and 50 connections;
 * - GET reviews and GET review-stats of a service with 0, 1,000 and 10,000 published reviews (one service per
 *   count), seeded straight into the store as approvals leave them (review, status index, published summary);
 *   the counts are measured in turn, in rounds, and each figure is the median of its rounds, so a change in
 *   the machine's load during the run does not pass for a cost of the reviews;
 * - moderation throughput: approvals per second of pending reviews through the API, 10 at a time;
 * - the moderation list with 10,000 pending reviews (seeded into the store): one page of 50 (the latency of a
 *   moderator's request) and a walk through every page, as `npm run moderate -- list` makes it.
 * A report, never a test: slow figures do not fail it; an endpoint that answers errors does.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { EXAMPLE_REVIEW } from '../../src/lib/review-example';
import type { PublicReview, UserReview } from '../../src/lib/review-schema';
import { mapLimited } from '../../src/server/blob-json';
import { reviewStore } from '../../src/server/netlify-deps';
import {
  appendPublished,
  createReview,
  newReviewId,
  reviewKey,
  statusKey,
  toPublic,
} from '../../src/server/review-store';
import type { LoadResult, LoadSpec } from './bench-load';
import { PROJECT_ROOT } from './bench-sites';
import { startServer } from '../../scripts/serve';
import { formatMs } from './bench-stats';

export interface ApiBenchOptions {
  /** Seconds of load per row. */
  duration: number;
  /** Published-review counts to measure the reads at, at most three (the first 0: ratios are to it). */
  published: readonly number[];
  /** Pending reviews approved to measure moderation. */
  approvals: number;
  /** Rounds of the read measurements (the median is reported). */
  rounds: number;
  /** Pending reviews the moderation list is measured with. */
  pendingForList: number;
}

interface ApiRow {
  endpoint: string;
  published: number | null;
  connections: number;
  result: LoadResult;
}

export interface ApiReport {
  rows: ApiRow[];
  approvals: { count: number; seconds: number };
  /** The moderation list: one page of 50 under load (1 connection), and a walk through every page. */
  moderationList: { pending: number; page: LoadResult; pages: number; walkSeconds: number };
}

/** Services of the benchmark: submissions go to one, reads to one per published count, approvals to another. */
const SUBMIT = 'nordvpn';
const READ = [
  { slug: 'surfshark', id: 3 },
  { slug: 'protonvpn', id: 4 },
  { slug: 'ipvanish', id: 5 },
] as const;
const MODERATE_ID = 6;

/** Runs tests/bench/bench-load.ts in its own process and returns its result. */
function loadFromChildProcess(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'tests', 'bench', 'bench-load.ts'), JSON.stringify(spec)],
      { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
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
async function expectStatus(url: string, init: RequestInit, status: number): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== status)
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}, not ${status}: ${await response.text()}`,
    );
  return response;
}

let sequence = 0;
/** A review as the form would send it, stored with the given status. */
function review(serviceId: number, status: UserReview['status']): UserReview {
  sequence += 1;
  return {
    ...EXAMPLE_REVIEW,
    pros: [...EXAMPLE_REVIEW.pros],
    cons: [...EXAMPLE_REVIEW.cons],
    title: `Benchmark review ${sequence}`,
    rating: (sequence % 5) + 1,
    id: newReviewId(),
    serviceId,
    createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000).toISOString(),
    status,
    isVerified: false,
    ...(status === 'published' ? { moderatedAt: new Date().toISOString() } : {}),
  };
}

/** Adds `count` published reviews to a service, as approvals would have left them. */
async function seedPublished(serviceId: number, count: number): Promise<void> {
  const store = reviewStore('dev');
  const reviews = Array.from({ length: count }, () => review(serviceId, 'published'));
  await mapLimited(reviews, 32, async (r) => {
    await store.set(reviewKey(r.id), JSON.stringify(r));
    await store.set(statusKey('published', r.id), '');
  });
  for (let i = 0; i < reviews.length; i += 1000) {
    const batch: PublicReview[] = reviews.slice(i, i + 1000).map(toPublic);
    await appendPublished(store, serviceId, batch);
  }
}

/** Serves a built site (`root`) and measures the review API. */
export async function benchApi(
  root: string,
  options: ApiBenchOptions,
  log: (line: string) => void,
): Promise<ApiReport> {
  // Read by the functions at each request: no limit under load, and moderation on.
  process.env['REVIEWS_RATE_LIMIT'] = '0';
  const token = `bench-${crypto.randomUUID()}`;
  process.env['MODERATION_TOKEN'] = token;
  const server = await startServer({ port: 0, root });
  const rows: ApiRow[] = [];
  const load = async (
    endpoint: string,
    published: number | null,
    connections: number,
    spec: Omit<LoadSpec, 'connections' | 'duration'>,
  ) => {
    log(
      `· ${endpoint}${published === null ? '' : ` with ${published} published`}, ${connections} connections, ${options.duration} s…`,
    );
    rows.push({
      endpoint,
      published,
      connections,
      result: await loadFromChildProcess({ ...spec, connections, duration: options.duration }),
    });
  };
  try {
    const api = `${server.url}/api/vpn-services`;
    const body = JSON.stringify(EXAMPLE_REVIEW);
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    // Warm-up: the first requests load the function modules; measure the steady state, not that.
    for (let i = 0; i < 10; i++) {
      await expectStatus(`${api}/${SUBMIT}/reviews`, post, 201);
      await expectStatus(`${api}/${READ[0].slug}/review-stats`, {}, 200);
    }
    for (const connections of [10, 50])
      await load(`POST /api/vpn-services/${SUBMIT}/reviews`, null, connections, {
        url: `${api}/${SUBMIT}/reviews`,
        method: 'POST',
        body: EXAMPLE_REVIEW,
      });

    const targets = options.published.map((published, i) => {
      const service = READ[i];
      if (!service) throw new Error(`at most ${READ.length} published counts can be measured`);
      return { published, ...service };
    });
    for (const { published, slug, id } of targets) {
      if (published > 0) {
        log(`· seeding ${published} published reviews of ${slug}…`);
        await seedPublished(id, published);
      }
      const page = await expectStatus(`${api}/${slug}/reviews`, {}, 200);
      if (page.headers.get('x-total-count') !== String(published))
        throw new Error(
          `expected ${published} published reviews, the API says ${page.headers.get('x-total-count')}`,
        );
    }
    const rounds = new Map<string, LoadResult[]>();
    for (let round = 1; round <= options.rounds; round++)
      for (const { published, slug } of targets)
        for (const what of ['reviews', 'review-stats']) {
          const endpoint = `GET /api/vpn-services/{id}/${what}`;
          log(
            `· round ${round}: ${endpoint} with ${published} published (${slug}), 10 connections, ${options.duration} s…`,
          );
          const result = await loadFromChildProcess({
            url: `${api}/${slug}/${what}`,
            method: 'GET',
            connections: 10,
            duration: options.duration,
          });
          const key = `${endpoint}|${published}`;
          rounds.set(key, [...(rounds.get(key) ?? []), result]);
        }
    for (const [key, results] of rounds) {
      const [endpoint = '', published = '0'] = key.split('|');
      rows.push({ endpoint, published: Number(published), connections: 10, result: medianResult(results) });
    }

    log(`· approving ${options.approvals} pending reviews, 10 at a time…`);
    const store = reviewStore('dev');
    const pending = Array.from({ length: options.approvals }, () => review(MODERATE_ID, 'pending'));
    await mapLimited(pending, 32, (r) => createReview(store, r));
    const started = performance.now();
    await mapLimited(pending, 10, (r) =>
      expectStatus(
        `${server.url}/api/moderation/reviews/${r.id}/approve`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        },
        200,
      ),
    );
    const approvals = { count: options.approvals, seconds: (performance.now() - started) / 1000 };
    const moderationList = await measureModerationList(server.url, token, options, log);
    return { rows, approvals, moderationList };
  } finally {
    await server.close();
  }
}

/**
 * The moderation list with `options.pendingForList` pending reviews (the submissions measured above included; the
 * rest seeded into the store): one page of 50 under load, and a walk through every page, which must find them all.
 */
async function measureModerationList(
  base: string,
  token: string,
  options: ApiBenchOptions,
  log: (line: string) => void,
): Promise<ApiReport['moderationList']> {
  const headers = { authorization: `Bearer ${token}` };
  const first = `/api/moderation/reviews?status=pending&limit=50`;
  const count = async () =>
    Number((await expectStatus(`${base}${first}`, { headers }, 200)).headers.get('x-total-count'));
  const missing = options.pendingForList - (await count());
  log(
    `· seeding ${Math.max(0, missing)} pending reviews, for a moderation list of ${options.pendingForList}…`,
  );
  const store = reviewStore('dev');
  await mapLimited(Array.from({ length: Math.max(0, missing) }), 32, () =>
    createReview(store, review(MODERATE_ID, 'pending')),
  );
  const pending = await count();
  log(`· GET ${first} with ${pending} pending, 1 connection, ${options.duration} s…`);
  const page = await loadFromChildProcess({
    url: `${base}${first}`,
    method: 'GET',
    headers,
    connections: 1,
    duration: options.duration,
  });
  log(`· walking the moderation list, 50 a page…`);
  const started = performance.now();
  let next: string | undefined = first;
  let pages = 0;
  let seen = 0;
  while (next !== undefined) {
    const response: Response = await expectStatus(`${base}${next}`, { headers }, 200);
    seen += ((await response.json()) as unknown[]).length;
    pages += 1;
    next = /<([^>]*)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  if (seen !== pending)
    throw new Error(`the moderation list walk found ${seen} of ${pending} pending reviews`);
  return { pending, page, pages, walkSeconds: (performance.now() - started) / 1000 };
}

/** The median of each figure over rounds; counts are summed. */
function medianResult(results: readonly LoadResult[]): LoadResult {
  const median = (pick: (r: LoadResult) => number) => {
    const values = results.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? Number.NaN;
  };
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    responses: sum((r) => r.responses),
    requestsPerSecond: median((r) => r.requestsPerSecond),
    p50: median((r) => r.p50),
    p95: median((r) => r.p95),
    p99: median((r) => r.p99),
    p97_5: median((r) => r.p97_5),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    statuses: {},
  };
}

/** The rows of the API table: latency, throughput, errors, and read latency as a multiple of the 0-review case. */
export function apiTable(report: ApiReport): string[][] {
  const ms = formatMs;
  const baseline = (row: ApiRow) =>
    report.rows.find((other) => other.endpoint === row.endpoint && other.published === 0)?.result;
  const ratio = (value: number, base: number | undefined) =>
    base && Number.isFinite(value) ? `${(value / base).toFixed(2)}x` : '';
  return [
    [
      'endpoint',
      'published',
      'conn.',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'non-2xx',
      'errors',
      'p50 vs 0',
      'p95 vs 0',
    ],
    ...report.rows.map((row) => {
      const r = row.result;
      const base = row.published === null ? undefined : baseline(row);
      return [
        row.endpoint,
        row.published === null ? '' : row.published.toLocaleString('en-US'),
        String(row.connections),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        r.requestsPerSecond.toFixed(0),
        String(r.non2xx),
        String(r.errors),
        ratio(r.p50, base?.p50),
        ratio(r.p95, base?.p95),
      ];
    }),
  ];
}
