/**
 * The content files that hold a list of entries: where each is, how its entries are read, and where entry
 * `index` sits in it; the collections' loaders and the editors' check both read them through these.
 */
import type { z } from 'astro/zod';
import {
  faqSectionSchema,
  publisherSchema,
  rankingNoteSchema,
  sourceSchema,
  testimonialSchema,
  vpnCriterionSchema,
} from '../lib/schemas';

/** One list file: its path under content/, its entries' schema, and how to find them in the parsed JSON. */
export interface ContentList {
  /** The file, relative to content/. */
  file: string;
  schema: z.ZodType;
  /** What the file must be, said when it is not: "a list [ … ] of entries". */
  shape: string;
  /** The entries as the collection stores them, or undefined when `data` does not have the file's shape. */
  entries: (data: unknown) => Record<string, unknown>[] | undefined;
  /** The JSON path of entry `index` in the file. */
  at: (index: number) => (string | number)[];
}

/** The objects of a JSON array, or undefined for anything else. */
const objects = (data: unknown): Record<string, unknown>[] | undefined =>
  Array.isArray(data) ? (data as Record<string, unknown>[]) : undefined;

/** A list whose entries have no id of their own: numbered from 1 in file order. */
const numbered = (data: unknown) =>
  objects(data)?.map((entry, index) => ({ id: String(index + 1), ...entry }));

/** The list files, by collection. */
export const CONTENT_LISTS = {
  /** The FAQ's sections, each given its place in the file (collections come back sorted by id). */
  faq: {
    file: 'faq.json',
    schema: faqSectionSchema,
    shape: 'an object { "sections": [ … ] }',
    entries: (data) =>
      objects((data as { sections?: unknown } | null)?.sections)?.map((section, index) => ({
        ...section,
        order: index,
      })),
    at: (index) => ['sections', index],
  },
  vpnCriteria: {
    file: 'vpn-criteria.json',
    schema: vpnCriterionSchema,
    shape: 'a list [ … ] of criteria',
    entries: numbered,
    at: (index) => [index],
  },
  /** Keyed by the ranking's slug. */
  rankingNotes: {
    file: 'rankings.json',
    schema: rankingNoteSchema,
    shape: 'a list [ … ] of rankings',
    entries: (data) => objects(data)?.map((entry) => ({ id: entry.slug, ...entry })),
    at: (index) => [index],
  },
  testimonials: {
    file: 'testimonials.json',
    schema: testimonialSchema,
    shape: 'a list [ … ] of testimonials',
    entries: numbered,
    at: (index) => [index],
  },
  /** Every source someone here read, by its own id (cited by id from provider files). */
  sources: {
    file: 'sources.json',
    schema: sourceSchema,
    shape: 'a list [ … ] of sources',
    entries: objects,
    at: (index) => [index],
  },
  /** The publishers of those sources and their owners, by their own id. */
  publishers: {
    file: 'publishers.json',
    schema: publisherSchema,
    shape: 'a list [ … ] of publishers',
    entries: objects,
    at: (index) => [index],
  },
} satisfies Record<string, ContentList>;

/** The entries of `list` in JSON `text`, for its collection's loader; throws when the file lacks its shape. */
export function listEntries(list: ContentList, text: string): Record<string, unknown>[] {
  const entries = list.entries(JSON.parse(text));
  if (!entries) throw new Error(`content/${list.file}: not ${list.shape}`);
  return entries;
}
