/**
 * Moderation CLI: npm run moderate -- list | approve <reviewId> [--verified] | reject <reviewId> --reason "..."
 * Talks to the moderation endpoints by URL, so it works the same against `npm start` and the deployed site.
 * The token comes from MODERATION_TOKEN; the site from --url, MODERATION_URL, the local server's PORT (as
 * `npm start` uses it), the local server that is running (`npm start` and `npm run serve` record where), or
 * port 8888. The environment and the project's .env file both count.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { UserReview } from '../src/lib/review-schema';
import { isMain } from './lib/is-main';
import { runningLocalServer } from './lib/local-server';
import { loadEnvFile } from '../config/env';

const USAGE = `Usage: npm run moderate -- <command> [options]

Commands:
  list [--status pending|published|rejected]   reviews waiting for moderation (or with another status)
  approve <reviewId> [--verified]               publish a pending review, optionally as a verified user
  reject <reviewId> --reason "..."              reject a pending review, keeping it with the reason

Options:
  --url <site>   site to moderate (default: $MODERATION_URL, else http://localhost:$PORT, else the running
                 local server (npm start), else port 8888)

Environment (or the project's .env file):
  MODERATION_TOKEN   the site's moderation token (required)
  MODERATION_URL     the site to moderate, e.g. https://your-site.netlify.app
  PORT               the port of the local server (\`npm start\`), when MODERATION_URL is not set`;

class UsageError extends Error {}

/** The project this CLI belongs to, whose local server it looks for. */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The site to moderate and, for error messages, where that choice came from: --url, MODERATION_URL, PORT,
 * the running local server `running` (its URL, if any), else port 8888.
 */
export function siteFrom(
  urlOption: string | undefined,
  env: NodeJS.ProcessEnv,
  running?: string,
): { base: string; source: string } {
  if (urlOption) return { base: urlOption, source: '--url' };
  if (env.MODERATION_URL) return { base: env.MODERATION_URL, source: 'MODERATION_URL' };
  if (env.PORT) return { base: `http://localhost:${env.PORT}`, source: `PORT=${env.PORT}` };
  if (running) return { base: running, source: 'the running local server (npm start)' };
  return {
    base: 'http://localhost:8888',
    source: 'the default port 8888 (PORT is not set, no local server runs)',
  };
}

/**
 * fetch, with a refused or failed connection turned into one line that says which address was tried, why
 * that one, and what to do.
 */
async function reach(url: URL, init: RequestInit, source: string): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(
      `Could not reach ${url.origin} (from ${source}): ${cause?.code ?? cause?.message ?? String(error)}.\n` +
        'Start the site (`npm start`, which listens on $PORT, default 8888), or point the CLI at it with ' +
        'MODERATION_URL=<site> or --url <site>.',
      { cause: error },
    );
  }
}

async function call<T>(
  { base, source }: { base: string; source: string },
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await reach(
    new URL(path, base),
    {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    source,
  );
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { error?: string }).error ?? text;
    } catch {
      // not JSON: keep the text
    }
    throw new Error(`${response.status}: ${message || response.statusText}`);
  }
  return JSON.parse(text) as T;
}

function describe(review: UserReview, services: Map<number, string>): string {
  const service = services.get(review.serviceId) ?? `service ${review.serviceId}`;
  const lines = [
    `${review.id}  [${review.status}${review.isVerified ? ', verified' : ''}]  ${service}  ${review.rating}/5  ${review.createdAt}`,
    `  "${review.title}" by ${review.authorName}`,
    `  ${review.content.length > 160 ? `${review.content.slice(0, 157)}...` : review.content}`,
  ];
  if (review.rejectionReason) lines.push(`  Rejected: ${review.rejectionReason}`);
  return lines.join('\n');
}

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  root: string = PROJECT_ROOT,
): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      status: { type: 'string' },
      verified: { type: 'boolean', default: false },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, reviewId] = positionals;
  if (values.help || !command) throw new UsageError(USAGE);
  const token = env.MODERATION_TOKEN;
  if (!token) throw new UsageError("MODERATION_TOKEN is not set: export the site's moderation token first.");
  const site = siteFrom(values.url, env, runningLocalServer(root));

  if (command === 'list') {
    const status = values.status ?? 'pending';
    const [reviews, services] = await Promise.all([
      call<UserReview[]>(site, token, 'GET', `/api/moderation/reviews?status=${encodeURIComponent(status)}`),
      reach(new URL('/api/vpn-services', site.base), {}, site.source).then(
        (r) => r.json() as Promise<{ id: number; name: string }[]>,
      ),
    ]);
    const names = new Map(services.map((s) => [s.id, s.name]));
    if (reviews.length === 0) return `No ${status} reviews.`;
    return [
      `${reviews.length} ${status} ${reviews.length === 1 ? 'review' : 'reviews'}:`,
      ...reviews.map((r) => describe(r, names)),
    ].join('\n\n');
  }
  if (command === 'approve' || command === 'reject') {
    if (!reviewId) throw new UsageError(`${command} needs a review id.\n\n${USAGE}`);
    if (command === 'reject' && !values.reason)
      throw new UsageError('reject needs --reason "..." (it is kept with the review).');
    const body = command === 'approve' ? { verified: values.verified } : { reason: values.reason };
    const review = await call<UserReview>(
      site,
      token,
      'POST',
      `/api/moderation/reviews/${encodeURIComponent(reviewId)}/${command}`,
      body,
    );
    return command === 'approve'
      ? `Approved ${review.id}${review.isVerified ? ' as a verified user' : ''}: it is now published.`
      : `Rejected ${review.id}: ${review.rejectionReason}`;
  }
  throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
}

if (isMain(import.meta.url)) {
  loadEnvFile();
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
