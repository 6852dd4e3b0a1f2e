/**
 * The function pages' own answers that need no build: another method than GET and HEAD (405 with Allow) and a
 * failure (a 500 JSON error), each with the site's security headers and a policy that refuses framing, as Netlify
 * sends them (it adds no header to a function's answer). The same answers through `npm start`, and the bundled
 * functions, are tested in tests/site/function-pages.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import check from '../../netlify/functions/check.mts';
import finder from '../../netlify/functions/finder.mts';
import { parsePolicy } from '../../src/lib/csp';
import { SECURITY_HEADERS } from '../../src/lib/security-headers';

/** Expects the security headers every answer of the site carries, a policy that refuses framing, and no-store. */
function expectSiteHeaders(answer: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(answer.headers.get(name), `${what}: ${name}`).toBe(value);
  const policy = parsePolicy(answer.headers.get('content-security-policy') ?? '');
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(answer.headers.get('cache-control'), what).toBe('no-store');
}

const context = { ip: '192.0.2.7', geo: { country: { code: 'DE', name: 'Germany' } } };

describe('the function pages', () => {
  it('answer another method with 405 JSON, Allow: GET, HEAD and the security headers', async () => {
    for (const [name, handler] of [
      ['finder', finder],
      ['check', check],
    ] as const)
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const answer = await handler(
          new Request(`http://localhost/${name}/results`, { method }),
          context as never,
        );
        expect(
          [answer.status, answer.headers.get('allow'), await answer.text()],
          `${method} ${name}`,
        ).toEqual([405, 'GET, HEAD', '{"error":"Method not allowed"}']);
        expectSiteHeaders(answer, `${method} ${name}`);
      }
  });

  it('answer a failure with a 500 JSON error that carries the security headers, and log it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A context without Netlify's geolocation: the check fails reading it (or, before a build, reading its page).
    const answer = await check(new Request('http://localhost/check/results'), { ip: '192.0.2.7' } as never);
    expect([answer.status, await answer.json()]).toEqual([500, { error: 'Internal server error' }]);
    expectSiteHeaders(answer, 'a failed check');
    expect(log).toHaveBeenCalledWith('check: failed', expect.any(Error));
    // HEAD gets the same status and headers, without the body.
    const head = await check(new Request('http://localhost/check/results', { method: 'HEAD' }), {
      ip: '192.0.2.7',
    } as never);
    expect([head.status, await head.text()]).toEqual([500, '']);
    expectSiteHeaders(head, 'a failed HEAD');
  });
});
