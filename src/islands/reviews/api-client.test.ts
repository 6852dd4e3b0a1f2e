import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, apiRequest, submissionFailure } from './api-client';

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

  it('carries a 400 answer’s issues as typed fields, dropping malformed ones', async () => {
    const body = JSON.stringify({
      error: 'Invalid review',
      issues: [{ path: 'pros', message: 'Add at least one pro' }, { path: 3 }, 'nonsense'],
    });
    const error: unknown = await apiRequest('POST', '/x', {}, respond(400, body) as typeof fetch).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Invalid review');
    expect((error as ApiError).issues).toEqual([{ path: 'pros', message: 'Add at least one pro' }]);
  });

  it('reports a request that never reached the server as a NetworkError', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiRequest('POST', '/x', {}, offline)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('submissionFailure', () => {
  const NOT_SENT = 'Your review has not been sent; please try again.';

  it('says in plain words that the server was not reached, never "Failed to fetch"', () => {
    expect(submissionFailure(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      `We could not reach the server. ${NOT_SENT}`,
    );
  });

  it('gives the server’s reason, points at the fields for a 400, and never a bare status line', () => {
    expect(submissionFailure(new ApiError(429, '{"error":"Too many reviews"}', ''))).toBe('Too many reviews');
    expect(
      submissionFailure(
        new ApiError(400, '{"error":"Invalid review","issues":[{"path":"title","message":"x"}]}', ''),
      ),
    ).toBe('Please correct the fields marked in the form; your review has not been sent.');
    expect(submissionFailure(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(
      `The server could not take your review right now (error 502). ${NOT_SENT}`,
    );
    expect(submissionFailure(new Error('boom'))).toBe(`Something went wrong in this page. ${NOT_SENT}`);
  });
});
