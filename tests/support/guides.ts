/** Test fixture: the guide files as an editor left them in content/guides, parsed with the collection's own schema. */
import { readdirSync, readFileSync } from 'node:fs';
import type { z } from 'astro/zod';
import { parse } from 'yaml';
import { guideSchema } from '../../src/lib/schemas';

/** A guide file: its validated frontmatter, its slug (the file name) and its Markdown body. */
export type GuideFile = z.output<typeof guideSchema> & { slug: string; body: string };

/** Every guide file. Throws naming the file when the frontmatter is missing or breaks the schema. */
export function loadGuides(dir = 'content/guides'): GuideFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(`${dir}/${file}`, 'utf8'));
      if (!match) throw new Error(`${file}: no frontmatter`);
      const data = guideSchema.safeParse(parse(match[1] ?? ''));
      if (!data.success) throw new Error(`${file}: ${data.error.message}`);
      return { ...data.data, slug: file.replace(/\.md$/, ''), body: match[2] ?? '' };
    });
}
