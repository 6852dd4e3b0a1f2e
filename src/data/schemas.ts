/**
 * The schema of every content collection, each field documented. `src/content.config.ts` attaches them to their
 * loaders; Node tools (the freshness check) parse the same files with the same schemas.
 *
 * Provider facts (scores, badges, counts, prices, plans, rating bars) come from the product specification.
 * Where the specification gives two readings, the file uses one and records the other in `notes`.
 * Facts the specification does not give are `null` or left out, never guessed.
 */
import { z } from 'astro/zod';

const isoDate = z.coerce.date();

/** A rating out of 5 (one decimal), or `null` where the rating has not been published. */
const rating = z.number().min(0).max(5).nullable();

/** An amount in US dollars as shown, without the currency sign: "3.39", "40", "9.99-12.99". */
const usd = z.string().regex(/^\d+(\.\d{2})?(-\d+(\.\d{2})?)?$/, 'USD amount like "3.39" or "9.99-12.99"');

/** One price plan as sold. */
const plan = z.object({
  /** Plan name as the provider sells it: "2-Year Basic", "Free". */
  name: z.string(),
  /** Price in USD per `period` ("0" for a free plan). */
  price: usd,
  /** Billing unit of `price`; `null` for a free plan, which shows no period. */
  period: z.enum(['month', 'year', 'one-time']).nullable(),
  /** What is charged up front, as text: "$81.36 for 2 years". */
  billed: z.string().optional(),
  /** The undiscounted price the discount is measured against, as text: "$143.88/year". */
  originalPrice: z.string().optional(),
  /** Discount in percent against the provider's regular price. */
  discount: z.number().int().min(0).max(100).optional(),
  /** Exactly one plan per provider is flagged popular (checked below). */
  popular: z.boolean().default(false),
  features: z.array(z.string()).default([]),
});

/**
 * Provenance of a fact: what it rests on and what has been done with it. A fact is "compiled" once an editor
 * has entered it (`compiledAt`) and "checked" only when someone has compared it with the provider's own page
 * (`checkedAt` with that page as `sourceUrl`, both or neither). Pages word each fact by this state
 * (src/lib/provenance.ts); nothing may say "checked" or "verified" without `checkedAt`.
 */
const provenanceFields = {
  /** What the figure rests on, in words: "Provider data compiled by the editors". */
  source: z.string().min(1),
  /** The day an editor entered the figure (YYYY-MM-DD). */
  compiledAt: isoDate,
  /** The day someone compared the figure with the provider's own page; absent until that happens. */
  checkedAt: isoDate.optional(),
  /** The provider page the figure was checked against; set together with `checkedAt`. */
  sourceUrl: z.url().optional(),
};

const checkRecordedInFull = {
  check: (p: { checkedAt?: Date | undefined; sourceUrl?: string | undefined }) =>
    (p.checkedAt === undefined) === (p.sourceUrl === undefined),
  message: 'checkedAt and sourceUrl go together: record the page a figure was checked against, and when',
};

/** The provenance of one group of a provider's facts. */
export const provenanceSchema = z
  .object(provenanceFields)
  .refine(checkRecordedInFull.check, { message: checkRecordedInFull.message, path: ['checkedAt'] });

/** One cell of the home page comparison matrix with its provenance. */
const comparisonCell = z
  .object({
    /** The cell's text; `null` when the fact is unknown, shown as "Unknown". */
    value: z.string().nullable(),
    ...provenanceFields,
  })
  .refine(checkRecordedInFull.check, { message: checkRecordedInFull.message, path: ['checkedAt'] });

/**
 * Provenance of the provider page's fact groups: `pricing` (plans, prices, discounts), `network` (servers,
 * countries), `devices` (simultaneous devices), `refund` (money-back window, trial, free tier) and
 * `jurisdiction` (legal home).
 */
const factProvenance = z.object({
  pricing: provenanceSchema,
  network: provenanceSchema,
  devices: provenanceSchema,
  refund: provenanceSchema,
  jurisdiction: provenanceSchema,
});

/** The nine rows of the comparison matrix. */
const comparison = z.object({
  lowestLongTermPrice: comparisonCell,
  standardMonthlyPrice: comparisonCell,
  freeVersion: comparisonCell,
  moneyBackGuarantee: comparisonCell,
  simultaneousConnections: comparisonCell,
  serverNetwork: comparisonCell,
  headquarters: comparisonCell,
  auditedNoLogsPolicy: comparisonCell,
  standoutFeature: comparisonCell,
});

/** A promotional banner shown on the provider's page (nordvpn, purevpn and fastestvpn). */
const promo = z.object({
  headline: z.string(),
  text: z.string(),
  /** A provider's tracking pixel, only when the provider supplies one; loaded lazily with no referrer. */
  trackingPixelUrl: z.url().optional(),
});

/**
 * VpnService: one reviewed provider, `content/vpn-services/<slug>.json`. The file name is the slug.
 */
export const vpnServiceSchema = z
  .object({
    /** Stable numeric id, never reused; user reviews are keyed by it. */
    id: z.number().int().positive(),
    /** Display name as the provider styles it: "Proton VPN", "hidemy.name VPN". */
    name: z.string(),
    /** The Overview paragraph. */
    description: z.string(),
    /** One-paragraph summary under the page header. */
    summary: z.string(),
    /** Short text for the /reviews listing card. */
    shortDescription: z.string().optional(),
    /** Overall editorial score out of 5. */
    rating: z.number().min(1).max(5),
    /** Category ratings out of 5 (the rating bars); null where not published. */
    speedRating: rating,
    securityRating: rating,
    featuresRating: rating,
    valueRating: rating,
    supportRating: rating,
    /** Not given for any provider yet; kept so the generic page's fourth rating has its place. */
    easeuseRating: rating,
    /** Servers. */
    serverCount: z.number().int().positive(),
    /** True when the provider states "N+" servers; false for an exact count such as CactusVPN's 37. */
    serverCountIsMinimum: z.boolean(),
    /** Countries with servers. */
    countryCount: z.number().int().positive(),
    /** True when the provider states "N+" countries rather than an exact count. */
    countryCountIsMinimum: z.boolean().default(false),
    /** Simultaneous devices: 0 = unlimited; [min, max] where it depends on the plan; null = unknown. */
    deviceLimit: z.union([z.number().int().min(0), z.tuple([z.number().int(), z.number().int()])]).nullable(),
    /** Lowest price in USD per month across the recurring plans (the listing's "Starting Price"). */
    pricePerMonth: usd,
    /** Period shown after the header price: "/month", "/year" (as a yearly bundle is billed), or nothing ("" for a one-time price, which `priceNote` explains). */
    priceSuffix: z.enum(['/month', '/year', '']).default('/month'),
    /** Header price in USD when it is not `pricePerMonth` (a yearly, one-time or bundle price). */
    headlinePrice: usd.optional(),
    /** Text shown beside the header price: "Bundled with ESET Home Security Ultimate". */
    priceNote: z.string().optional(),
    /** Percent shown as "Save N%", or a string shown as is; null for no discount badge. */
    discountPercentage: z.union([z.number().int().min(0).max(100), z.string()]).nullable(),
    /** Editorial badge ("#1 CHOICE"); null where the spec gives none (the listing then says "VPN Service"). */
    badge: z.string().nullable(),
    /** Colour of the badge; maps to a CSS class (default green). */
    badgeColor: z.enum(['green', 'blue', 'purple', 'amber', 'red', 'slate']).default('green'),
    /** The refund terms in a sentence, shown under the Get button. */
    refundPolicy: z.string(),
    /** Money-back window in days; null when the provider publishes none. */
    moneyBackDays: z.number().int().positive().nullable(),
    /** Where a free trial is offered, as text ("7-day free trial, no card"). */
    freeTrial: z.string().nullable().default(null),
    /** A free tier, as text ("10GB per month"); null when there is none or it is unknown. */
    freeTier: z.string().nullable().default(null),
    /** Legal home of the provider. */
    jurisdiction: z.string(),
    /** Year the provider started, where the source gives it. */
    founded: z.number().int().optional(),
    /** "No logs" or "Limited logs" as the provider states. */
    logsPolicy: z.string(),
    /** Whether the apps have a kill switch; null where the source does not say. */
    killSwitch: z.boolean().nullable().default(null),
    /** P2P (torrenting) support as stated ("Limited"); null where the source does not say. */
    p2p: z.string().nullable().default(null),
    /** How many protocols the provider supports, where it gives a count but not the names. */
    protocolCount: z.number().int().positive().optional(),
    /** Set for ESET, which sells its VPN on a partner's technology instead of a money-back window. */
    partnership: z.string().optional(),
    /** Key features, most telling first: cards show the first three. */
    features: z.array(z.string()),
    /** Editorial pros and cons, each a fact-based sentence fragment. */
    pros: z.array(z.string()),
    cons: z.array(z.string()),
    /** Security-relevant facts (encryption, protocols, logging, jurisdiction, kill switch). */
    securityFeatures: z.array(z.string()),
    /** Streaming services verified to work; empty = not verified by us. */
    streamingSupport: z.array(z.string()),
    /** VPN protocols by name; empty where not published. */
    protocols: z.array(z.string()),
    /** Ciphers by name; empty where not published. */
    encryption: z.array(z.string()),
    /** Support channels; empty = not verified by us. */
    customerSupport: z.array(z.string()),
    /**
     * Where the "Get" button leads: the provider's homepage, until the provider's affiliate programme issues a
     * tracked link; absent where we have no address for the provider (the button is then disabled).
     */
    affiliateUrl: z.url().optional(),
    /** True once `affiliateUrl` is a tracked link from the provider's affiliate programme; /affiliate-disclosure says so. */
    affiliateLinkTracked: z.boolean().default(false),
    promo: promo.optional(),
    /** Every plan as sold, cheapest commitment first. */
    plans: z.array(plan).min(1),
    /** The provider's column in the home page comparison matrix. */
    comparison,
    /** Where the provider page's fact groups come from and whether they have been checked. */
    provenance: factProvenance,
    /**
     * The same rule as guides: the day the page's text was first published (its files' first commit), and the
     * day its text last changed after that, set only when it did.
     */
    publishedAt: isoDate,
    updatedAt: isoDate.optional(),
    /** Editorial notes: the other reading where the source gives two, and how a figure was read. */
    notes: z.array(z.string()).default([]),
  })
  .refine((s) => s.plans.filter((p) => p.popular).length === 1, {
    message: 'exactly one plan must be flagged popular',
    path: ['plans'],
  });

/** The long editorial review of a provider: `content/vpn-reviews/<slug>.mdx`, sections ending in "Verdict"; no frontmatter. */
export const vpnReviewSchema = z.object({});

/** Guide: an article, `content/guides/<slug>.md`. Reading time is computed from the body, never typed. */
export const guideSchema = z.object({
  /** The guide's headline (its page's h1 and title). */
  title: z.string(),
  /** One or two sentences for cards, search and meta descriptions. */
  excerpt: z.string(),
  /** One of the list's five categories. */
  category: z.enum(['beginner', 'streaming', 'security', 'privacy', 'technical']),
  /** First published, and last revised (only when revised). */
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
  /** Lowercase topic tags, shown as badges. */
  tags: z.array(z.string()).default([]),
  /** Shown on the home page's #guides section and /api/guides/featured. */
  featured: z.boolean().default(false),
});

/** About and the legal pages: `content/pages/<slug>.md`. */
export const pageSchema = z.object({
  /** The page's h1 and the start of its title. */
  title: z.string(),
  /** Meta description for search results (about 155 characters). */
  description: z.string(),
  /** Search keywords for the page's <meta name="keywords">. */
  keywords: z.array(z.string()).default([]),
  /** Shown as "Last updated {date}". */
  updatedAt: isoDate,
});

/** The FAQ: six sections of question and answer items, `content/faq.json`. */
export const faqSectionSchema = z.object({
  /** Position of the section in the file, set by the loader: collections come back sorted by id, not file order. */
  order: z.number().int(),
  /** Section heading ("VPN Basics"). */
  title: z.string(),
  items: z
    .array(
      z.object({
        /** Unique anchor of the question: /faq#<id>. */
        id: z.string().regex(/^[a-z0-9-]+$/),
        question: z.string(),
        /** Plain-text paragraphs. */
        answer: z.array(z.string()).min(1),
        /** Related pages on this site. */
        links: z.array(z.object({ label: z.string(), href: z.string().startsWith('/') })).default([]),
      }),
    )
    .min(1),
});

/** The six "What Makes a Great VPN?" items of the home page, `content/vpn-criteria.json`. */
export const vpnCriterionSchema = z.object({
  title: z.string(),
  /** One or two sentences. */
  description: z.string(),
  /** Which of the block's drawn icons to show. */
  icon: z.enum(['shield', 'lock', 'zap', 'globe', 'devices', 'headset', 'eye-off', 'wallet']),
});

/**
 * Testimonials for 'What Our Clients Say', `content/testimonials.json`. Only real, verifiable ones:
 * each names where and when it was given. An empty list shows an honest note instead.
 */
export const testimonialSchema = z.object({
  /** The words as given, unedited. */
  quote: z.string(),
  /** Name as the person agreed to be shown. */
  author: z.string(),
  /** Where it was given, e.g. "Email to the editors" or "Review of Surfshark". */
  context: z.string(),
  /** When it was given. */
  date: isoDate,
});

/**
 * The /data/vpn-services.json download: its licence and every provider's fields as in its file, plus `slug`
 * (the file name), dates as YYYY-MM-DD. /data/vpn-services.schema.json is generated from this schema.
 */
export const openDataSchema = z.object({
  licence: z.object({ name: z.string(), url: z.url() }),
  services: z.array(z.intersection(z.object({ slug: z.string() }), vpnServiceSchema)),
});
