/**
 * The schema of every content collection, each field documented. `src/content.config.ts` attaches them to their
 * loaders; Node tools (the freshness check) parse the same files with the same schemas.
 *
 * Provider facts (scores, badges, counts, prices, plans, rating bars) come from our launch data set, compiled
 * before launch; ownership, audits and renewal prices from public sources someone here read. Where the launch
 * data gives two readings, the file uses one and records the other in `notes`. Facts no source gives are `null`
 * or left out, never guessed.
 */
import { z } from 'astro/zod';
import { isCalendarDay } from '../lib/dates';
import { nearestName } from '../lib/nearest-name';
import type { Provenance } from '../lib/provenance';
import { isUsd, storedUsd, toCents, usd, type Bill, type Usd } from '../lib/price';
import { providerDomain, sourceProblems } from '../lib/source-quality';

/**
 * The message for fields a schema does not know: each key, then the known field nearest to it. `draft` has its
 * own: there are no drafts (every file in content/ is published), so a draft flag is refused, not ignored.
 */
function unknownFields(keys: readonly string[], known: readonly string[]): string {
  return keys
    .map((key) => {
      if (key === 'draft')
        return 'draft: unknown field; there are no drafts: every file in content/ is published, so keep unfinished work on a git branch';
      const near = nearestName(key, known);
      return `${key}: unknown field${near ? `; did you mean ${near}?` : ''}`;
    })
    .join('; also ');
}

/**
 * An object that refuses fields it does not define, naming each with the nearest known one
 * ("serverCuont: unknown field; did you mean serverCount?"): a misspelt field would otherwise vanish.
 */
function strict<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownFields(issue.keys, Object.keys(shape)) : undefined,
  });
}

const DAY = 'not a day like 2026-11-21 (YYYY-MM-DD, a day the calendar has)';

/**
 * A day written YYYY-MM-DD that the calendar has ("2026-02-30" is refused, not rolled over to March 2) and that
 * is not after today: content records days that have happened. Output: midnight UTC of that day. YAML frontmatter
 * arrives as a Date (its loader reads unquoted days as dates); the build reads frontmatter text first
 * (config/provider-files.ts frontmatterProblems), so an impossible day there is refused before it can roll over.
 */
const isoDate = z
  .union(
    [
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .refine(isCalendarDay)
        .transform((value) => new Date(`${value}T00:00:00Z`)),
      z.date().refine((date) => !Number.isNaN(date.getTime()) && date.getTime() % 86_400_000 === 0),
    ],
    { error: DAY },
  )
  .pipe(
    z.date().refine((date) => date.getTime() <= Date.now(), {
      error: 'a day in the future: write the day it happened, not after today',
    }),
  );

/** A date as printed on a source, as precise as it is printed: "2025", "2025-10" or "2025-12-12". */
const partialDate = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'a date like 2025, 2025-10 or 2025-12-12');

/**
 * A web address readers open or the page loads: https or http with a real domain, no user name or password in
 * it, at most 2,048 characters. (`javascript:`, `ftp:`, an IP address or `https://user:pass@host` are refused.)
 */
export const webAddressSchema = z
  .url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    error: 'not a web address: write one starting with https:// (or http://) and a domain',
  })
  .max(2048, 'a web address of at most 2,048 characters')
  .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), {
    error: 'a web address with a user name or password in it: remove the part before @',
  });

/** A rating out of 5 (one decimal), or `null` where the rating has not been published. */
const rating = z.number().min(0).max(5).nullable();

const USD_TEXT = /^\d+(\.\d{2})?(-\d+(\.\d{2})?)?$/;

/**
 * An amount in US dollars, written without the currency sign: "3.39", "40", or a range "9.99-12.99". The one place
 * a price is read: it becomes a `Usd` (src/lib/price.ts; a range has its `low` and `high` ends). The API and the
 * downloads write it back in its stored form ("40.00", src/lib/vpn-service.ts serviceJson), which is what the
 * generated JSON Schemas describe, in and out.
 */
export const usdSchema = z
  .codec(z.string().regex(USD_TEXT, 'USD amount like "3.39" or "9.99-12.99"'), z.custom<Usd>(isUsd), {
    decode: (text) => {
      const [low = 0, high = low] = text.split('-').map(Number);
      return usd(low, high);
    },
    encode: storedUsd,
  })
  .meta({ type: 'string', pattern: USD_TEXT.source });

/**
 * What kind of source a sourced record rests on, in the order preferred: the provider's own site (pages, blog, help
 * centre, legal pages), the audit firm's own report or page, an established publication, anything else.
 */
const SOURCE_KINDS = ['provider', 'auditor', 'publication', 'other'] as const;

/**
 * Where a fact comes from, by what has been recorded (src/lib/provenance.ts turns this into its state and words):
 * - compiled: `compiledAt` alone, the day it entered our launch data set (compiled before launch from the data set
 *   the site was specified with; nobody here has opened the provider's page for it);
 * - searched: `searchedAt` beside `compiledAt`: someone here searched the stored public pages for a dated source
 *   on that day and found none; the figure is still the launch figure;
 * - sourced: `sourceKind`, `sourceUrl`, `sourceName`, `sourceDate` and `readAt`: a named public source someone here
 *   read;
 * - checked: `checkedAt` and `sourceUrl`: an editor compared the fact with the provider's own page on that day
 *   (`npm run facts -- check` records it).
 * A check supersedes a source, a source a search; `compiledAt` stays as the history of the launch figure.
 */
const provenanceFields = {
  /** The day the figure entered our launch data set (YYYY-MM-DD). */
  compiledAt: isoDate.optional(),
  /** The day an editor compared the figure with the provider's own page (`sourceUrl`). */
  checkedAt: isoDate.optional(),
  /** Checked: the provider page compared against. Sourced: the public source read. */
  sourceUrl: webAddressSchema.optional(),
  /** Sourced: the source's name as it names itself ("CNET", "Proton VPN blog"). */
  sourceName: z.string().min(1).optional(),
  /** Sourced: the date printed on the source (its publication or last update). */
  sourceDate: partialDate.optional(),
  /** Sourced: the day someone here read the source (YYYY-MM-DD). */
  readAt: isoDate.optional(),
  /**
   * Sourced: what kind of source it is: the provider's own site, the audit firm's own report, an established
   * outlet, or anything else (preferred in that order).
   */
  sourceKind: z.enum(SOURCE_KINDS).optional(),
  /** The day someone here searched for a dated public source and found none. */
  searchedAt: isoDate.optional(),
};

const provenanceSchema = strict(provenanceFields)
  .superRefine((p, ctx) => {
    const sourced = [p.sourceName, p.sourceDate, p.readAt].filter((v) => v !== undefined).length;
    if (sourced > 0 && p.sourceKind === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['sourceKind'],
        message: 'a sourced fact names its kind: sourceKind "provider", "auditor", "publication" or "other"',
      });
    if (!p.compiledAt && !(p.checkedAt && p.sourceUrl) && !(p.sourceUrl && sourced === 3)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'record where the fact comes from: compiledAt; or checkedAt with sourceUrl; or sourceUrl, sourceName, sourceDate and readAt',
      });
      return;
    }
    if (p.checkedAt && !p.sourceUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['sourceUrl'],
        message: 'checkedAt needs sourceUrl: record the provider page the figure was checked against',
      });
    if (sourced > 0 && (sourced < 3 || !p.sourceUrl))
      ctx.addIssue({
        code: 'custom',
        path: ['sourceName'],
        message: 'a sourced fact records sourceUrl, sourceName, sourceDate and readAt together',
      });
    if (p.sourceUrl && !p.checkedAt && sourced === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['sourceUrl'],
        message:
          'sourceUrl alone says nothing: add checkedAt (checked) or sourceName, sourceDate and readAt (sourced)',
      });
  })
  // The same rule for readers of the JSON Schema generated from this one (/data/vpn-services.schema.json).
  .meta({
    anyOf: [
      { required: ['compiledAt'] },
      { required: ['checkedAt', 'sourceUrl'] },
      { required: ['sourceUrl', 'sourceName', 'sourceDate', 'readAt'] },
    ],
  });

/** The price after the first term, where a source gives it, with that source. */
const renewal = strict({
  /** USD per `period`. */
  price: usdSchema,
  period: z.enum(['month', 'year']),
  /** Months each renewal runs for, where the source says (12 for a yearly renewal). */
  months: z.number().int().positive().optional(),
  provenance: provenanceSchema,
});

/** One price plan as sold. */
const plan = strict({
  /** Plan name as the provider sells it: "2-Year Basic", "Free". Text tokens name plans by it. */
  name: z.string().min(1),
  /** Price in USD per `period` ("0" for a free plan). */
  price: usdSchema,
  /** Billing unit of `price`; `null` for a free plan, which shows no period. */
  period: z.enum(['month', 'year', 'one-time']).nullable(),
  /** The plan's term: months of service its price is charged for (1, 12, 24, 27...); absent for free and one-time plans. */
  months: z.number().int().positive().optional(),
  /** Free months given on top of the term ("6 extra months"). */
  extraMonths: z.number().int().positive().optional(),
  /**
   * The bill up front. `true`: our data says the term is billed at once, and the bill is price x months (shown
   * as "$81.36 for 2 years"). An amount: the bill as our data states it where it does not equal price x months
   * (a note says why). Absent: our data gives no bill.
   */
  billed: z.union([z.literal(true), usdSchema]).optional(),
  /**
   * The regular price the discount is measured against. "monthly": twelve payments of the monthly plan, shown
   * per year ("$143.88/year"); an amount: as our data states it ("600").
   */
  originalPrice: z.union([z.literal('monthly'), usdSchema]).optional(),
  /** Discount in percent against the provider's regular price, as our data states it. */
  discount: z.number().int().min(0).max(100).optional(),
  /** Exactly one plan per provider is flagged popular (checked below); the page header shows its price. */
  popular: z.boolean().default(false),
  /** What the plan includes, as text; may use text tokens ("[[devices]] devices"). */
  features: z.array(z.string()).default([]),
  /** The price after the first term, where a public source gives it. */
  renewal: renewal.optional(),
}).superRefine((p, ctx) => {
  if (p.billed === undefined) return;
  if (p.period !== 'month' || p.months === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['billed'],
      message: 'billed needs a per-month price and months (the term it is billed for)',
    });
    return;
  }
  if (p.billed !== true && toCents(p.billed.low) === toCents(p.price.low * p.months))
    ctx.addIssue({
      code: 'custom',
      path: ['billed'],
      message: `billed ${storedUsd(p.billed)} is price x months: write "billed": true so the figure is stored once`,
    });
});

/** The company behind a provider, as a public source names it. */
const ownership = strict({
  /** The company that runs the service: "Proton AG". */
  owner: z.string().min(1),
  /** Its parent company or main shareholder, where the source names one that differs from `owner`. */
  parent: z.string().min(1).optional(),
  /** Sister VPN brands of the same owner, as the source names them. */
  otherBrands: z.array(z.string().min(1)).optional(),
  /** The year the current ownership began, where the source gives it. */
  since: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  provenance: provenanceSchema,
});

/** An independent audit of the provider, as a public source reports it. */
const audit = strict({
  /** The auditing firm: "Deloitte", "Cure53". */
  firm: z.string().min(1),
  /** When the audit ended (or its report is dated), as precisely as the source gives it. */
  date: partialDate,
  /** What was audited: the apps, the servers and infrastructure, the no-logs policy, or something else. */
  scope: z.enum(['apps', 'infrastructure', 'no-logs', 'other']),
  /** The scope in the source's words, where it says more than `scope`. */
  scopeText: z.string().optional(),
  /** The published report, where the source links one. */
  reportUrl: webAddressSchema.optional(),
  provenance: provenanceSchema,
});

/** The fact groups whose provenance a provider file records in `provenance`, one record each. */
const RECORD_GROUPS = [
  'pricing',
  'network',
  'devices',
  'refund',
  'jurisdiction',
  'logging',
  'standout',
] as const;

/**
 * Provenance of the fact groups: `pricing` (plans, prices, discounts, bills), `network` (servers, countries),
 * `devices` (simultaneous devices), `refund` (money-back window, trial, free tier), `jurisdiction` (legal home)
 * and `standout` (the standout feature). Ownership, audits and renewal prices carry their own, per item.
 */
const factProvenance = strict({
  pricing: provenanceSchema,
  network: provenanceSchema,
  devices: provenanceSchema,
  refund: provenanceSchema,
  jurisdiction: provenanceSchema,
  standout: provenanceSchema,
  /** The logging policy (`logsPolicy`). */
  logging: provenanceSchema,
  /** The day the search for the owner last found no dated source. */
  ownership: strict({ searchedAt: isoDate }).optional(),
  /** The day the list of audits was last completed ("every public audit we found as of …"). */
  audits: strict({ searchedAt: isoDate }).optional(),
});

/** A promotional banner shown on the provider's page; its text may use text tokens. */
const promo = strict({
  headline: z.string(),
  text: z.string(),
  /** A provider's tracking pixel, only when the provider supplies one; loaded lazily with no referrer. */
  trackingPixelUrl: webAddressSchema.optional(),
});

/**
 * The fields of a provider file. Text fields (description, summary, shortDescription, refundPolicy, features,
 * pros, cons, securityFeatures, promo, notes, plan features) take figures from the structured fields through
 * text tokens such as `[[servers]]` or `[[price(2-Year Basic)]]` (src/lib/templates.ts, docs/editors.md), so each
 * fact is stored once.
 */
const vpnServiceFields = {
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
  /** Overall score out of 5, carried over from our launch data set (not yet re-derived by us). */
  rating: z.number().min(1).max(5),
  /** Category ratings out of 5 (the rating bars), carried over from our launch data set; null where it has none. */
  speedRating: rating,
  securityRating: rating,
  featuresRating: rating,
  valueRating: rating,
  supportRating: rating,
  /** Not given for any provider yet; kept so the generic page's fourth rating has its place. */
  easeuseRating: rating,
  /** Servers. */
  serverCount: z.number().int().positive(),
  /** True when the figure is a stated minimum ("N+" servers); false for an exact count such as CactusVPN's 37. */
  serverCountIsMinimum: z.boolean(),
  /** Countries with servers. */
  countryCount: z.number().int().positive(),
  /** True when the figure is a stated minimum ("N+" countries) rather than an exact count. */
  countryCountIsMinimum: z.boolean().default(false),
  /** Simultaneous devices: 0 = unlimited; [min, max] where it depends on the plan; null = not in our data. */
  deviceLimit: z.union([z.number().int().min(0), z.tuple([z.number().int(), z.number().int()])]).nullable(),
  /**
   * How the header shows the popular plan's price when not as sold: `per: "year"` shows a per-month price as a
   * year (12 x, labelled as our arithmetic); `note` replaces the period with a note ("Bundled with …").
   */
  priceDisplay: z.union([strict({ per: z.literal('year') }), strict({ note: z.string().min(1) })]).optional(),
  /** False where our data says the service is not sold month to month (shown instead of a monthly price). */
  soldMonthly: z.boolean().optional(),
  /** Badge from our launch data set ("#1 CHOICE"); null where it gives none (the listing then says "VPN Service"). */
  badge: z.string().nullable(),
  /** Colour of the badge; maps to a CSS class (default green). */
  badgeColor: z.enum(['green', 'blue', 'purple', 'amber', 'red', 'slate']).default('green'),
  /** The refund terms in a sentence, shown under the Get button. */
  refundPolicy: z.string(),
  /** Money-back window in days; null when our data has no figure. */
  moneyBackDays: z.number().int().positive().nullable(),
  /**
   * A second money-back window in days where the launch data gives two (one page 15, a longer description 31):
   * `moneyBackDays` holds the shorter, which the tables and rankings use; a verdict names both.
   */
  moneyBackDaysOtherReading: z.number().int().positive().optional(),
  /** Where a free trial is offered, as text ("7-day free trial, no card required"); the part before a comma is its short form. */
  freeTrial: z.string().nullable().default(null),
  /** The free version, as text ("10GB per month"); null when our data lists none. */
  freeTier: z.string().nullable().default(null),
  /** Legal home of the provider (the comparison's "Headquarters"). */
  jurisdiction: z.string(),
  /** Year the provider started, where our data gives it. */
  founded: z.number().int().optional(),
  /** "No logs" or "Limited logs", as our data gives the provider's policy. */
  logsPolicy: z.string(),
  /** Whether the apps have a kill switch; null where our data does not say. */
  killSwitch: z.boolean().nullable().default(null),
  /** P2P (torrenting) support as stated ("Limited"); null where our data does not say. */
  p2p: z.string().nullable().default(null),
  /** How many protocols the provider supports, where our data gives a count but not the names. */
  protocolCount: z.number().int().positive().optional(),
  /** Set for ESET, which sells its VPN on a partner's technology instead of a money-back window. */
  partnership: z.string().optional(),
  /** The company behind the service, where a public source names it; absent = not in our data. */
  ownership: ownership.optional(),
  /** Independent audits a public source reports, newest first; absent = not in our data. */
  audits: z.array(audit).optional(),
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
  affiliateUrl: webAddressSchema.optional(),
  /**
   * The provider's own site where `affiliateUrl` is absent or on another host: "provider" sources must be on its
   * domain (src/lib/source-quality.ts).
   */
  siteUrl: webAddressSchema.optional(),
  /** True once `affiliateUrl` is a tracked link from the provider's affiliate programme; /affiliate-disclosure says so. */
  affiliateLinkTracked: z.boolean().default(false),
  promo: promo.optional(),
  /** Every plan as sold, cheapest commitment first. Names are unique (tokens name plans). */
  plans: z.array(plan).min(1),
  /** The comparison's "Standout feature": the one fact here with no structured home. */
  standoutFeature: z.string().min(1),
  /**
   * The provider's column in the home page comparison matrix, counted from the left (unique); absent = not in
   * the matrix. The matrix, its counts and its descriptions follow this field.
   */
  matrixColumn: z.number().int().positive().optional(),
  /**
   * For a provider without `matrixColumn`: why it has no column, one plain sentence said under the matrix beside
   * a link to its review ("It was not among the twelve columns the comparison launched with."). Without it the
   * matrix still names the provider and links its review.
   */
  matrixNote: z.string().min(1).optional(),
  /** Where each fact group comes from and whether it has been checked. */
  provenance: factProvenance,
  /**
   * The same rule as guides: the day the page's text was first published (its files' first commit), and the
   * day its text last changed after that, set only when it did.
   */
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
  /** Editorial notes on our launch data set: the other reading where it gives two, and how a figure was read. */
  notes: z.array(z.string()).default([]),
};

/**
 * VpnService file: one reviewed provider, `content/vpn-services/<slug>.json`. The file name is the slug. Each fact
 * is stored once; the comparison cells, the header price, the lowest price per month and the bills are derived
 * from it (src/lib/vpn-service.ts).
 */
/**
 * The paths of strings in `value` that hold a `[[` or `]]` outside a well-formed token (`[[servers]]`): a token
 * that is not closed, or a fact whose value holds brackets (a token would carry them into every text that reads it).
 */
function strayBrackets(value: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return /\[\[|\]\]/.test(value.replace(/\[\[[^[\]]*\]\]/g, '')) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => strayBrackets(item, [...at, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strayBrackets(item, [...at, key]));
  return [];
}

export const vpnServiceSchema = strict(vpnServiceFields).superRefine((s, ctx) => {
  for (const path of strayBrackets(s))
    ctx.addIssue({
      code: 'custom',
      path,
      message: 'a [[ or ]] outside a token: write tokens as [[name]], and no other double brackets',
    });
  // The source-quality rule: every sourced record of the file, judged against the provider's own domain.
  const site = s.siteUrl ?? s.affiliateUrl;
  const domain = site ? providerDomain(site) : null;
  const records: [(string | number)[], Provenance, boolean][] = [
    ...RECORD_GROUPS.map((g): [(string | number)[], Provenance, boolean] => [
      ['provenance', g],
      s.provenance[g],
      g !== 'standout',
    ]),
    ...(s.ownership
      ? [
          [['ownership', 'provenance'], s.ownership.provenance, true] as [
            (string | number)[],
            Provenance,
            boolean,
          ],
        ]
      : []),
    ...(s.audits ?? []).map((a, i): [(string | number)[], Provenance, boolean] => [
      ['audits', i, 'provenance'],
      a.provenance,
      true,
    ]),
    ...s.plans.flatMap((p, i): [(string | number)[], Provenance, boolean][] =>
      p.renewal ? [[['plans', i, 'renewal', 'provenance'], p.renewal.provenance, true]] : [],
    ),
  ];
  // A site address that is itself refused is reported by its own field; the rule waits for a usable one.
  if (site === undefined || domain !== null)
    for (const [path, p, changesOverTime] of records)
      for (const message of sourceProblems(p, { domain, changesOverTime }))
        ctx.addIssue({ code: 'custom', path, message });
  if (s.plans.filter((p) => p.popular).length !== 1)
    ctx.addIssue({ code: 'custom', path: ['plans'], message: 'exactly one plan must be flagged popular' });
  const names = s.plans.map((p) => p.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['plans'],
      message: `two plans are named "${twice}": tokens name plans`,
    });
  if (s.plans.some((p) => p.originalPrice === 'monthly') && !s.plans.some((p) => p.months === 1))
    ctx.addIssue({
      code: 'custom',
      path: ['plans'],
      message: 'originalPrice "monthly" needs a plan of 1 month to take the monthly price from',
    });
});

/** A plan as pages, the API and the downloads show it: bills and regular prices in words. */
const publishedPlan = z.object({
  ...plan.shape,
  /** What is charged up front: its amount, and in words (JSON has the words): "$81.36 for 2 years". */
  billed: z
    .custom<Bill>((v) => typeof v === 'object' && v !== null && 'text' in v && 'amount' in v)
    .meta({ type: 'string' })
    .optional(),
  /** The regular price the discount is measured against: "$143.88/year", "$600". */
  originalPrice: z.string().optional(),
});

/** A comparison cell as pages and the API show it: its text (`null` = not in our data) and where it comes from. */
const publishedCell = z.object({
  value: z.string().nullable(),
  /** The fact group the cell is derived from. */
  group: z.enum([...RECORD_GROUPS, 'audits']),
  /** That group's provenance (for the audits row, the audit's), or `null` when there is nothing to show. */
  provenance: provenanceSchema.nullable(),
});

/**
 * A VpnService as pages, GET /api/vpn-services and /data/vpn-services.json have it: the file's fields with every
 * text token resolved, plus `slug` and the derived fields.
 */
export const publishedServiceSchema = z.object({
  ...vpnServiceFields,
  /** The file name. */
  slug: z.string(),
  plans: z.array(publishedPlan),
  /** Lowest price per month of a plan with a term longer than a month, USD ("the listing's Starting Price"). */
  pricePerMonth: usdSchema.nullable(),
  /** The popular plan's discount in percent, shown as "Save N%"; null without one. */
  discountPercentage: z.number().int().nullable(),
  /** The header price: amount ("$3.39"), term ("/month", "/year", "lifetime (one payment)") and a note (null without one). */
  headerPrice: z.object({ amount: z.string(), suffix: z.string(), note: z.string().nullable() }),
  /** The nine rows of the comparison, derived from the fields above. */
  comparison: z.object({
    lowestLongTermPrice: publishedCell,
    standardMonthlyPrice: publishedCell,
    freeVersion: publishedCell,
    moneyBackGuarantee: publishedCell,
    simultaneousConnections: publishedCell,
    serverNetwork: publishedCell,
    headquarters: publishedCell,
    auditedNoLogsPolicy: publishedCell,
    standoutFeature: publishedCell,
  }),
});

/**
 * What the finder function reads of GET /api/vpn-services (src/lib/finder.ts FinderService): the prices read by
 * `usdSchema` again, every other field as the API sends it.
 */
export const finderServicesJsonSchema = z.array(
  z.looseObject({
    pricePerMonth: usdSchema.nullable(),
    plans: z.array(z.looseObject({ price: usdSchema })),
  }),
);

/** The long editorial review of a provider: `content/vpn-reviews/<slug>.mdx`, sections ending in "Verdict"; no frontmatter. */
export const vpnReviewSchema = strict({});

/** Guide: an article, `content/guides/<slug>.md`. Reading time is computed from the body, never typed. */
export const guideSchema = strict({
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
export const pageSchema = strict({
  /** The page's h1 and the start of its title. */
  title: z.string(),
  /** Meta description for search results (about 155 characters). */
  description: z.string(),
  /** Search keywords for the page's <meta name="keywords">. */
  keywords: z.array(z.string()).default([]),
  /**
   * The same rule as guides and provider pages: the day the page was first published (its file's first commit),
   * and the day its text last changed after that, set only when it did (a change of these dates alone does not
   * count). Shown as "Published {date} · Updated {date}".
   */
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
});

/** The FAQ: six sections of question and answer items, `content/faq.json`. */
export const faqSectionSchema = strict({
  /** The section's anchor on /faq. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Position of the section in the file, set by the loader: collections come back sorted by id, not file order. */
  order: z.number().int(),
  /** Section heading ("VPN Basics"). */
  title: z.string(),
  items: z
    .array(
      strict({
        /** Unique anchor of the question: /faq#<id>. */
        id: z.string().regex(/^[a-z0-9-]+$/),
        question: z.string(),
        /** Plain-text paragraphs. */
        answer: z.array(z.string()).min(1),
        /** Related pages on this site. */
        links: z
          .array(
            strict({
              label: z.string(),
              /** A path on this site: "/guides/what-is-a-vpn" (not "//host", which leaves the site). */
              href: z
                .string()
                .startsWith('/')
                .refine((href) => !/^\/[/\\]/.test(href), {
                  error: 'a path on this site starting with one /, not // (that leaves the site)',
                }),
            }),
          )
          .default([]),
      }),
    )
    .min(1),
});

/** The six "What Makes a Great VPN?" items of the home page, `content/vpn-criteria.json`. */
export const vpnCriterionSchema = strict({
  /** Set by the loader: the item's number in file order. */
  id: z.string(),
  title: z.string(),
  /** One or two sentences. */
  description: z.string(),
  /** Which of the block's drawn icons to show. */
  icon: z.enum(['shield', 'lock', 'zap', 'globe', 'devices', 'headset', 'eye-off', 'wallet']),
});

/**
 * The editors' words for one ranking page, `content/rankings.json`: plain-text sentences the page sets around
 * the sentences it derives from the data (src/lib/ranking-prose.ts: leaders, runners-up, plans, bills, unranked).
 * Write no figure here (figures come from the provider files) and claim no test: the figures came with our launch
 * data set.
 */
export const rankingNoteSchema = strict({
  /** Set by the loader: the slug again. */
  id: z.string(),
  /** The ranking's slug, /best/{slug}: one of src/lib/criteria.ts CRITERIA. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** What the figure means for a buyer, one to three sentences. */
  meaning: z.string().min(1),
  /** What the figure leaves out (term, renewal, conditions), one to three sentences. */
  hides: z.string().min(1),
  /** Who should look at another figure or page instead, one or two sentences. */
  elsewhere: z.string().min(1),
});

/**
 * Testimonials for 'What Our Clients Say', `content/testimonials.json`. Only real, verifiable ones:
 * each names where and when it was given. An empty list shows an honest note instead.
 */
export const testimonialSchema = strict({
  /** Set by the loader: the item's number in file order. */
  id: z.string(),
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
 * The /data/vpn-services.json download: its licence and every provider as pages show it (publishedServiceSchema),
 * dates as YYYY-MM-DD. /data/vpn-services.schema.json is generated from this schema.
 */
export const openDataSchema = z.object({
  licence: z.object({ name: z.string(), url: z.url() }),
  services: z.array(publishedServiceSchema),
});
