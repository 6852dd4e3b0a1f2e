import { describe, expect, it } from 'vitest';
import { headerPolicy, metaPolicy, parsePolicy, unsafeScriptSources } from './csp';

describe('metaPolicy', () => {
  it('reads the policy of a page', () => {
    const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc';"></head>`;
    expect(metaPolicy(html)).toBe("default-src 'self'; script-src 'self' 'sha256-abc';");
    expect(metaPolicy('<head></head>')).toBeNull();
  });
});

describe('headerPolicy', () => {
  it('unions the pages and adds frame-ancestors', () => {
    const policy = headerPolicy([
      "script-src 'self' 'sha256-a'; style-src 'self'",
      "script-src 'self' 'sha256-b'; img-src 'self' data:",
    ]);
    const parsed = parsePolicy(policy);
    expect(parsed.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(parsed.get('img-src')).toEqual(["'self'", 'data:']);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('unsafeScriptSources', () => {
  it('finds inline script allowances, including through default-src', () => {
    expect(unsafeScriptSources("script-src 'self' 'sha256-a'")).toEqual([]);
    expect(unsafeScriptSources("script-src 'self' 'unsafe-inline'")).toEqual(["'unsafe-inline'"]);
    expect(unsafeScriptSources('default-src *')).toEqual(['*']);
  });
});
