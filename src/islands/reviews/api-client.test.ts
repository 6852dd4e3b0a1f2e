import { describe, expect, it } from 'vitest';
import { apiRequest, readableError } from './api-client';

const respond =
  (status: number, body: string, statusText = '') =>
  async () =>
    new Response(body, { status, statusText });

describe('apiRequest', () => {
  it('returns parsed JSON and sends JSON with cookies', async () => {
    let seen: RequestInit | undefined;
    const fetchImpl = (async (_: string, init?: RequestInit) => {
      seen = init;
      return new Response('{"id":"1"}', { status: 201 });
    }) as typeof fetch;
    expect(await apiRequest('POST', '/api/x', { a: 1 }, fetchImpl)).toEqual({ id: '1' });
    expect(seen?.credentials).toBe('include');
    expect(seen?.body).toBe('{"a":1}');
    expect((seen?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('turns a failure into "<status>: <body>" or the status text when the body is empty', async () => {
    await expect(
      apiRequest('GET', '/x', undefined, respond(404, '{"error":"VPN service not found"}') as typeof fetch),
    ).rejects.toThrow('404: {"error":"VPN service not found"}');
    await expect(
      apiRequest('GET', '/x', undefined, respond(503, '', 'Service Unavailable') as typeof fetch),
    ).rejects.toThrow('503: Service Unavailable');
  });
});

describe('readableError', () => {
  it('finds the API error message, falling back to the whole message', () => {
    expect(readableError(new Error('429: {"error":"Too many reviews"}'))).toBe('Too many reviews');
    expect(readableError(new Error('500: Internal error'))).toBe('500: Internal error');
    expect(readableError(new Error(''))).toBeNull();
    expect(readableError('nope')).toBeNull();
  });
});
