import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_MARKER } from '../src/integrations/build-complete';
import { linkProject } from '../tests/support/linked-project';
import { quickBrotli } from '../src/lib/precompress';
import { precompress } from './precompress';
import { portFrom, StartupError, startFromEnv } from './serve';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

/**
 * A folder standing in for the project (links to its functions and config), with or without a build, a finished
 * one unless `finished` is false, and with the functions' list of services unless `services` is false.
 */
async function project({
  built,
  finished = true,
  services = true,
}: {
  built: boolean;
  finished?: boolean;
  services?: boolean;
}): Promise<string> {
  const root = await linkProject('vpnc-serve-', [
    'netlify',
    ...(services ? ['src'] : []),
    'netlify.toml',
    'package.json',
    'node_modules',
  ]);
  roots.push(root);
  if (!services) await mkdir(path.join(root, 'src', 'server'), { recursive: true });
  if (built) {
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>built</title>');
    if (finished) await writeFile(path.join(root, 'dist', BUILD_MARKER), 'done\n');
  }
  return root;
}

describe('npm run serve explains, in one line, why it cannot start', () => {
  it('without a build, says to build first', async () => {
    const root = await project({ built: false });
    const started = startFromEnv({ PORT: '0' }, root);
    await expect(started).rejects.toBeInstanceOf(StartupError);
    await expect(started).rejects.toThrow(
      'There is no build in dist/: run `npm start` (builds, then serves) or `npm run build` first.',
    );
  });

  it('after a build that failed part way, says the build did not finish', async () => {
    const started = startFromEnv({ PORT: '0' }, await project({ built: true, finished: false }));
    await expect(started).rejects.toBeInstanceOf(StartupError);
    await expect(started).rejects.toThrow(
      'The build in dist/ did not finish (the last `npm run build` failed): fix what it reported and build again.',
    );
  });

  it("without the functions' list of services, says to build", async () => {
    const started = startFromEnv({ PORT: '0' }, await project({ built: true, services: false }));
    await expect(started).rejects.toThrow(
      "The review functions' list of services (src/server/services.generated.json) is missing: run `npm run build` first.",
    );
  });

  it('on a port already in use, names the port and how to pick another', async () => {
    const root = await project({ built: true });
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      const started = startFromEnv({ PORT: String(port) }, root);
      await expect(started).rejects.toBeInstanceOf(StartupError);
      await expect(started).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use: stop what runs there, or pick another one, e.g. \`PORT=${port + 1} npm start\`.`,
      );
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('serves the build on the port PORT names', async () => {
    const root = await project({ built: true });
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const server = await startFromEnv({ PORT: String(port) }, root);
    try {
      expect(server.url).toBe(`http://127.0.0.1:${port}`);
      expect(await (await fetch(server.url)).text()).toContain('<title>built</title>');
    } finally {
      await server.close();
    }
  });
});

describe('npm run build writes Brotli 11 copies, and npm start sends them', () => {
  it("writes a copy beside each text file that decompresses to it, and sends a built page's copy byte for byte", async () => {
    const root = await project({ built: true });
    const dist = path.join(root, 'dist');
    const lines = Array.from(
      { length: 300 },
      (_, i) => `<p>Line ${String(i * 7919)} of ${String(i % 13)} words.</p>`,
    );
    const page = `<!doctype html><title>built</title>${lines.join('')}`;
    await writeFile(path.join(dist, 'index.html'), page);
    const missing = page.replace('<title>built</title>', '<title>Not found</title>');
    await writeFile(path.join(dist, '404.html'), missing);
    await writeFile(path.join(dist, 'data.json'), JSON.stringify({ items: [1, 2, 3] }));
    await writeFile(path.join(dist, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await precompress(dist)).files).toBe(3);
    for (const file of ['index.html', '404.html', 'data.json'])
      expect(brotliDecompressSync(await readFile(path.join(dist, `${file}.br`))).toString(), file).toBe(
        await readFile(path.join(dist, file), 'utf8'),
      );
    await expect(readFile(path.join(dist, 'logo.png.br'))).rejects.toThrow('ENOENT');
    const server = await startFromEnv({ PORT: '0' }, root);
    try {
      const response = await fetch(server.url, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      // fetch decodes the body, so the encoded size is the header's; the text is the file's.
      const copy = await readFile(path.join(dist, 'index.html.br'));
      // What the server would send without the copy (Brotli 5 on the fly) is another size.
      expect(quickBrotli(Buffer.from(page))).not.toBe(copy.length);
      expect(response.headers.get('content-length')).toBe(String(copy.length));
      expect(await response.text()).toBe(page);
      // Whatever route serves a built file finds its copy: here the not-found page, under another address.
      const notFound = await fetch(`${server.url}/no-such-page`, { headers: { 'accept-encoding': 'br' } });
      expect(notFound.status).toBe(404);
      const notFoundCopy = await readFile(path.join(dist, '404.html.br'));
      expect(notFound.headers.get('content-length')).toBe(String(notFoundCopy.length));
      expect(await notFound.text()).toBe(missing);
    } finally {
      await server.close();
    }
  });
});

describe('npm run serve reads PORT', () => {
  it('takes a port number, 8888 when PORT is unset or empty, and refuses anything else', () => {
    expect(portFrom({ PORT: '9000' })).toBe(9000);
    expect(portFrom({})).toBe(8888);
    expect(portFrom({ PORT: '' })).toBe(8888);
    for (const bad of ['abc', '70000', '-1', '80.5'])
      expect(() => portFrom({ PORT: bad })).toThrow(`PORT wants a port number from 0 to 65535, not "${bad}"`);
  });
});
