import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findService, SERVICES } from './service-directory';

const dir = new URL('../../content/vpn-services/', import.meta.url);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const { id, name } = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { id: number; name: string };
    return { id, slug: file.replace(/\.json$/, ''), name };
  })
  .sort((a, b) => a.slug.localeCompare(b.slug));

describe('the service directory of the review functions', () => {
  it('has every provider file under content/vpn-services/, with its id and name (add an import line for a new one)', () => {
    expect(SERVICES).toEqual(files);
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
  });

  it('finds a service by slug or numeric id, and nothing else', () => {
    expect(findService('nordvpn')).toEqual({ id: 2, slug: 'nordvpn', name: 'NordVPN' });
    expect(findService('2')).toEqual(findService('nordvpn'));
    for (const other of ['', '..', '02', 'NordVPN', 'constructor', '__proto__'])
      expect(findService(other), other).toBeUndefined();
  });
});
