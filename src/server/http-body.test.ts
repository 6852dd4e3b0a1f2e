import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../lib/api-schemas';
import { readJsonBody } from './http-body';

const post = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

const status = async (request: Request) => {
  const result = await readJsonBody(request);
  return result.ok ? 200 : result.response.status;
};

describe('readJsonBody', () => {
  it('parses a JSON body, with or without charset=utf-8', async () => {
    expect(await readJsonBody(post('{"a":1}', 'application/json; charset=utf-8'))).toEqual({
      ok: true,
      value: { a: 1 },
    });
    expect(await status(post('{"a":1}', 'Application/JSON;charset="UTF-8"'))).toBe(200);
    expect(await status(post('\uFEFF{"a":1}'))).toBe(200);
  });

  it('refuses another content type or a declared charset other than UTF-8 with 415', async () => {
    for (const [type, error] of [
      ['application/x-www-form-urlencoded', 'Content-Type must be application/json'],
      ['text/plain', 'Content-Type must be application/json'],
      ['application/jsonx', 'Content-Type must be application/json'],
      ['application/json; charset=iso-8859-1', 'The charset must be utf-8'],
      ['application/json; charset=utf-16', 'The charset must be utf-8'],
    ]) {
      const result = await readJsonBody(post('{"a":1}', type));
      expect(result.ok, type).toBe(false);
      if (!result.ok) {
        expect(result.response.status).toBe(415);
        expect(await result.response.json()).toEqual({ error });
      }
    }
  });

  it('refuses a compressed body, or one labelled compressed, with 415', async () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'GZIP']) {
      const result = await readJsonBody(
        post('{"a":1}', 'application/json', { 'content-encoding': encoding }),
      );
      expect(result.ok, encoding).toBe(false);
      if (!result.ok) expect(result.response.status).toBe(415);
    }
    expect(await status(post('{"a":1}', 'application/json', { 'content-encoding': 'identity' }))).toBe(200);
  });

  it('refuses a body over its cap with 413, even when Content-Length understates it', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(MAX_BODY_BYTES) });
    for (const request of [post(big), post(big, 'application/json', { 'content-length': '10' })])
      expect(await status(request)).toBe(413);
  });

  it('refuses malformed JSON and invalid UTF-8 with 400', async () => {
    expect(await status(post('{"a":'))).toBe(400);
    const result = await readJsonBody(
      post(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])),
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(await result.response.json()).toEqual({ error: 'Request body is not valid UTF-8' });
  });

  it('answers 400, not a server error, when the client breaks off its upload', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('http://x/api', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await status(request)).toBe(400);
  });
});
