import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, readJsonBody } from './http-body';

const post = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"a":1}', 'application/json; charset=utf-8'))).toEqual({
      ok: true,
      value: { a: 1 },
    });
  });

  it('refuses another content type with 415', async () => {
    const result = await readJsonBody(post('a=1', 'application/x-www-form-urlencoded'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(415);
      expect(await result.response.json()).toEqual({ error: 'Content-Type must be application/json' });
    }
  });

  it('refuses a body over 16 KiB with 413, even when Content-Length understates it', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(MAX_BODY_BYTES) });
    for (const request of [post(big), post(big, 'application/json', { 'content-length': '10' })]) {
      const result = await readJsonBody(request);
      expect(result.ok ? 200 : result.response.status).toBe(413);
    }
  });

  it('refuses malformed JSON with 400', async () => {
    const result = await readJsonBody(post('{"a":'));
    expect(result.ok ? 200 : result.response.status).toBe(400);
  });
});
