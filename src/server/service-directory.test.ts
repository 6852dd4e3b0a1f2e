import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeServiceDirectory } from '../../config/service-directory';
import { findService, SERVICES, type ServiceRef } from './service-directory';

const CONTENT = path.resolve('content/vpn-services');

/** What the provider files in a folder say: id, slug (the file name) and name, in slug order. */
async function providerFiles(folder: string): Promise<ServiceRef[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  const services = await Promise.all(
    files.map(async (file) => {
      const { id, name } = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as ServiceRef;
      return { id, slug: file.replace(/\.json$/, ''), name };
    }),
  );
  return services.sort((a, b) => a.slug.localeCompare(b.slug));
}

const temporary: string[] = [];
afterAll(async () => {
  await Promise.all(temporary.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the service directory of the review functions', () => {
  it('has every provider file under content/vpn-services/, with its id and name', async () => {
    expect(SERVICES).toEqual(await providerFiles(CONTENT));
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
  });

  it('follows the content folder: a provider file added to it is found, with no code change', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'service-directory-'));
    temporary.push(root);
    const folder = path.join(root, 'vpn-services');
    await cp(CONTENT, folder, { recursive: true });
    const template = JSON.parse(await readFile(path.join(CONTENT, 'nordvpn.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const id = Math.max(...SERVICES.map((s) => s.id)) + 1;
    await writeFile(
      path.join(folder, 'fixture-vpn.json'),
      JSON.stringify({ ...template, id, name: 'Fixture VPN' }),
    );
    const out = path.join(root, 'services.generated.json');
    expect(await writeServiceDirectory(folder, out)).toBe(true);
    const list = JSON.parse(await readFile(out, 'utf8')) as ServiceRef[];
    expect(list).toEqual(await providerFiles(folder));
    expect(findService('fixture-vpn', list)).toEqual({ id, slug: 'fixture-vpn', name: 'Fixture VPN' });
    expect(findService(String(id), list)?.slug).toBe('fixture-vpn');
    // Unchanged content: the file is left as it is.
    expect(await writeServiceDirectory(folder, out)).toBe(false);
  });

  it('finds a service by slug or numeric id, and nothing else', () => {
    expect(findService('nordvpn')).toEqual({ id: 2, slug: 'nordvpn', name: 'NordVPN' });
    expect(findService('2')).toEqual(findService('nordvpn'));
    for (const other of ['', '..', '02', 'NordVPN', 'constructor', '__proto__'])
      expect(findService(other), other).toBeUndefined();
  });
});
