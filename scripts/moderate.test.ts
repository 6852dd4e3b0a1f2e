import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, readRequest, siteFrom } from './moderate';
import { forgetLocalServer, recordLocalServer, runningLocalServer } from './lib/local-server';

const TOKEN = 'unit-moderation-token-0123456789abcdef';

const pending = {
  id: '5bda0837-d723-49ac-90c6-9d10348aa7ae',
  serviceId: 1,
  status: 'pending',
  isVerified: false,
  rating: 4,
  title: 'Solid and fast for daily use',
  authorName: 'Newcomer Tester',
  content: 'I have used it for a few months.',
  createdAt: '2026-11-23T20:00:48.835Z',
};

/** A stand-in for the site's moderation API on a free port: pending reviews for the right token only. */
let site: Server;
let port: number;

/** 120 more pending reviews, for following pages: the newest first, as the API answers them. */
const many = Array.from({ length: 120 }, (_, i) => ({
  ...pending,
  id: `00000000-0000-7000-8000-${String(999 - i).padStart(12, '0')}`,
  title: `Paged review ${i}`,
}));

beforeAll(async () => {
  site = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://site');
    const query = url.searchParams;
    if (url.pathname === '/api/vpn-services') res.end(JSON.stringify([{ id: 1, name: 'NordVPN' }]));
    else if (req.headers.authorization === 'Bearer locked-out-wrong-token') {
      res.statusCode = 429;
      res.setHeader('retry-after', '150');
      res.end(JSON.stringify({ error: 'Too many wrong moderation tokens. Try again later.' }));
    } else if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: 'Invalid moderation token' }));
    } else if (url.pathname === '/api/moderation/reviews' && query.get('status') === 'pending')
      res.end(JSON.stringify([pending]));
    else if (url.pathname === '/api/moderation/reviews' && query.get('status') === 'published') {
      // Pages of `limit`, by the cursor of the last id shown.
      const limit = Number(query.get('limit'));
      const before = query.get('before');
      const from = before === null ? 0 : many.findIndex((r) => r.id < before);
      const page = many.slice(from, from + limit);
      res.setHeader('x-total-count', String(many.length));
      if (from + limit < many.length)
        res.setHeader(
          'link',
          `</api/moderation/reviews?status=published&limit=${limit}&before=${page.at(-1)?.id ?? ''}>; rel="next"`,
        );
      res.end(JSON.stringify(page));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

/** A port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

describe('the moderation CLI finds the site', () => {
  it('takes --url, then MODERATION_URL, then PORT, then the running local server, then port 8888', () => {
    const env = { PORT: '9000', MODERATION_URL: 'https://site.example' };
    const running = 'http://localhost:9100';
    expect(siteFrom('https://other.example', env, running).base).toBe('https://other.example');
    expect(siteFrom(undefined, env, running).base).toBe('https://site.example');
    expect(siteFrom(undefined, { PORT: '9000' }, running).base).toBe('http://localhost:9000');
    expect(siteFrom(undefined, {}, running).base).toBe(running);
    expect(siteFrom(undefined, {}).base).toBe('http://localhost:8888');
  });

  it('follows the local server that is running, started on any port, with no flag or PORT', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'vpnc-cli-'));
    try {
      await recordLocalServer(root, `http://localhost:${port}`);
      const output = await main(['list'], { MODERATION_TOKEN: TOKEN }, root);
      expect(output).toContain('"Solid and fast for daily use" by Newcomer Tester');
      await forgetLocalServer(root);
      await expect(main(['list'], { MODERATION_TOKEN: TOKEN }, root)).rejects.toThrow(
        'from the default port 8888 (PORT is not set, no local server runs)',
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('ignores the record of a server whose process has ended', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'vpnc-cli-'));
    try {
      const ended = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => ended.once('exit', resolve));
      await mkdir(path.join(root, '.netlify'));
      await writeFile(
        path.join(root, '.netlify', 'local-server.json'),
        JSON.stringify({ url: `http://localhost:${port}`, pid: ended.pid }),
      );
      expect(runningLocalServer(root)).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('lists pending reviews of the server on PORT with no flag', async () => {
    const output = await main(['list'], { MODERATION_TOKEN: TOKEN, PORT: String(port) });
    expect(output).toContain('1 pending review:');
    expect(output).toContain('"Solid and fast for daily use" by Newcomer Tester');
    expect(output).toContain('NordVPN  4/5');
  });

  it('follows the pages of a long list, and shows the newest n with --limit', async () => {
    const env = { MODERATION_TOKEN: TOKEN, PORT: String(port) };
    const all = await main(['list', '--status', 'published'], env);
    expect(all).toContain('120 published reviews:');
    for (const i of [0, 49, 50, 119]) expect(all).toContain(`"Paged review ${i}"`);
    const newest = await main(['list', '--status', 'published', '--limit', '3'], env);
    expect(newest).toContain('120 published reviews, the newest 3:');
    expect(newest).toContain('"Paged review 2"');
    expect(newest).not.toContain('"Paged review 3"');
    await expect(main(['list', '--limit', 'none'], env)).rejects.toThrow('--limit must be a whole number');
  });

  it('says plainly that the token is wrong, and for how long wrong tokens are refused', async () => {
    await expect(main(['list'], { MODERATION_TOKEN: 'a-wrong-token', PORT: String(port) })).rejects.toThrow(
      "401: Invalid moderation token. MODERATION_TOKEN is not this site's moderation token",
    );
    await expect(
      main(['list'], { MODERATION_TOKEN: 'locked-out-wrong-token', PORT: String(port) }),
    ).rejects.toThrow(
      '429: the site has refused too many wrong moderation tokens from this address, and answers wrong ones with 429 for about 3 more minutes.',
    );
  });

  it('says which address it tried, and why, when nothing answers there', async () => {
    const free = await closedPort();
    await expect(main(['list'], { MODERATION_TOKEN: TOKEN, PORT: String(free) })).rejects.toThrow(
      `Could not reach http://localhost:${free} (from PORT=${free}): ECONNREFUSED.`,
    );
    await expect(
      main(['list', '--url', `http://127.0.0.1:${free}`], { MODERATION_TOKEN: TOKEN }),
    ).rejects.toThrow(`Could not reach http://127.0.0.1:${free} (from --url)`);
  });

  it('runs from a folder whose path has a space, with .env copied from .env.example plus a token, following its server', async () => {
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'vpnc-cli-')), 'a b', 'site');
    try {
      // The CLI and what it loads at run time (type-only imports vanish when tsx compiles it).
      for (const file of [
        'scripts/moderate.ts',
        'scripts/lib/is-main.ts',
        'scripts/lib/local-server.ts',
        'scripts/lib/cli-args.ts',
        'src/lib/dates.ts',
        'src/lib/review-statuses.ts',
        'config/env.ts',
      ]) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await copyFile(file, path.join(root, file));
      }
      // As an operator follows the docs: copy .env.example to .env, then add a token. The server runs on a
      // port of its own (this test's stand-in), not on 8888: the CLI must find it all the same.
      const example = await readFile('.env.example', 'utf8');
      await writeFile(path.join(root, '.env'), `${example}\nMODERATION_TOKEN=${TOKEN}\n`);
      // As `npm start` leaves it while it runs (this test process stands in for the server's).
      await recordLocalServer(root, `http://localhost:${port}`);
      const env = Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => !/^(PORT|MODERATION_TOKEN|MODERATION_URL)$/.test(name),
        ),
      );
      const { stdout } = await promisify(execFile)(
        path.resolve('node_modules/.bin/tsx'),
        [path.join(root, 'scripts/moderate.ts'), 'list'],
        { env, cwd: root },
      );
      expect(stdout).toContain('"Solid and fast for daily use" by Newcomer Tester');
    } finally {
      await rm(path.dirname(path.dirname(root)), { recursive: true, force: true });
    }
  });
});

const USAGE =
  'Usage: npm run moderate -- list [--status pending|published|rejected] [--limit <n>] | approve <reviewId> [--verified] | reject <reviewId> --reason "..." [--url <site>] (--help for more)';

describe('the moderation CLI reads its command line', () => {
  it('takes each command with its own options', () => {
    expect(readRequest(['reject', 'r1', '--reason', 'spam'])).toMatchObject({
      command: 'reject',
      reviewId: 'r1',
      reason: 'spam',
    });
    expect(readRequest(['list', '--status', 'published', '--limit', '5'])).toMatchObject({
      status: 'published',
      limit: 5,
    });
    expect(readRequest(['--help'])).toEqual({ help: true });
  });

  it.each([
    [[], `No command. ${USAGE}`],
    [['lst'], `Unknown command "lst". ${USAGE}`],
    [['list', '--bogus'], `Unknown option '--bogus'. ${USAGE}`],
    [['list', '--limit'], `Option '--limit <value>' argument missing. ${USAGE}`],
    [['list', '--status', 'all'], `--status is one of pending, published, rejected, not "all". ${USAGE}`],
    [['list', '--limit', '0'], `--limit must be a whole number from 1, got "0". ${USAGE}`],
    [['list', 'extra'], `Unexpected argument "extra". ${USAGE}`],
    [['approve'], `approve needs a review id. ${USAGE}`],
    [['approve', 'a', 'b'], `Unexpected argument "b". ${USAGE}`],
    [['approve', 'a', '--reason', 'x'], `approve takes no --reason. ${USAGE}`],
    [['list', '--verified'], `list takes no --verified. ${USAGE}`],
    [['reject', 'a'], `reject needs --reason "..." (it is kept with the review). ${USAGE}`],
    [
      ['list', '--url', 'ftp://example.com'],
      `--url wants a site address like https://your-site.netlify.app, not "ftp://example.com". ${USAGE}`,
    ],
  ])('refuses %j in one line that ends with the usage', (argv, line) => {
    expect(() => readRequest(argv)).toThrow(line);
  });
});
