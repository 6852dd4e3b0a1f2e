/**
 * The load generator of `npm run bench`, run as its own process so that the server under test never shares a
 * CPU thread with it: `tsx tests/bench/bench-load.ts '<LoadSpec as JSON>'` drives one endpoint with autocannon and
 * prints one LoadResult as JSON on stdout.
 *
 * Latency percentiles come from every response time (autocannon's own summary stops at p90 and p97.5).
 */
import autocannon from 'autocannon';
import { latencySummary } from './bench-stats';
import { isMain } from '../../scripts/lib/is-main';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  /** JSON request body, sent with Content-Type application/json. */
  body?: unknown;
  /** More request headers (the moderation token). */
  headers?: Record<string, string>;
  /** Concurrent connections, each sending its next request when the previous one is answered. */
  connections: number;
  /** Seconds of load. */
  duration: number;
}

export interface LoadResult {
  /** Responses received (any status). */
  responses: number;
  /** Mean requests per second over the run (autocannon's per-second samples). */
  requestsPerSecond: number;
  /** Response times in milliseconds, over every response. */
  p50: number;
  p95: number;
  p99: number;
  /** autocannon's own p97.5, for comparison with its usual output. */
  p97_5: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Count per HTTP status, e.g. { "201": 9000 }. */
  statuses: Record<string, number>;
}

/** Runs autocannon against one endpoint and collects every response time. */
function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method,
        connections: spec.connections,
        duration: spec.duration,
        headers: {
          ...spec.headers,
          ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('the load generator failed', { cause: error }));
          return;
        }
        resolve({
          responses: times.length,
          requestsPerSecond: result.requests.average,
          ...latencySummary(times),
          p97_5: result.latency.p97_5,
          non2xx: result.non2xx,
          errors: result.errors,
          statuses,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      times.push(milliseconds);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

if (isMain(import.meta.url)) {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  process.stdout.write(`${JSON.stringify(await runLoad(spec))}\n`);
}
