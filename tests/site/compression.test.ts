/**
 * `npm start` compresses text the way Netlify's CDN does (Brotli, else gzip, as the client accepts), so page
 * weight and load times measured locally (the Lighthouse budget) are those of production: built files with the
 * Brotli 11 copy `npm run build` writes beside them (scripts/serve-start.test.ts checks a copy is sent byte for
 * byte), and on the fly what has none (`npm test` builds without the copies).
 */
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

const get = (path: string, acceptEncoding: string) =>
  fetch(new URL(path, baseUrl), { headers: { 'accept-encoding': acceptEncoding } });

/** Paths of the stylesheet and of an island's script on a provider page. */
async function assetPaths(): Promise<string[]> {
  const html = await (await get('/vpn/nordvpn', 'identity')).text();
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  const js = /component-url="([^"]+)"/.exec(html)?.[1];
  if (!css || !js) throw new Error('no stylesheet or island script on /vpn/nordvpn');
  return [css, js];
}

describe('compression', () => {
  it('serves pages, styles, scripts, API JSON and SVG compressed, with the same content', async () => {
    for (const path of [
      '/',
      '/vpn/nordvpn',
      '/no-such-page',
      ...(await assetPaths()),
      '/api/vpn-services',
      '/favicon.svg',
    ]) {
      const plain = await get(path, 'identity');
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      const text = await plain.text();
      for (const [accepted, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(path, accepted);
        expect(response.status, path).toBe(plain.status);
        expect(response.headers.get('content-encoding'), `${path} for ${accepted}`).toBe(encoding);
        expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i);
        // fetch decodes the body: it must be the uncompressed file exactly.
        expect(await response.text(), path).toBe(text);
      }
    }
  });

  it('leaves images that are compressed already as they are', async () => {
    const response = await get('/og/default.png', 'gzip, br');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
