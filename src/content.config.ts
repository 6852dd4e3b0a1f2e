/**
 * Every content collection of the site and its loader. The schemas, each field documented, are in
 * `src/lib/schemas.ts`. Editors change files under `content/`; a build fails with the field's path when a
 * file breaks its schema.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { CONTENT_LISTS, listEntries, type ContentList } from './data/content-lists';
import { guideSchema, pageSchema, vpnReviewSchema, vpnServiceSchema } from './lib/schemas';

/** The loader of a list file's entries (src/data/content-lists.ts). */
const listLoader = (list: ContentList) =>
  file(`./content/${list.file}`, { parser: (text) => listEntries(list, text) });

/** VpnService: one reviewed provider, `content/vpn-services/<slug>.json`. The file name is the slug. */
const vpnServices = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/vpn-services' }),
  schema: vpnServiceSchema,
});

/** The long editorial review of a provider: `content/vpn-reviews/<slug>.mdx`. */
const vpnReviews = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/vpn-reviews' }),
  schema: vpnReviewSchema,
});

/** Guide: an article, `content/guides/<slug>.md`. */
const guides = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/guides' }),
  schema: guideSchema,
});

/** About and the legal pages: `content/pages/<slug>.md`. */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: pageSchema,
});

/** The FAQ's sections in file order, `content/faq.json`. */
const faq = defineCollection({
  loader: listLoader(CONTENT_LISTS.faq),
  schema: CONTENT_LISTS.faq.schema,
});

/** The six "What Makes a Great VPN?" items of the home page, `content/vpn-criteria.json`. */
const vpnCriteria = defineCollection({
  loader: listLoader(CONTENT_LISTS.vpnCriteria),
  schema: CONTENT_LISTS.vpnCriteria.schema,
});

/** The editors' words for each /best/{slug} ranking, `content/rankings.json`, keyed by the ranking's slug. */
const rankingNotes = defineCollection({
  loader: listLoader(CONTENT_LISTS.rankingNotes),
  schema: CONTENT_LISTS.rankingNotes.schema,
});

/** Real, verifiable testimonials only, `content/testimonials.json`. */
const testimonials = defineCollection({
  loader: listLoader(CONTENT_LISTS.testimonials),
  schema: CONTENT_LISTS.testimonials.schema,
});

/** Every source someone here read, `content/sources.json`, cited by id from provider files. */
const sources = defineCollection({
  loader: listLoader(CONTENT_LISTS.sources),
  schema: CONTENT_LISTS.sources.schema,
});

/** The publishers of those sources and who owns them, `content/publishers.json`. */
const publishers = defineCollection({
  loader: listLoader(CONTENT_LISTS.publishers),
  schema: CONTENT_LISTS.publishers.schema,
});

export const collections = {
  vpnServices,
  vpnReviews,
  guides,
  pages,
  faq,
  vpnCriteria,
  rankingNotes,
  testimonials,
  sources,
  publishers,
};
