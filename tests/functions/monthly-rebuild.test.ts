import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import rebuild, { config } from '../../netlify/functions/monthly-rebuild.mts';

const original = process.env.BUILD_HOOK_URL;
afterEach(() => {
  if (original === undefined) delete process.env.BUILD_HOOK_URL;
  else process.env.BUILD_HOOK_URL = original;
});

describe('monthly rebuild', () => {
  it('runs monthly and posts to the build hook', async () => {
    expect(config.schedule).toBe('@monthly');
    const calls: string[] = [];
    const server = createServer((req, res) => {
      calls.push(`${req.method} ${req.url}`);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc`;
    const response = await rebuild();
    server.close();
    expect(response.status).toBe(204);
    expect(calls).toEqual(['POST /build_hooks/abc']);
  });

  it('says so when no build hook is configured', async () => {
    delete process.env.BUILD_HOOK_URL;
    expect((await rebuild()).status).toBe(500);
  });
});
