/**
 * The kill test of the review API: the real server process (scripts/serve.ts, as `npm start` serves it, through
 * tests/support/serve-root.ts) takes a burst of submissions and moderations and is killed with SIGKILL in the
 * middle, either at a random moment or exactly after a given write to the store (REVIEWS_CRASH_AT, read by
 * tests/support/crash-points.ts); it is then restarted on the same Blobs store, and the run checks what a visitor
 * and a moderator were promised:
 * - right after the restart, before anything repairs: every approval answered 200 is public exactly once, and
 *   review-stats equal a recount of the public list;
 * - after the moderations that got no answer are sent again, more approvals, and the moderation lists (which
 *   complete interrupted moderations): every submission answered 201 is stored, in exactly one list; the
 *   published list and the public pages hold the same reviews, each once; the stats still equal the recount.
 * Used by `npm run bench -- --only kill` (many runs) and tests/site/kill.test.ts (a few).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_REVIEW } from '../../src/lib/review-example';
import { linkProject } from './linked-project';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TOKEN = 'kill-test-moderation-token-0123456789abcdef';
/** The service every review of a run is for: one summary takes the whole burst. */
const SERVICE = 'purevpn';

export interface KillOptions {
  /** `<kind>:<n>`: the server kills itself right after the n-th write of that kind; undefined: a random kill. */
  crashAt?: string | undefined;
  /** For a random kill: SIGKILL once the burst has had this many answers. */
  killAfterAnswers?: number | undefined;
  /** Reviews submitted before the burst, then moderated in it (every seventh rejected). */
  pending: number;
  /** Reviews submitted during the burst. */
  submissions: number;
  /** Moderations in flight at once. */
  concurrency: number;
}

export interface KillResult {
  /** What stopped the first server. */
  crash: string;
  /** Whether it died during the burst (else it was killed after the burst's last answer). */
  diedInBurst: boolean;
  submitted: number;
  approved: number;
  rejected: number;
  /** Approvals answered 200 that were not public exactly once right after the restart. */
  missingAfterRestart: number;
  /** Whether review-stats equalled a recount of the public list, right after the restart and at the end. */
  statsEqualList: boolean;
  /** Published reviews at the end. */
  published: number;
  /** Broken promises, in words; empty when the run passed. */
  problems: string[];
  seconds: number;
}

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** Server processes started and not yet exited: a run cut short (a test's time limit) leaves them to stopServers. */
const running = new Set<ChildProcess>();

/** Stops every server a run started that is still running (for a test's afterAll: a timed-out run never ends its own). */
export async function stopServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** Starts the server on `root` in a process of its own; resolves once it listens. */
function startServer(root: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'tests', 'support', 'serve-root.ts'), root],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: '0', MODERATION_TOKEN: TOKEN, REVIEWS_RATE_LIMIT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, child, exited });
    });
    void exited.then(() => reject(new Error(`the server exited before it listened:\n${errors}`)));
  });
}

/** The status of a request, or undefined when it got no answer (the server died under it). */
async function statusOf(url: string, init: RequestInit = {}): Promise<number | undefined> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

let sequence = 0;
/** Submits a review; its id when answered 201. */
async function submit(base: string): Promise<string | undefined> {
  sequence += 1;
  try {
    const response = await fetch(`${base}/api/vpn-services/${SERVICE}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...EXAMPLE_REVIEW,
        title: `Kill test review ${sequence}`,
        rating: (sequence % 5) + 1,
      }),
    });
    const body = (await response.json()) as { id?: string };
    return response.status === 201 ? body.id : undefined;
  } catch {
    return undefined;
  }
}

const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
const moderate = (base: string, id: string, reject: boolean) =>
  statusOf(`${base}/api/moderation/reviews/${id}/${reject ? 'reject' : 'approve'}`, {
    method: 'POST',
    headers: auth,
    body: reject ? '{"reason":"Kill test"}' : '{}',
  });

/** Runs `task` over `items`, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}

/** A review as a run reads it from a list. */
interface Listed {
  id: string;
  rating: number;
}

/** Every item of a paginated list, following Link rel="next", and the list's X-Total-Count. */
async function walk(
  base: string,
  first: string,
  headers: Record<string, string> = {},
): Promise<{ items: Listed[]; total: number }> {
  const items: Listed[] = [];
  let next: string | undefined = first;
  let total = 0;
  while (next !== undefined) {
    const response: Response = await fetch(`${base}${next}`, { headers });
    if (!response.ok) throw new Error(`GET ${next} answered ${response.status}`);
    items.push(...((await response.json()) as Listed[]));
    total = Number(response.headers.get('x-total-count'));
    next = /<([^>]*)>\s*;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return { items, total };
}

/** The public list of the service, and whether review-stats equal a recount of it. */
async function publicState(base: string) {
  const { items, total } = await walk(base, `/api/vpn-services/${SERVICE}/reviews`);
  const stats = (await (await fetch(`${base}/api/vpn-services/${SERVICE}/review-stats`)).json()) as {
    totalReviews: number;
    ratingDistribution: Record<string, number>;
  };
  const recount: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of items) recount[review.rating] = (recount[review.rating] ?? 0) + 1;
  const statsEqualList =
    stats.totalReviews === items.length &&
    total === items.length &&
    JSON.stringify(stats.ratingDistribution) === JSON.stringify(recount);
  const counts = new Map<string, number>();
  for (const review of items) counts.set(review.id, (counts.get(review.id) ?? 0) + 1);
  return { items, counts, statsEqualList };
}

/** One run: burst, kill, restart, checks. Never throws for a broken promise: it is listed in `problems`. */
export async function killRun(options: KillOptions): Promise<KillResult> {
  const started = performance.now();
  const root = await linkProject('vpn-compass-kill-');
  const problems: string[] = [];
  const env: Record<string, string> = options.crashAt ? { REVIEWS_CRASH_AT: options.crashAt } : {};
  let first: Server | undefined = await startServer(root, env);
  let second: Server | undefined;
  try {
    const base = first.url;
    // A request with no answer means the server died under it.
    let unansweredRequests = 0;
    // Before the burst: reviews to moderate in it.
    const seeded: string[] = [];
    await pool(Array.from({ length: options.pending }), 16, async () => {
      const id = await submit(base);
      if (id) seeded.push(id);
    });
    // The burst: moderations and new submissions at once; a random kill after so many answers.
    const submitted = new Set(seeded);
    const approved = new Set<string>();
    const rejected = new Set<string>();
    const unanswered: string[] = [];
    let answers = 0;
    const answered = () => {
      answers += 1;
      if (options.killAfterAnswers !== undefined && answers === options.killAfterAnswers)
        first?.child.kill('SIGKILL');
    };
    const plan = seeded.map((id, i) => ({ id, reject: i % 7 === 6 }));
    await Promise.all([
      pool(plan, options.concurrency, async ({ id, reject }) => {
        const status = await moderate(base, id, reject);
        if (status === undefined) unansweredRequests += 1;
        else answered();
        if (status === 200) (reject ? rejected : approved).add(id);
        else unanswered.push(id);
      }),
      pool(Array.from({ length: options.submissions }), 16, async () => {
        const id = await submit(base);
        if (id === undefined) unansweredRequests += 1;
        else {
          answered();
          submitted.add(id);
        }
      }),
    ]);
    const diedInBurst = unansweredRequests > 0;
    first.child.kill('SIGKILL');
    await first.exited;
    first = undefined;
    const crash = options.crashAt
      ? `after write ${options.crashAt}`
      : `after ${String(options.killAfterAnswers)} answers`;

    second = await startServer(root, {});
    const after = second.url;
    // Right after the restart, before any moderation call (each of which repairs): the promises hold.
    const restarted = await publicState(after);
    const missing = [...approved].filter((id) => restarted.counts.get(id) !== 1);
    if (missing.length > 0)
      problems.push(`${missing.length} approvals answered 200 not public once after the restart`);
    if ([...restarted.counts.values()].some((count) => count > 1)) problems.push('a review is public twice');
    if (!restarted.statsEqualList)
      problems.push('review-stats differ from the public list after the restart');

    // The moderations that got no answer, again; then every other submission approved.
    const redo = new Map(plan.map(({ id, reject }) => [id, reject]));
    for (const id of unanswered) {
      const status = await moderate(after, id, redo.get(id) ?? false);
      if (status !== 200 && status !== 409)
        problems.push(`moderating ${id} again answered ${String(status)}`);
    }
    const fresh = [...submitted].filter((id) => !redo.has(id));
    await pool(fresh, options.concurrency, async (id) => {
      const status = await moderate(after, id, false);
      if (status !== 200) problems.push(`approving ${id} after the restart answered ${String(status)}`);
    });

    const list = async (status: string) =>
      new Set(
        (await walk(after, `/api/moderation/reviews?status=${status}&limit=50`, auth)).items.map(
          (review) => review.id,
        ),
      );
    const [pendingList, publishedList, rejectedList] = [
      await list('pending'),
      await list('published'),
      await list('rejected'),
    ];
    const end = await publicState(after);
    const lost = [...submitted].filter(
      (id) => [pendingList, publishedList, rejectedList].filter((set) => set.has(id)).length !== 1,
    );
    if (lost.length > 0) problems.push(`${lost.length} submissions answered 201 not in exactly one list`);
    const stillPending = [...submitted].filter((id) => pendingList.has(id));
    if (stillPending.length > 0)
      problems.push(`${stillPending.length} acknowledged reviews still pending after every moderation`);
    const publicIds = new Set(end.counts.keys());
    const notPublic = [...publishedList].filter((id) => !publicIds.has(id));
    const notListed = [...publicIds].filter((id) => !publishedList.has(id));
    if (notPublic.length > 0) problems.push(`${notPublic.length} published reviews are not public`);
    if (notListed.length > 0)
      problems.push(`${notListed.length} public reviews are not in the published list`);
    if ([...end.counts.values()].some((count) => count > 1))
      problems.push('a review is public twice at the end');
    if ([...approved].some((id) => !publicIds.has(id)))
      problems.push('an approval answered 200 is not public');
    if ([...rejected].some((id) => publicIds.has(id) || !rejectedList.has(id)))
      problems.push('a rejection answered 200 is public or not in the rejected list');
    if (!end.statsEqualList) problems.push('review-stats differ from the public list at the end');

    return {
      crash,
      diedInBurst,
      submitted: submitted.size,
      approved: approved.size,
      rejected: rejected.size,
      missingAfterRestart: missing.length,
      statsEqualList: restarted.statsEqualList && end.statsEqualList,
      published: end.items.length,
      problems,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const server of [first, second])
      if (server) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * The crash of run `index` (0-based) of a series: each write boundary in turn, then a random kill, the n-th
 * write chosen at random in the range where the burst makes that kind of write. `random` gives numbers in [0, 1).
 */
export function crashFor(
  index: number,
  options: Pick<KillOptions, 'pending' | 'submissions'>,
  random: () => number = Math.random,
): Pick<KillOptions, 'crashAt' | 'killAfterAnswers'> {
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const moderations = options.pending;
  const boundaries: [string, number, number][] = [
    ['set:index-pending', options.pending + 1, options.pending + options.submissions],
    ['set:review', options.pending + 1, options.pending + moderations],
    ['set:mark', 1, moderations],
    ['set:index-published', 1, Math.floor(moderations * 0.8)],
    ['set:index-rejected', 1, Math.floor(moderations / 7)],
    ['set:page', 1, Math.max(1, Math.floor(moderations / 40))],
    // Appends that arrive together join into one summary write: a burst makes only a few.
    ['set:summary', 1, 3],
    ['delete:index-pending', 1, moderations],
    ['delete:mark', 1, moderations],
  ];
  const boundary = boundaries[index % (boundaries.length + 1)];
  if (!boundary)
    return { killAfterAnswers: between(10, Math.floor((options.pending + options.submissions) * 0.8)) };
  const [kind, low, high] = boundary;
  return { crashAt: `${kind}:${between(low, high)}` };
}
