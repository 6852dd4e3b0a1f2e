import { describe, expect, it } from 'vitest';
import { clientIp, parseTrustedProxies, requestUrl } from './serve';

describe('the local server reads the request', () => {
  it('keeps the request on this host: a malformed Host or target is refused, //host/path is a path', () => {
    expect(requestUrl('localhost:8888', '/api/health', 'x')?.href).toBe('http://localhost:8888/api/health');
    expect(requestUrl('127.0.0.1:8814', '//evil.example/api/x?y=1', 'x')?.href).toBe(
      'http://127.0.0.1:8814/evil.example/api/x?y=1',
    );
    expect(requestUrl('site.example', 'http://other.example/a?b', 'x')?.href).toBe('http://site.example/a?b');
    expect(requestUrl('[::1]:9000', '/', 'x')?.host).toBe('[::1]:9000');
    expect(requestUrl(undefined, '/about', '127.0.0.1:0')?.href).toBe('http://127.0.0.1:0/about');
    for (const host of ['exa mple', '', '[::1', 'x:99999', 'a/b', 'a@b', 'x:1:2'])
      expect(requestUrl(host, '/', 'x'), host).toBeUndefined();
    expect(requestUrl('localhost', '*', 'x')).toBeUndefined();
  });

  it('takes the socket address as the client, and X-Forwarded-For only from a trusted proxy', () => {
    const none = parseTrustedProxies(undefined);
    expect(clientIp('127.0.0.1', '10.0.0.1', none)).toBe('127.0.0.1');
    const proxies = parseTrustedProxies(' 127.0.0.1, ::1 ');
    expect(clientIp('127.0.0.1', '203.0.113.5', proxies)).toBe('203.0.113.5');
    expect(clientIp('127.0.0.1', 'spoofed, 203.0.113.5, 127.0.0.1', proxies)).toBe('203.0.113.5');
    expect(clientIp('192.0.2.9', '203.0.113.5', proxies)).toBe('192.0.2.9');
    expect(clientIp('::1', undefined, proxies)).toBe('::1');
  });
});
