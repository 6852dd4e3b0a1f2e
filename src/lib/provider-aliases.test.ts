import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aliasRedirects, aliasTargets, providerAliases } from './provider-aliases';

/** The providers of the site, as their files say. */
const providers = readdirSync('content/vpn-services').map((file) => ({
  slug: file.replace(/\.json$/, ''),
  name: (JSON.parse(readFileSync(`content/vpn-services/${file}`, 'utf8')) as { name: string }).name,
}));

describe('providerAliases', () => {
  it('gives the short name, the name as written and its usual casings', () => {
    const eset = providerAliases({ slug: 'eset-vpn', name: 'ESET VPN' });
    expect(eset).toEqual(expect.arrayContaining(['eset', 'ESET', 'Eset', 'ESET-VPN', 'esetvpn']));
    const nord = providerAliases({ slug: 'nordvpn', name: 'NordVPN' });
    expect(nord).toEqual(expect.arrayContaining(['NordVPN', 'Nordvpn', 'NORDVPN', 'nord', 'Nord']));
    const proton = providerAliases({ slug: 'protonvpn', name: 'Proton VPN' });
    expect(proton).toEqual(expect.arrayContaining(['proton', 'proton-vpn', 'ProtonVPN', 'Proton-VPN']));
    const witopia = providerAliases({ slug: 'witopia-personalvpn', name: 'WiTopia personalVPN' });
    expect(witopia).toEqual(expect.arrayContaining(['witopia', 'WiTopia']));
  });

  it('never gives the slug itself, two-letter stubs or characters a path segment should not hold', () => {
    const fsecure = providerAliases({ slug: 'f-secure-vpn', name: 'F-Secure VPN' });
    expect(fsecure).toContain('f-secure');
    expect(fsecure).not.toContain('f-secure-vpn');
    expect(fsecure).not.toContain('f');
    expect(providerAliases({ slug: 'x-vpn', name: 'X/Y VPN (beta)' }).every((a) => /^[\w.-]+$/.test(a))).toBe(
      true,
    );
  });
});

describe('aliasTargets', () => {
  it('leads each alias of the site to its provider', () => {
    const targets = aliasTargets(providers);
    expect(targets.get('eset')).toBe('eset-vpn');
    expect(targets.get('f-secure')).toBe('f-secure-vpn');
    expect(targets.get('witopia')).toBe('witopia-personalvpn');
    expect(targets.get('proton')).toBe('protonvpn');
    expect(targets.get('NordVPN')).toBe('nordvpn');
    expect(targets.get('Surfshark')).toBe('surfshark');
  });

  it('never takes a page: no alias is a slug of the site, whatever its case', () => {
    const slugs = new Set(providers.map((p) => p.slug));
    for (const alias of aliasTargets(providers).keys()) expect(slugs.has(alias), alias).toBe(false);
  });

  it('drops an alias two providers share', () => {
    const targets = aliasTargets([
      { slug: 'nordvpn', name: 'NordVPN' },
      { slug: 'nordlayer', name: 'Nord Layer' },
    ]);
    expect(targets.has('nord')).toBe(false);
    expect(targets.has('Nord')).toBe(false);
    expect(targets.get('NordVPN')).toBe('nordvpn');
    expect(targets.get('NordLayer')).toBe('nordlayer');
  });

  it('gives a capitalised slug to its own provider, never to another that goes by it', () => {
    const targets = aliasTargets([
      { slug: 'nordvpn', name: 'NordVPN' },
      { slug: 'nord', name: 'Nord' },
    ]);
    expect(targets.get('Nord')).toBe('nord');
    expect(targets.get('NORD')).toBe('nord');
    expect(targets.get('NORDVPN')).toBe('nordvpn');
  });

  it('gives a new provider its aliases from its file alone', () => {
    const targets = aliasTargets([...providers, { slug: 'astrill-vpn', name: 'Astrill VPN' }]);
    expect(targets.get('astrill')).toBe('astrill-vpn');
    expect(targets.get('Astrill')).toBe('astrill-vpn');
  });
});

describe('aliasRedirects', () => {
  it('writes forced permanent redirects to the provider pages', () => {
    const lines = aliasRedirects(providers);
    expect(lines).toContain('/vpn/eset  /vpn/eset-vpn  301!');
    expect(lines).toContain('/vpn/NordVPN  /vpn/nordvpn  301!');
    expect(lines.every((line) => /^\/vpn\/[\w.-]+ {2}\/vpn\/[a-z0-9-]+ {2}301!$/.test(line))).toBe(true);
  });
});
