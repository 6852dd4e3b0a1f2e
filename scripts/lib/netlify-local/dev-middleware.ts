/**
 * `npm run dev`: the functions (in-process, loaded through Vite so edits apply on the next request) and the
 * API rewrites of netlify.toml on Astro's dev server; the emulation provides only the Blobs store and the
 * environment. Unlike `npm start`: no headers from netlify.toml, and unknown /api/* paths and slugs get
 * Astro's own 404 page.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Plugin } from 'vite';
import { redirectRules, startEmulation } from './emulation';
import { invokeFunction, loadFunctions, matchFunction, toWebRequest } from './functions';

/** The Vite plugin; serve (dev) only. */
export function devFunctions(): Plugin {
  return {
    name: 'vpn-compass:dev-functions',
    apply: 'serve',
    async configureServer(server) {
      const root = server.config.root;
      const netlify = await startEmulation(root, 'blobs');
      server.httpServer?.once('close', () => void netlify.stop());
      const rules = redirectRules(root);
      const directory = path.join(root, 'netlify', 'functions');

      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        if (!url.pathname.startsWith('/api/')) {
          next();
          return;
        }
        void (async () => {
          const functions = await loadFunctions(directory, (file) => server.ssrLoadModule(file));
          const match = matchFunction(functions, req.method ?? 'GET', url.pathname);
          if (match && !match.fn.preferStatic) {
            const ip = req.socket.remoteAddress ?? '';
            const response = await invokeFunction(match.fn, toWebRequest(req, url), match.params, ip);
            res.writeHead(response.status, Object.fromEntries(response.headers));
            if (response.body && req.method !== 'HEAD')
              Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
            else res.end();
            return;
          }
          // Rewrites (status 200), such as /api/vpn-services to the prerendered /api/vpn-services.json.
          const rule = await rules.match(new Request(url));
          if (rule?.statusCode === 200 && !rule.external) req.url = rule.target.pathname + rule.target.search;
          next();
        })().catch(next);
      });
    },
  };
}
