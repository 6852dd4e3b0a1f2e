import { describe, expect, it } from 'vitest';
import { everyPathHeaders, headersFile, SECURITY_HEADERS } from './security-headers';

describe('the headers file', () => {
  it('gives every path the security headers and the policy, and reads back the same', () => {
    const headers = everyPathHeaders(headersFile("default-src 'self'; frame-ancestors 'none'"));
    expect(headers).toEqual({
      ...SECURITY_HEADERS,
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
    });
  });

  it('is refused without a block for every path (a build that did not finish)', () => {
    expect(() => everyPathHeaders('/api/*\n  X-Robots-Tag: noindex\n')).toThrow(/no \/\* block/);
  });
});
