/** Synthetic content for the large-site benchmark: the counts asked for, unique names and ids, valid shapes. */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGuides, addProviders } from './bench-synthetic';

describe('synthetic content', () => {
  let root: string;
  const read = async (folder: string) => {
    const dir = path.join(root, 'content', folder);
    return Promise.all(
      (await readdir(dir))
        .sort()
        .map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })),
    );
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vpn-compass-bench-test-'));
    for (const entry of ['guides', 'vpn-services', 'vpn-reviews', 'sources.json'])
      await cp(path.join('content', entry), path.join(root, 'content', entry), { recursive: true });
    await addGuides(root, 40);
    await addProviders(root, 30);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('tops guides up to the target with unique titles, none featured', async () => {
    const guides = await read('guides');
    expect(guides).toHaveLength(40);
    const titles = guides.map(({ text }) => /^title: (.*)$/m.exec(text)?.[1]);
    expect(new Set(titles).size).toBe(40);
    const synthetic = guides.filter(({ file }) => file.startsWith('bench-guide-'));
    for (const { text } of synthetic) expect(text).toMatch(/^featured: false$/m);
  });

  it('tops providers up to the target with unique ids and names, one popular plan and a review each', async () => {
    const services = (await read('vpn-services')).map(({ file, text }) => ({
      slug: path.basename(file, '.json'),
      data: JSON.parse(text),
    }));
    expect(services).toHaveLength(30);
    expect(new Set(services.map((s) => s.data.id)).size).toBe(30);
    expect(new Set(services.map((s) => s.data.name)).size).toBe(30);
    const reviews = new Set((await read('vpn-reviews')).map(({ file }) => path.basename(file, '.mdx')));
    for (const { slug, data } of services) {
      expect(Number.isInteger(data.id) && data.id > 0, slug).toBe(true);
      expect(
        data.plans.filter((plan: { popular?: boolean }) => plan.popular),
        slug,
      ).toHaveLength(1);
      expect(reviews.has(slug), slug).toBe(true);
    }
  });

  it('lets each copy cite what its template cites: every source states the same facts for both', async () => {
    const sources = JSON.parse(await readFile(path.join(root, 'content', 'sources.json'), 'utf8')) as {
      id: string;
      states?: Record<string, string[]>;
    }[];
    const copies = (await read('vpn-services')).filter(({ file }) => file.startsWith('bench-vpn-'));
    expect(copies.length).toBeGreaterThan(0);
    const templates = (await readdir(path.join('content', 'vpn-services'))).sort();
    copies.forEach(({ file }, n) => {
      const copy = path.basename(file, '.json');
      const template = path.basename(templates[n % templates.length] ?? '', '.json');
      const cited = sources.filter((source) => source.states?.[template]);
      expect(cited.length, template).toBeGreaterThan(0);
      for (const source of cited)
        expect(source.states?.[copy], `${source.id} for ${copy}`).toEqual(source.states?.[template]);
    });
  });
});
