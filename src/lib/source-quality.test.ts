import { describe, expect, it } from 'vitest';
import { providerDomain, refusedHost } from './source-quality';

describe('refusedHost', () => {
  it('refuses a staging host, even on the provider’s own domain', () => {
    expect(refusedHost('staging.personalvpn.com')).toBe(
      'a staging host (staging.personalvpn.com), not the public site',
    );
  });

  it('refuses a deploy preview or branch deploy: a copy of a site at one commit', () => {
    expect(refusedHost('deploy-preview-12--f-secure-vpn.netlify.app')).toBe(
      'a preview or branch-deploy host (deploy-preview-12--f-secure-vpn.netlify.app), not the public site',
    );
    expect(refusedHost('main--f-secure-vpn.netlify.app')).toMatch(/^a preview or branch-deploy host/);
    expect(refusedHost('site-git-feature-team.vercel.app')).toMatch(/^a preview or branch-deploy host/);
    expect(refusedHost('1a2b3c4d.site.pages.dev')).toMatch(/^a preview or branch-deploy host/);
    // The site itself on the same hosts is public.
    expect(refusedHost('f-secure-vpn.netlify.app')).toBeNull();
    expect(refusedHost('site.vercel.app')).toBeNull();
  });

  it('names test, dev and preview hosts, localhost and IP addresses, and leaves ordinary hosts alone', () => {
    expect(refusedHost('dev.example.com')).toBe('a dev host (dev.example.com), not the public site');
    expect(refusedHost('preview-2.example.com')).toBe(
      'a preview host (preview-2.example.com), not the public site',
    );
    expect(refusedHost('test.example.com')).toMatch(/^a test host/);
    expect(refusedHost('localhost')).toBe('a local address (localhost)');
    expect(refusedHost('192.168.1.10')).toBe('an IP address (192.168.1.10)');
    expect(refusedHost('www.testvpn.com')).toBeNull();
    expect(refusedHost('developer.apple.com')).toBeNull();
    expect(refusedHost('cybersecurity-blog.pages.dev')).toBeNull();
  });
});

describe('providerDomain', () => {
  it('is the site’s host without www., and none for an address that is not a public site', () => {
    expect(providerDomain('https://www.hotspotshield.com/')).toBe('hotspotshield.com');
    expect(providerDomain('https://blog.nordvpn.com/')).toBe('blog.nordvpn.com');
    expect(providerDomain('https://127.0.0.1/')).toBeNull();
    expect(providerDomain('https://staging.personalvpn.com/')).toBeNull();
    expect(providerDomain('not an address')).toBeNull();
  });
});
