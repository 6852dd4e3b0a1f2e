import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiRequest, submissionFailure } from './api-client';

/** Every fetch answers `status` with `body`. */
const respond = (status: number, body: string, statusText = '') =>
  vi.stubGlobal('fetch', async () => new Response(body, { status, statusText }));

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns parsed JSON and sends JSON with cookies', async () => {
    let seen: RequestInit | undefined;
    vi.stubGlobal('fetch', async (_: string, init?: RequestInit) => {
      seen = init;
      return new Response('{"id":"1"}', { status: 201 });
    });
    expect(await apiRequest('POST', '/api/x', { a: 1 })).toEqual({ id: '1' });
    expect(seen?.credentials).toBe('include');
    expect(seen?.body).toBe('{"a":1}');
    expect((seen?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('turns a failure into "<status>: <body>" or the status text when the body is empty', async () => {
    respond(404, '{"error":"VPN service not found"}');
    await expect(apiRequest('GET', '/x')).rejects.toThrow('404: {"error":"VPN service not found"}');
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('carries a 400 answer’s issues as typed fields, dropping malformed ones', async () => {
    const body = JSON.stringify({
      error: 'Invalid review',
      issues: [{ path: 'pros', message: 'Add at least one pro' }, { path: 3 }, 'nonsense'],
    });
    respond(400, body);
    const error: unknown = await apiRequest('POST', '/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Invalid review');
    expect((error as ApiError).issues).toEqual([{ path: 'pros', message: 'Add at least one pro' }]);
  });

  it('reports a request that never reached the server as a NetworkError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('POST', '/x', {})).rejects.toBeInstanceOf(NetworkError);
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
