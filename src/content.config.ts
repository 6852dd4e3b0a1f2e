/**
 * Every content collection of the site and its loader. The schemas, each field documented, are in
 * `src/data/schemas.ts`. Editors change files under `content/`; a build fails with the field's path when a
 * file breaks its schema.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  faqSectionSchema,
  guideSchema,
  pageSchema,
  rankingNoteSchema,
  testimonialSchema,
  vpnCriterionSchema,
  vpnReviewSchema,
  vpnServiceSchema,
} from './data/schemas';

/** A JSON array whose items have no id of their own: they are numbered from 1 in file order. */
const numberedItems = (text: string) =>
  (JSON.parse(text) as object[]).map((item, index) => ({ id: String(index + 1), ...item }));

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
  loader: file('./content/faq.json', {
    parser: (text) =>
      (JSON.parse(text) as { sections: object[] }).sections.map((section, index) => ({
        ...section,
        order: index,
      })),
  }),
  schema: faqSectionSchema,
});

/** The six "What Makes a Great VPN?" items of the home page, `content/vpn-criteria.json`. */
const vpnCriteria = defineCollection({
  loader: file('./content/vpn-criteria.json', { parser: numberedItems }),
  schema: vpnCriterionSchema,
});

/** The editors' words for each /best/{slug} ranking, `content/rankings.json`, keyed by the ranking's slug. */
const rankingNotes = defineCollection({
  loader: file('./content/rankings.json', {
    parser: (text) => (JSON.parse(text) as { slug: string }[]).map((item) => ({ id: item.slug, ...item })),
  }),
  schema: rankingNoteSchema,
});

/** Real, verifiable testimonials only, `content/testimonials.json`. */
const testimonials = defineCollection({
  loader: file('./content/testimonials.json', { parser: numberedItems }),
  schema: testimonialSchema,
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
};
