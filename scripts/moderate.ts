/**
 * Moderation CLI: npm run moderate -- list | approve <reviewId> [--verified] | reject <reviewId> --reason "..."
 * Talks to the moderation endpoints by URL, locally or deployed. The token comes from MODERATION_TOKEN; the
 * site from --url, MODERATION_URL, PORT, the running local server, or port 8888 (environment or .env).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserReview } from '../src/lib/review-schema';
import { REVIEW_STATUSES } from '../src/lib/review-statuses';
import { ArgumentError, readCommandLine } from './lib/cli-args';
import { isMain } from './lib/is-main';
import { runningLocalServer } from './lib/local-server';
import { loadEnvFile } from '../config/env';

const USAGE = `Usage: npm run moderate -- <command> [options]

Commands:
  list [--status pending|published|rejected] [--limit <n>]
                                                reviews waiting for moderation (or with another status),
                                                newest first; all of them, or the newest <n>
  approve <reviewId> [--verified]               publish a pending review, optionally as a verified user
  reject <reviewId> --reason "..."              reject a pending review, keeping it with the reason

Options:
  --url <site>   site to moderate (default: $MODERATION_URL, else http://localhost:$PORT, else the running
                 local server (npm start), else port 8888)

Environment (or the project's .env file):
  MODERATION_TOKEN   the site's moderation token (required)
  MODERATION_URL     the site to moderate, e.g. https://your-site.netlify.app
  PORT               the port of the local server (\`npm start\`), when MODERATION_URL is not set`;

/** The usage in one line, ending every refusal of a bad argument. */
const USAGE_LINE =
  'Usage: npm run moderate -- list [--status pending|published|rejected] [--limit <n>] | approve <reviewId> [--verified] | reject <reviewId> --reason "..." [--url <site>] (--help for more)';

/** The options each command takes, besides --url and --help. */
const COMMAND_OPTIONS = { list: ['status', 'limit'], approve: ['verified'], reject: ['reason'] } as const;

/**
 * The command line: { help: true } for --help, else the command with its review id and options. Throws an
 * ArgumentError (one line ending in the usage) for an unknown command or option, one the command does not
 * take, a missing or extra argument, an unknown status, a limit not a whole number from 1, or a --url that is
 * no http(s) site.
 */
export function readRequest(argv: string[]) {
  const { values, positionals } = readCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        status: { type: 'string' },
        limit: { type: 'string' },
        verified: { type: 'boolean' },
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    },
    USAGE_LINE,
  );
  if (values.help) return { help: true } as const;
  const refuse = (what: string) => new ArgumentError(`${what}. ${USAGE_LINE}`);
  const [command, reviewId, extra] = positionals;
  if (command === undefined) throw refuse('No command');
  if (!(command in COMMAND_OPTIONS)) throw refuse(`Unknown command "${command}"`);
  const name = command as keyof typeof COMMAND_OPTIONS;
  const allowed: readonly string[] = COMMAND_OPTIONS[name];
  const stray = Object.keys(values).find((option) => option !== 'url' && !allowed.includes(option));
  if (stray) throw refuse(`${name} takes no --${stray}`);
  const unexpected = name === 'list' ? reviewId : extra;
  if (unexpected !== undefined) throw refuse(`Unexpected argument "${unexpected}"`);
  if (name !== 'list' && !reviewId) throw refuse(`${name} needs a review id`);
  if (name === 'reject' && !values.reason)
    throw refuse('reject needs --reason "..." (it is kept with the review)');
  const status = values.status ?? 'pending';
  if (!(REVIEW_STATUSES as readonly string[]).includes(status))
    throw refuse(`--status is one of ${REVIEW_STATUSES.join(', ')}, not "${status}"`);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw refuse(`--limit must be a whole number from 1, got "${values.limit ?? ''}"`);
  if (values.url !== undefined && !/^https?:\/\/[^/\s]+/i.test(values.url))
    throw refuse(`--url wants a site address like https://your-site.netlify.app, not "${values.url}"`);
  return {
    help: false as const,
    command: name,
    reviewId,
    url: values.url,
    status,
    limit,
    verified: values.verified === true,
    reason: values.reason,
  };
}

/** The project this CLI belongs to, whose local server it looks for. */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The site to moderate and where that came from: --url, MODERATION_URL, PORT, `running`, else port 8888. */
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

/** fetch; a failed connection becomes one line saying which address was tried, why, and what to do. */
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

/** Why the moderation API refused a request, said plainly where the status alone says little. */
function refusal(status: number, message: string, retryAfter: string | null): string {
  if (status === 401)
    return `401: ${message}. MODERATION_TOKEN is not this site's moderation token: check it (it is set in the site's environment).`;
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil(Number(retryAfter ?? 600) / 60));
    return (
      `429: the site has refused too many wrong moderation tokens from this address, and answers wrong ones ` +
      `with 429 for about ${minutes} more minute${minutes === 1 ? '' : 's'}. MODERATION_TOKEN is not this ` +
      "site's token (the right token is always let through): check it, then run the command again."
    );
  }
  return `${status}: ${message}`;
}

/** A moderation API call: its JSON answer and its headers. Throws a plain message for a refusal. */
async function call(
  { base, source }: { base: string; source: string },
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ data: unknown; headers: Headers }> {
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
    throw new Error(
      refusal(response.status, message || response.statusText, response.headers.get('retry-after')),
    );
  }
  return { data: JSON.parse(text) as unknown, headers: response.headers };
}

/** The target of the rel="next" entry of a Link header, or undefined. */
function nextPage(link: string | null): string | undefined {
  return /<([^>]*)>\s*;\s*rel="?next"?/i.exec(link ?? '')?.[1];
}

/** Reviews with a status, newest first, following the list's pages; at most `limit` when given. */
async function listReviews(
  site: { base: string; source: string },
  token: string,
  status: string,
  limit: number | undefined,
): Promise<{ reviews: UserReview[]; total: number }> {
  const reviews: UserReview[] = [];
  let total = 0;
  let path: string | undefined = `/api/moderation/reviews?status=${encodeURIComponent(status)}&limit=50`;
  while (path !== undefined && (limit === undefined || reviews.length < limit)) {
    const page = await call(site, token, 'GET', path);
    reviews.push(...(page.data as UserReview[]));
    total = Number(page.headers.get('x-total-count') ?? reviews.length);
    path = nextPage(page.headers.get('link'));
  }
  return { reviews: limit === undefined ? reviews : reviews.slice(0, limit), total };
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

/**
 * Runs one moderation command (`argv` as after `npm run moderate --`) and returns what it prints. Throws an
 * ArgumentError on a bad command line or a missing MODERATION_TOKEN (exit 2), an Error when the site cannot be
 * reached or refuses (exit 1).
 */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  root: string = PROJECT_ROOT,
): Promise<string> {
  const request = readRequest(argv);
  if (request.help) return USAGE;
  const token = env.MODERATION_TOKEN;
  if (!token)
    throw new ArgumentError("MODERATION_TOKEN is not set: export the site's moderation token first.");
  const site = siteFrom(request.url, env, runningLocalServer(root));
  const { command, reviewId = '', status, limit } = request;

  if (command === 'list') {
    const [{ reviews, total }, services] = await Promise.all([
      listReviews(site, token, status, limit),
      reach(new URL('/api/vpn-services', site.base), {}, site.source).then(
        (r) => r.json() as Promise<{ id: number; name: string }[]>,
      ),
    ]);
    const names = new Map(services.map((s) => [s.id, s.name]));
    if (reviews.length === 0) return `No ${status} reviews.`;
    const counted = `${total} ${status} ${total === 1 ? 'review' : 'reviews'}`;
    return [
      reviews.length < total ? `${counted}, the newest ${reviews.length}:` : `${counted}:`,
      ...reviews.map((r) => describe(r, names)),
    ].join('\n\n');
  }
  const body = command === 'approve' ? { verified: request.verified } : { reason: request.reason };
  const { data } = await call(
    site,
    token,
    'POST',
    `/api/moderation/reviews/${encodeURIComponent(reviewId)}/${command}`,
    body,
  );
  const review = data as UserReview;
  return command === 'approve'
    ? `Approved ${review.id}${review.isVerified ? ' as a verified user' : ''}: it is now published.`
    : `Rejected ${review.id}: ${review.rejectionReason}`;
}

if (isMain(import.meta.url)) {
  loadEnvFile();
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(error instanceof ArgumentError ? 2 : 1);
    },
  );
}
