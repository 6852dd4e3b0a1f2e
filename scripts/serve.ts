/**
 * Local production server: serves the built site (dist/) and netlify/functions/ through Netlify's own
 * emulation (@netlify/dev), with a Netlify Blobs store persisted under .netlify/, on one port.
 * `npm start` builds first and then runs this file; PORT picks the port (default 8888).
 *
 * Also importable: tests call startServer({ port: 0 }) to get a server on a free port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts the emulation and an HTTP server in front of it. Resolves once both are listening. */
export async function startServer({ port = 8888, host = '127.0.0.1' } = {}): Promise<RunningServer> {
  const netlify = new NetlifyDev({
    projectRoot: ROOT,
    skipGitignore: true,
    // Off: features that need the network (no internet here) or that this site does not use.
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    database: { enabled: false },
    aiGateway: { enabled: false },
  });
  await netlify.start();

  // The emulation serves the target of a `status = 404` rewrite with status 200; Netlify answers 404.
  // We read the same rules from netlify.toml to restore the status. A rule without `force` only
  // applied if no file exists at the requested path (the emulation then served that file).
  const statics = new StaticHandler({ directory: path.join(ROOT, 'dist') });
  const rules = new RedirectsHandler({
    configPath: path.join(ROOT, 'netlify.toml'),
    configRedirects: [],
    projectDir: ROOT,
    jwtRoleClaim: '',
    jwtSecret: '',
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    const result = await netlify.handleAndIntrospectNodeRequest(req);
    let response = result?.response;
    let status = response?.status ?? 404;
    if (result?.type === 'redirect') {
      const request = new Request(new URL(req.url ?? '/', origin));
      const rule = await rules.match(request);
      if (rule?.statusCode === 404 && (rule.force || !(await statics.match(request)))) status = 404;
    }
    if (!response) {
      // Nothing matched: Netlify serves the site's 404 page with status 404.
      response = await netlify.handle(new Request(new URL('/404', origin)));
      status = 404;
    }
    const headers = Object.fromEntries(response?.headers ?? []);
    res.writeHead(status, headers);
    if (!response?.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal server error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address() as AddressInfo;

  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await netlify.stop();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8888);
  const server = await startServer({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`\n  VPN Compass is running at ${server.url}\n  (site, /api and review functions; Blobs under .netlify/)\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
