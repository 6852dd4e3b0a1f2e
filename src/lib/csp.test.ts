import { describe, expect, it } from 'vitest';
import {
  API_POLICY,
  astroCsp,
  headerPolicy,
  metaPolicy,
  parsePolicy,
  unsafeScriptSources,
  withoutMetaPolicy,
} from './csp';

describe('withoutMetaPolicy', () => {
  it('removes the policy tag and keeps the rest of the head', () => {
    const html = `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'"><title>x</title></head>`;
    expect(withoutMetaPolicy(html)).toBe('<head><meta charset="utf-8"><title>x</title></head>');
    expect(metaPolicy(withoutMetaPolicy(html))).toBeNull();
  });
});

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

describe('the policies', () => {
  it('lets the pages load only their own files, and scripts only by Astro’s hashes', () => {
    const pages = parsePolicy(astroCsp().directives.join('; '));
    expect(pages.get('default-src')).toEqual(["'self'"]);
    expect(pages.get('object-src')).toEqual(["'none'"]);
    expect(unsafeScriptSources(astroCsp().directives.join('; '))).toEqual([]);
    // Style elements only by Astro's hashes; inline style attributes are allowed.
    expect(astroCsp().styleDirective.resources).toContainEqual({
      resource: "'unsafe-inline'",
      kind: 'attribute',
    });
  });

  it('lets an API answer opened as a page run, load or frame nothing', () => {
    const api = parsePolicy(API_POLICY);
    expect(api.get('default-src')).toEqual(["'none'"]);
    expect(api.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
