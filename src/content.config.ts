/**
 * Every content collection of the site and its loader. The schemas, each field documented, are in
 * `src/lib/schemas.ts`. Editors change files under `content/`; a build fails with the field's path when a
 * file breaks its schema.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { CONTENT_LISTS, listEntries, type ContentList } from './data/content-lists';
import { guideSchema, pageSchema, vpnReviewSchema, vpnServiceSchema } from './lib/schemas';

/** The files `*.{extension}` of `content/{folder}`, one entry each (its slug: the file name). */
const folder = <S extends z.ZodType>(name: string, extension: string, schema: S) =>
  defineCollection({ loader: glob({ pattern: `*.${extension}`, base: `./content/${name}` }), schema });

/** The entries of a list file (src/data/content-lists.ts). */
const list = <S extends z.ZodType>(entries: ContentList & { schema: S }) =>
  defineCollection({
    loader: file(`./content/${entries.file}`, { parser: (text) => listEntries(entries, text) }),
    schema: entries.schema,
  });

export const collections = {
  /** VpnService: one reviewed provider, `content/vpn-services/<slug>.json`. */
  vpnServices: folder('vpn-services', 'json', vpnServiceSchema),
  /** The long editorial review of a provider: `content/vpn-reviews/<slug>.mdx`. */
  vpnReviews: folder('vpn-reviews', 'mdx', vpnReviewSchema),
  /** Guide: an article, `content/guides/<slug>.md`. */
  guides: folder('guides', 'md', guideSchema),
  /** About and the legal pages: `content/pages/<slug>.md`. */
  pages: folder('pages', 'md', pageSchema),
  /** The FAQ's sections in file order, `content/faq.json`. */
  faq: list(CONTENT_LISTS.faq),
  /** The six "What Makes a Great VPN?" items of the home page, `content/vpn-criteria.json`. */
  vpnCriteria: list(CONTENT_LISTS.vpnCriteria),
  /** The editors' words for each /best/{slug} ranking, `content/rankings.json`, keyed by its slug. */
  rankingNotes: list(CONTENT_LISTS.rankingNotes),
  /** Real, verifiable testimonials only, `content/testimonials.json`. */
  testimonials: list(CONTENT_LISTS.testimonials),
  /** Every source someone here read, `content/sources.json`, cited by id from provider files. */
  sources: list(CONTENT_LISTS.sources),
  /** The publishers of those sources and who owns them, `content/publishers.json`. */
  publishers: list(CONTENT_LISTS.publishers),
};
