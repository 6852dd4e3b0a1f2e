/**
 * The schema of every content collection, each field documented (src/content.config.ts and the Node tools
 * read them). Provider facts come from our launch data set or from public sources someone here read; a second
 * reading goes in `notes`; facts no source gives are `null` or left out, never guessed.
 */
import { z } from 'astro/zod';
import { isCalendarDay } from './dates';
import { nearestName } from './nearest-name';
import { LOGS_POLICIES } from './fact-values';
import { sameBrand } from './owners';
import { FACT_KEYS, type FactGroupKey } from './provenance';
import { PLAN_PERIODS, storedUsd, toCents, usdSchema, type Bill } from './price';
import { refusedHost } from './source-quality';
import { COMPARISON_ROWS } from './comparison';
import { SCORE_PARTS } from './score';

/** The message for unknown fields: each key with the known field nearest to it (`draft` has its own). */
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

/** An object that refuses unknown fields ("serverCuont: unknown field; did you mean serverCount?"). */
function strict<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownFields(issue.keys, Object.keys(shape)) : undefined,
  });
}

/** Adds a custom issue with `message` at `path` of the value a superRefine checks. */
function refuse(ctx: z.core.$RefinementCtx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

const DAY = 'not a day like 2026-11-21 (YYYY-MM-DD, a day the calendar has)';

/**
 * A day written YYYY-MM-DD that the calendar has ("2026-02-30" is refused), not after today; output: midnight
 * UTC. Frontmatter arrives as a Date, its text checked first (config/provider-files.ts frontmatterProblems).
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

/**
 * A date as precise as a source prints it ("2025", "2025-10", "2025-12-12"): a calendar day, not after today.
 */
const partialDate = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'a date like 2025, 2025-10 or 2025-12-12')
  .refine((v) => v.length < 10 || isCalendarDay(v), {
    error: 'not a day the calendar has (write the date as the source prints it: 2025, 2025-02 or 2025-02-28)',
  })
  .refine((v) => v <= new Date().toISOString().slice(0, v.length), {
    error: 'a date in the future: write the date the source carries, not after today',
  });

/** A web address: http(s), a domain (no IP address), no user name or password, at most 2,048 characters. */
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

/** The platforms a feature fact names. */
const PLATFORMS = ['windows', 'macos', 'linux', 'android', 'ios', 'router', 'browser'] as const;

/** Standard VPN protocols, by the name they are known by. */
const STANDARD_PROTOCOLS = ['WireGuard', 'OpenVPN', 'IKEv2', 'L2TP/IPsec', 'SSTP', 'PPTP'] as const;

/** Payment methods: `crypto` is any cryptocurrency but Monero, which is listed apart (it can be paid anonymously). */
const PAYMENT_METHODS = [
  'card',
  'paypal',
  'crypto',
  'monero',
  'cash',
  'gift-card',
  'app-store',
  'bank-transfer',
] as const;

/** A protocol: a standard one by name, or the provider's own with what it is based on ("own" for its own design). */
const protocolSchema = z.union([
  z.enum(STANDARD_PROTOCOLS),
  strict({ name: z.string().min(1), basedOn: z.enum([...STANDARD_PROTOCOLS, 'own']) }),
]);

/** An id of content/sources.json or content/publishers.json: lower-case letters, digits and single hyphens. */
const idSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'an id of lower-case letters, digits and hyphens, like "comparitech-telemetry-2026-06-27"',
  );

/** Text that is not empty or only spaces. */
const words = z
  .string()
  .min(1)
  .refine((v) => v.trim() !== '', { error: 'only spaces: write the name, or leave the field out' });

/** A provider slug: the file name of content/vpn-services/<slug>.json. */
const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a provider slug, like "hotspot-shield"');

/** A source (id) stating another value of a fact, in the fact's shape (READING_VALUES): a dispute. */
const readingSchema = strict({
  source: idSchema,
  value: z.unknown(),
  /** What the source says beyond its value, in a few words ("on the Premium plan"). */
  note: z.string().min(1).optional(),
  /** Where it holds only for some buyers ("bought in the App Store"): a condition, which disputes nothing. */
  appliesTo: words.optional(),
});

/** The rule that a fact says where it comes from, as the generated JSON Schemas state it. */
const WHERE_IT_COMES_FROM = {
  anyOf: [
    { required: ['compiledAt'] },
    { required: ['searchedAt'] },
    { required: ['source'] },
    { required: ['checkedAt', 'checkedUrl'] },
  ],
};

/**
 * Where one fact comes from (states in src/lib/provenance.ts): sourced (`source`, the best source that states
 * the value, `also` and `readings`), checked (`checkedAt` with `checkedUrl`, `npm run facts -- check`),
 * searched and none found (`searchedAt`), or compiled in our launch data set (`compiledAt`).
 */
export const factRecordSchema = strict({
  /** The day the figure entered our launch data set (YYYY-MM-DD). */
  compiledAt: isoDate.optional(),
  /** The day a search of the stored public material found no source that states the fact. */
  searchedAt: isoDate.optional(),
  /** The id (content/sources.json) of the best source that states the value shown. */
  source: idSchema.optional(),
  /** Other sources (ids) that state the same value. */
  also: z.array(idSchema).min(1).optional(),
  /** Sources (ids) that state another value; beside a search, those that speak of it without settling it. */
  readings: z.array(readingSchema).min(1).optional(),
  /** The day an editor compared the fact with the provider's own page at `checkedUrl`. */
  checkedAt: isoDate.optional(),
  /** The provider's own page the fact was checked against. */
  checkedUrl: webAddressSchema.optional(),
})
  .superRefine((p, ctx) => {
    if (!p.compiledAt && !p.searchedAt && !p.source && !p.checkedAt)
      refuse(
        ctx,
        [],
        'record where the fact comes from: source (an id of content/sources.json); or searchedAt; or checkedAt with checkedUrl; or compiledAt',
      );
    if (p.checkedAt && !p.checkedUrl)
      refuse(
        ctx,
        ['checkedUrl'],
        'checkedAt needs checkedUrl: record the provider page the figure was checked against',
      );
    if (p.checkedUrl && !p.checkedAt)
      refuse(
        ctx,
        ['checkedAt'],
        'checkedUrl needs checkedAt: the day the figure was checked against that page',
      );
    if (p.searchedAt && p.source)
      refuse(
        ctx,
        ['searchedAt'],
        'a fact with a source was not "searched, none found": remove searchedAt (or the source, if it does not state the fact)',
      );
    if (p.also && !p.source)
      refuse(
        ctx,
        ['also'],
        'other sources need a main one: name the best source that states the value shown as "source"',
      );
    if (p.readings && !p.source && !p.searchedAt)
      refuse(
        ctx,
        ['readings'],
        'readings beside no value: name the source of the value shown as "source", or record the search (searchedAt) that left the fact unknown',
      );
    const cited = [p.source, ...(p.also ?? []), ...(p.readings ?? []).map((r) => r.source)].filter(
      (id): id is string => id !== undefined,
    );
    const twice = cited.find((id, i) => cited.indexOf(id) !== i);
    if (twice)
      refuse(
        ctx,
        [],
        `the source "${twice}" is cited twice on one fact: a source states one value (source or also) or another (readings)`,
      );
  })
  .meta(WHERE_IT_COMES_FROM);

/**
 * What kind of source a record is (graded by src/lib/evidence.ts sourceGrade): `provider` (its own site and
 * repositories) and `auditor` (the audit firm's report) are primary; `publication` is reputable; `data-file`
 * a publication's dataset; `other` (aggregators, copies, competitors, authors unnamed) is weak.
 */
export const SOURCE_KINDS = ['provider', 'auditor', 'publication', 'data-file', 'other'] as const;

/** A source someone here read: one entry of `content/sources.json`, cited by id from provider files. */
export const sourceSchema = strict({
  /** Its id, cited from provider files: lower case and hyphens ("comparitech-telemetry-2026-06-27"). */
  id: idSchema,
  /** Its name as it names itself, short ("NordVPN pricing page", "Tom's Guide: NordVPN review"). */
  name: words,
  /** Its publisher's id in content/publishers.json. */
  publisher: idSchema,
  /** The public address read (a repository file at a commit, for data files). */
  url: webAddressSchema,
  kind: z.enum(SOURCE_KINDS),
  /** Why the source is weak: required for kind "other"; set on another kind to grade it weak all the same. */
  weak: words.optional(),
  /** The date the source itself carries ("2025", "2025-10", "2025-10-12"): never the day it was read; absent = undated. */
  date: partialDate.optional(),
  /** The day someone here read it (YYYY-MM-DD). */
  readAt: isoDate,
  /** Kept for the record (the ledger names it) but no longer linked or cited: why (a staging host, a scraped copy). */
  withdrawn: words.optional(),
  /** Every fact it states, per provider slug: the build refuses a record that leaves one out. */
  states: z.record(slugSchema, z.array(z.enum(FACT_KEYS))).default({}),
  /** A currency's value in USD on the source's date (`date`, a day), for converting prices stored in it. */
  exchangeRate: strict({ currency: z.enum(['EUR']), usd: z.number().positive() }).optional(),
}).superRefine((s, ctx) => {
  if (s.kind === 'other' && s.weak === undefined)
    refuse(
      ctx,
      ['weak'],
      'a source of kind "other" is weak: say why in "weak" ("an anonymous affiliate site", "a copy on another host")',
    );
  if (s.date !== undefined && s.date > s.readAt.toISOString().slice(0, s.date.length))
    refuse(
      ctx,
      ['readAt'],
      `read on ${s.readAt.toISOString().slice(0, 10)}, before the source's own date ${s.date}: a source is read after it is dated`,
    );
  if (s.exchangeRate && s.date?.length !== 10)
    refuse(ctx, ['date'], 'an exchange rate needs the day it is for (date: YYYY-MM-DD)');
  const refused = refusedHost(new URL(s.url).hostname);
  if (refused && s.withdrawn === undefined)
    refuse(
      ctx,
      ['url'],
      `the source is on ${refused}: record the public page instead (or mark it "withdrawn" to keep it for the record, unlinked)`,
    );
  for (const [slug, facts] of Object.entries(s.states)) {
    const twice = facts.find((f, i) => facts.indexOf(f) !== i);
    if (twice) refuse(ctx, ['states', slug], `"${twice}" is listed twice`);
  }
});

/** A publisher of sources: one entry of `content/publishers.json`. */
export const publisherSchema = strict({
  id: idSchema,
  /** Its name as readers know it ("Comparitech", "Tom's Guide"). */
  name: words,
  /** Its owner, where a source names it ("Point Wild", "Future plc"); absent = not in our data. */
  owner: words.optional(),
  /** The source (an id of content/sources.json) that names the owner: required with `owner`. */
  ownerSource: idSchema.optional(),
  /** VPN brands the owner's group holds (by name or slug): for them this publisher is not independent. */
  vpnBrands: z.array(words).default([]),
  /** One sentence on the ownership where it needs one ("formerly Pango; withholds its parent's brands since 2026-10-06"). */
  note: words.optional(),
}).superRefine((p, ctx) => {
  if (p.owner !== undefined && p.ownerSource === undefined)
    refuse(
      ctx,
      ['ownerSource'],
      'an owner needs the source that names it: ownerSource, an id of content/sources.json',
    );
});

/** The currencies a price may be stored in; anything but USD is converted at a dated rate (content/sources.json). */
const CURRENCIES = ['USD', 'EUR'] as const;

/** The price after the first term, where a source gives it, with that source (`record`: where it comes from). */
const renewalOf = <R extends z.ZodType>(record: R) =>
  strict({
    /** The amount per `period`, in `currency`. */
    price: usdSchema,
    /** The currency of `price` (USD unless stated). */
    currency: z.enum(CURRENCIES).default('USD'),
    period: z.enum(['month', 'year']),
    /** Months each renewal runs for, where the source says (12 for a yearly renewal). */
    months: z.number().int().positive().optional(),
    provenance: record,
  });
const renewal = renewalOf(factRecordSchema);

/** One price plan as sold. */
const plan = strict({
  /** Plan name as the provider sells it: "2-Year Basic", "Free". Text tokens name plans by it. */
  name: z.string().min(1),
  /** Price per `period` in `currency` ("0" for a free plan). */
  price: usdSchema,
  /** The currency the plan is billed in, as the provider states it (USD unless stated). */
  currency: z.enum(CURRENCIES).default('USD'),
  /** Billing unit of `price` (a week, month or year, or once: PLAN_PERIODS); `null` for a free plan. */
  period: z.enum(PLAN_PERIODS).nullable(),
  /** The term: months the price is charged for (1, 12, 24); absent for free, weekly and one-time plans. */
  months: z.number().int().positive().optional(),
  /** Free months given on top of the term ("+ 3 months", "6 extra months"). */
  extraMonths: z.number().int().positive().optional(),
  /**
   * The bill up front: `true` = price x months ("$81.36 for 2 years"); an amount where our data states
   * another (a note says why); absent = our data gives none.
   */
  billed: z.union([z.literal(true), usdSchema]).optional(),
  /** The regular price the discount is against: "monthly" (12 x the monthly plan, a year) or an amount. */
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
  if (p.period === 'week') {
    // Said once per field: the rule for a bill below would name a weekly plan's `billed` a second time.
    for (const key of ['months', 'extraMonths', 'billed', 'renewal'] as const)
      if (p[key] !== undefined) refuse(ctx, [key], `a weekly plan runs one week a payment: it has no ${key}`);
    return;
  }
  if (p.billed === undefined) return;
  if (p.period !== 'month' || p.months === undefined) {
    refuse(ctx, ['billed'], 'billed needs a per-month price and months (the term it is billed for)');
    return;
  }
  if (p.billed !== true && toCents(p.billed.low) === toCents(p.price.low * p.months))
    refuse(
      ctx,
      ['billed'],
      `billed ${storedUsd(p.billed)} is price x months: write "billed": true so the figure is stored once`,
    );
});

/** The company behind a provider, as a public source names it (`record`: where it comes from). */
const ownershipOf = <R extends z.ZodType>(record: R) =>
  strict({
    /** The company that runs the service: "Proton AG". */
    owner: words,
    /** Its parent company or main shareholder, where the source names one that differs from `owner`. */
    parent: words.optional(),
    /** Sister VPN brands of the same owner or parent, as the source names them (not the provider itself). */
    otherBrands: z.array(words).optional(),
    /** The year the current ownership began, where the source gives it. */
    since: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    provenance: record,
  });

/** An independent audit of the provider, as a public source reports it (`record`: where it comes from). */
const auditOf = <R extends z.ZodType>(record: R) =>
  strict({
    /** The auditing firm: "Deloitte", "Cure53"; "not named in our source" where the source names none. */
    firm: words,
    /** When the audit ended (or its report is dated), as precisely as the source gives it; absent = not stated. */
    date: partialDate.optional(),
    /** What was audited: the apps, the servers and infrastructure, the no-logs policy, or something else. */
    scope: z.enum(['apps', 'infrastructure', 'no-logs', 'other']),
    /** The scope in the source's words, where it says more than `scope`. */
    scopeText: z.string().optional(),
    /** The published report, where the source links one. */
    reportUrl: webAddressSchema.optional(),
    provenance: record,
  });

/**
 * Where each fact comes from, one `record` per fact group (FACT_GROUPS in src/lib/provenance.ts), stored or
 * published. Ownership, audits and renewal prices keep a record per item; here only a search that found none.
 */
const provenanceOf = <R extends z.ZodType>(record: R) =>
  strict({
    pricing: record,
    network: record,
    devices: record,
    /** The money-back window (`moneyBackDays`). */
    refund: record,
    /** The free trial (`freeTrial`). */
    trial: record,
    /** The free plan (`freeTier`). */
    freePlan: record,
    jurisdiction: record,
    standout: record,
    /** The logging policy (`logsPolicy`). */
    logging: record,
    protocols: record.optional(),
    killSwitch: record.optional(),
    openSource: record.optional(),
    portForwarding: record.optional(),
    payment: record.optional(),
    signup: record.optional(),
    ipv6: record.optional(),
    infrastructure: record.optional(),
    /** The owner: a search that found none, or sources that speak of it without an owner recorded. */
    ownership: record.optional(),
    /** The list of audits as a whole: when it was last completed, and sources on the list ("no audits"). */
    audits: record.optional(),
    /** Renewal prices as a whole: a search that found none, or sources that speak of them for no plan we list. */
    renewal: record.optional(),
  });

/** A promotional banner shown on the provider's page; its text may use text tokens. */
const promo = strict({
  headline: z.string(),
  text: z.string(),
  /** A provider's tracking pixel, only when the provider supplies one; loaded lazily with no referrer. */
  trackingPixelUrl: webAddressSchema.optional(),
});

/** More devices than any offer we know: a figure past it is a slip (0 is written for unlimited). */
const MAX_DEVICES = 100;

/** A money-back window longer than any offer we know, in days: a figure past it is a slip. */
const MAX_REFUND_DAYS = 120;

/** Simultaneous devices: 0 = unlimited; [low, high] where it depends on the plan; null = not in our data. */
const deviceLimitSchema = z
  .union([
    z
      .number()
      .int()
      .min(0, 'devices: 0 (unlimited) or more')
      .max(
        MAX_DEVICES,
        `more than ${String(MAX_DEVICES)} devices is past any offer we know: check the figure (write 0 for unlimited)`,
      ),
    z
      .tuple([z.number().int(), z.number().int()])
      .refine(([low, high]) => low >= 1 && high >= 1, {
        error: 'a device range [low, high] counts at least 1 device at each end',
      })
      .refine(([low, high]) => low < high, {
        error:
          'a device range is written [low, high], the smaller first (write one number where both are equal)',
      })
      .refine(([, high]) => high <= MAX_DEVICES, {
        error: `more than ${String(MAX_DEVICES)} devices is past any offer we know: check the figure`,
      }),
  ])
  .nullable();

/** A money-back window in days; null = not in our data. */
const refundDaysSchema = z
  .number()
  .int()
  .positive()
  .max(
    MAX_REFUND_DAYS,
    `a money-back window over ${String(MAX_REFUND_DAYS)} days is past any offer we know: check the figure`,
  )
  .nullable();

/** The kill switch: whether the apps have one, what it blocks and where; null = not in our data. */
const killSwitchSchema = strict({
  /** Whether the apps have a kill switch at all. */
  available: z.boolean(),
  /** system-wide: all traffic stops when the tunnel drops; per-app: chosen apps only; absent = not stated. */
  scope: z.enum(['system-wide', 'per-app']).optional(),
  /** The platforms the source names it on; absent where it does not say. */
  platforms: z.array(z.enum(PLATFORMS)).min(1).optional(),
})
  .nullable()
  .default(null);

/** Open-source apps: each platform and its public repository; [] = the source says none; null = not in our data. */
const openSourceSchema = z
  .array(strict({ platform: z.enum(PLATFORMS), repo: webAddressSchema }))
  .nullable()
  .default(null);

/** Port forwarding, with the dates it was added or removed where the source gives them; null = not in our data. */
const portForwardingSchema = strict({
  available: z.boolean(),
  since: partialDate.optional(),
  removed: partialDate.optional(),
})
  .nullable()
  .default(null);

/** How an account can be paid; null = not in our data. */
const paymentSchema = z.array(z.enum(PAYMENT_METHODS)).min(1).nullable().default(null);

/** What sign-up asks for; null = not in our data. */
const signupSchema = z.enum(['account-number', 'email', 'personal-data']).nullable().default(null);

/** IPv6: tunnelled through the VPN, or blocked to prevent leaks; null = not in our data. */
const ipv6Schema = z.enum(['tunnelled', 'blocked']).nullable().default(null);

/** Server storage: RAM-only or full-disk encryption; null = not stated. */
const infrastructureSchema = z.enum(['ram-only', 'full-disk-encryption']).nullable().default(null);

/**
 * The fields of a provider file. Text fields take figures from the structured fields through text tokens
 * (`[[servers]]`, `[[price(2-Year Basic)]]`; src/lib/templates.ts, docs/editors.md): a fact is stored once.
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
  /** The launch data's score out of 5 (null for later providers): history only, src/lib/score.ts decides. */
  rating: z.number().min(1).max(5).nullable(),
  /** Category ratings out of 5 (the rating bars), carried over from our launch data set; null where it has none. */
  speedRating: rating,
  securityRating: rating,
  featuresRating: rating,
  valueRating: rating,
  supportRating: rating,
  /** Not given for any provider yet; kept so the generic page's fourth rating has its place. */
  easeuseRating: rating,
  /** Servers; null = not in our data. */
  serverCount: z.number().int().positive().nullable(),
  /** True when the figure is a stated minimum ("N+" servers); false for an exact count such as CactusVPN's 37. */
  serverCountIsMinimum: z.boolean(),
  /** Countries with servers; null = not in our data. */
  countryCount: z.number().int().positive().nullable(),
  /** True when the figure is a stated minimum ("N+" countries) rather than an exact count. */
  countryCountIsMinimum: z.boolean().default(false),
  /** Simultaneous devices: 0 = unlimited; [low, high] where it depends on the plan; null = not in our data. */
  deviceLimit: deviceLimitSchema,
  /** The header's popular price when not as sold: `per: "year"` (12 x the monthly price) or a `note`. */
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
  moneyBackDays: refundDaysSchema,
  /** Where a free trial is offered, as text ("7-day free trial, no card required"); the part before a comma is its short form. */
  freeTrial: z.string().nullable().default(null),
  /** The free version, as text ("10GB per month"); null when our data lists none. */
  freeTier: z.string().nullable().default(null),
  /** Legal home of the provider (the comparison's "Headquarters"). */
  jurisdiction: z.string(),
  /** Year the provider started, where our data gives it. */
  founded: z.number().int().optional(),
  /** The logging policy as its source states it: "No logs", "Limited logs" or "Keeps logs". */
  logsPolicy: z.enum(LOGS_POLICIES),
  /** The kill switch: what it blocks and on which platforms; null where our data does not say. */
  killSwitch: killSwitchSchema,
  /** P2P (torrenting) support as stated ("Limited"); null where our data does not say. */
  p2p: z.string().nullable().default(null),
  /** How many protocols the provider supports, where our data gives a count but not the names. */
  protocolCount: z.number().int().positive().optional(),
  /** Set for ESET, which sells its VPN on a partner's technology instead of a money-back window. */
  partnership: z.string().optional(),
  /** The company behind the service, where a public source names it; absent = not in our data. */
  ownership: ownershipOf(factRecordSchema).optional(),
  /** Independent audits a public source reports, newest first; absent = not in our data. */
  audits: z.array(auditOf(factRecordSchema)).optional(),
  /** Key features, most telling first: cards show the first three. */
  features: z.array(z.string()),
  /** Editorial pros and cons, each a fact-based sentence fragment. */
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  /** Security-relevant facts (encryption, protocols, logging, jurisdiction, kill switch). */
  securityFeatures: z.array(z.string()),
  /** Streaming services verified to work; empty = not verified by us. */
  streamingSupport: z.array(z.string()),
  /** VPN protocols: standard ones by name, own ones as `{ name, basedOn }`; empty = not in our data. */
  protocols: z.array(protocolSchema),
  /** Open-source apps: the platform and its public repository; empty = the source says none; null = not in our data. */
  openSource: openSourceSchema,
  /** Port forwarding, with the dates it was added or removed where the source gives them; null = not in our data. */
  portForwarding: portForwardingSchema,
  /** How an account can be paid, as its source (named in the provenance) lists it; null = not in our data. */
  payment: paymentSchema,
  /** What sign-up asks for: an account number alone, an e-mail address, or more; null = not in our data. */
  signup: signupSchema,
  /** IPv6: tunnelled through the VPN, or blocked to prevent leaks; null = not in our data. */
  ipv6: ipv6Schema,
  /** How the VPN servers store data: RAM-only (nothing on disk) or full-disk encryption; null = not stated. */
  infrastructure: infrastructureSchema,
  /** Ciphers by name; empty where not published. */
  encryption: z.array(z.string()),
  /** Support channels; empty = not verified by us. */
  customerSupport: z.array(z.string()),
  /** Where the "Get" button leads (the homepage until a tracked link is issued); absent = disabled. */
  affiliateUrl: webAddressSchema.optional(),
  /** Its own site where `affiliateUrl` is absent or elsewhere: "provider" sources lie on its domain. */
  siteUrl: webAddressSchema.optional(),
  /** Other address prefixes the provider or its owner publishes under ("https://github.com/mullvad/"). */
  ownSites: z.array(webAddressSchema).optional(),
  /** True once `affiliateUrl` is a tracked link from the provider's affiliate programme; /affiliate-disclosure says so. */
  affiliateLinkTracked: z.boolean().default(false),
  promo: promo.optional(),
  /** Every plan as sold, cheapest commitment first. Names are unique (tokens name plans). */
  plans: z.array(plan).min(1),
  /** The comparison's "Standout feature": the one fact here with no structured home. */
  standoutFeature: z.string().min(1),
  /** The provider's column in the home page matrix, from the left (unique); absent = only named under it. */
  matrixColumn: z.number().int().positive().optional(),
  /** Where each fact comes from and whether it has been checked. */
  provenance: provenanceOf(factRecordSchema),
  /** First published (its files' first commit), and last changed after that, if it did (src/lib/dates.ts). */
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
  /** Editorial notes on our launch data set: the other reading where it gives two, and how a figure was read. */
  notes: z.array(z.string()).default([]),
};

/** The paths of strings in `value` with a `[[` or `]]` outside a well-formed token (`[[servers]]`). */
function strayBrackets(value: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return /\[\[|\]\]/.test(value.replace(/\[\[[^[\]]*\]\]/g, '')) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => strayBrackets(item, [...at, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strayBrackets(item, [...at, key]));
  return [];
}

/** What a reading's `value` may be for each fact: the shape of the fact's own field. */
const READING_VALUES: Readonly<Record<FactGroupKey, z.ZodType>> = {
  pricing: z.array(
    strict({
      plan: words,
      price: usdSchema,
      currency: z.enum(CURRENCIES).optional(),
      period: z.enum(PLAN_PERIODS).nullable(),
      /** The term, where named: it disputes that plan's price, else our lowest long-term price. */
      months: z.number().int().positive().optional(),
    }),
  ),
  renewal: strict({
    price: usdSchema,
    currency: z.enum(CURRENCIES).optional(),
    period: z.enum(['month', 'year']),
    months: z.number().int().positive().optional(),
  }),
  network: strict({
    servers: z.number().int().positive().optional(),
    serversIsMinimum: z.boolean().optional(),
    countries: z.number().int().positive().optional(),
    countriesIsMinimum: z.boolean().optional(),
  }),
  devices: deviceLimitSchema.unwrap(),
  refund: z.union([refundDaysSchema.unwrap(), z.literal('none')]),
  trial: words,
  freePlan: words,
  jurisdiction: words,
  ownership: strict({ owner: words, parent: words.optional() }),
  logging: z.enum(LOGS_POLICIES),
  audits: z.union([strict({ firm: words.optional(), date: partialDate.optional() }), z.literal('none')]),
  standout: words,
  protocols: z.array(protocolSchema),
  killSwitch: killSwitchSchema.unwrap().unwrap(),
  openSource: openSourceSchema.unwrap().unwrap(),
  portForwarding: portForwardingSchema.unwrap().unwrap(),
  payment: paymentSchema.unwrap().unwrap(),
  signup: z.union([signupSchema.unwrap().unwrap(), words]),
  ipv6: z.union([ipv6Schema.unwrap().unwrap(), words]),
  infrastructure: z.union([infrastructureSchema.unwrap().unwrap(), words]),
};

/** VpnService file: one reviewed provider, `content/vpn-services/<slug>.json` (the file name is the slug). */
export const vpnServiceSchema = strict(vpnServiceFields).superRefine((s, ctx) => {
  for (const path of strayBrackets(s))
    refuse(ctx, path, 'a [[ or ]] outside a token: write tokens as [[name]], and no other double brackets');
  // A reading states the fact in the fact's own shape.
  const records = [
    ...Object.entries(s.provenance).map(([key, record]) => ({ path: ['provenance', key], key, record })),
    { path: ['ownership', 'provenance'], key: 'ownership', record: s.ownership?.provenance },
    ...(s.audits ?? []).map((a, i) => ({
      path: ['audits', i, 'provenance'],
      key: 'audits',
      record: a.provenance,
    })),
    ...s.plans.map((p, i) => ({
      path: ['plans', i, 'renewal', 'provenance'],
      key: 'renewal',
      record: p.renewal?.provenance,
    })),
  ];
  for (const { path, key, record } of records)
    record?.readings?.forEach((r, i) => {
      const result = READING_VALUES[key as FactGroupKey].safeParse(r.value);
      if (!result.success)
        refuse(
          ctx,
          [...path, 'readings', i, 'value'],
          `not a value of ${key}: ${result.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`).join('; ')}`,
        );
    });
  if (s.plans.filter((p) => p.popular).length !== 1)
    refuse(ctx, ['plans'], 'exactly one plan must be flagged popular');
  const names = s.plans.map((p) => p.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) refuse(ctx, ['plans'], `two plans are named "${twice}": tokens name plans`);
  if (s.plans.some((p) => p.originalPrice === 'monthly') && !s.plans.some((p) => p.months === 1))
    refuse(ctx, ['plans'], 'originalPrice "monthly" needs a plan of 1 month to take the monthly price from');
  // The same audit twice: one firm, one date.
  const audits = (s.audits ?? []).map((a) => `${a.firm.trim().toLowerCase()}|${a.date}`);
  audits.forEach((key, i) => {
    if (audits.indexOf(key) !== i)
      refuse(
        ctx,
        ['audits', i],
        `the same audit twice (${s.audits?.[i]?.firm ?? ''}, ${s.audits?.[i]?.date ?? ''}): keep one record, with every source that reports it in "also"`,
      );
  });
  // Compared as /owners links brands (src/lib/owners.ts): "ProtonVPN" on Proton VPN would link it to itself.
  const own = [s.name, s.ownership?.owner ?? s.name];
  s.ownership?.otherBrands?.forEach((brand, i) => {
    if (own.some((name) => sameBrand(brand, name)))
      refuse(
        ctx,
        ['ownership', 'otherBrands', i],
        `"${brand}" is this provider itself: list only its sister brands`,
      );
  });
  const parent = s.ownership?.parent;
  if (parent !== undefined && parent.trim() === s.ownership?.owner.trim())
    refuse(
      ctx,
      ['ownership', 'parent'],
      'the parent is the owner itself: leave parent out where the source names no other company',
    );
});

/** A publisher as pages and the downloads show it: who owns it and which VPN brands that owner holds. */
const publisherInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its owner, where a source names it; absent = not in our data. */
  owner: z.string().optional(),
  /** VPN brands its owner holds: a fact resting only on this publisher is not independent for them. */
  vpnBrands: z.array(z.string()),
});

/** A source as pages and the downloads show it: its record, its grade and its age on the day of the build. */
export const sourceInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  kind: z.enum(SOURCE_KINDS),
  /** primary, reputable (publication), data-file or weak (src/lib/evidence.ts sourceGrade). */
  grade: z.enum(['primary', 'reputable', 'data-file', 'weak']),
  weak: z.string().optional(),
  /** The date the source carries, as printed; absent = undated. */
  date: z.string().optional(),
  readAt: z.date(),
  /** More than two years old on the day of the build: shown as history, counted in no total. */
  historical: z.boolean(),
  /** Kept for the record but not linked: why. */
  withdrawn: z.string().optional(),
  publisher: publisherInfoSchema,
});

/** Where a fact comes from, as pages and the downloads show it (src/lib/provenance.ts Provenance). */
export const provenanceInfoSchema = z
  .object({
    compiledAt: z.date().optional(),
    searchedAt: z.date().optional(),
    checkedAt: z.date().optional(),
    checkedUrl: z.string().optional(),
    source: sourceInfoSchema.optional(),
    also: z.array(sourceInfoSchema).optional(),
    /** Sources that state another value: a reading from a source that is not weak disputes the fact. */
    readings: z
      .array(
        z.object({
          source: sourceInfoSchema,
          value: z.unknown(),
          text: z.string(),
          note: z.string().optional(),
          /** Where it holds only for some buyers: a condition, not a dispute. */
          appliesTo: z.string().optional(),
        }),
      )
      .optional(),
  })
  .meta(WHERE_IT_COMES_FROM);

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
  renewal: renewalOf(provenanceInfoSchema).optional(),
  /** Sold in another currency (`price` is in USD): the stated price, the rate (USD a unit), its source. */
  stated: z
    .object({
      price: usdSchema,
      currency: z.enum(CURRENCIES),
      usdPerUnit: z.number().positive(),
      rateDate: z.string(),
      rateSource: z.string(),
    })
    .optional(),
});

/** An object with `schema` under each item's key, in the items' order. */
const keyed = <K extends string, S extends z.ZodType>(items: readonly { key: K }[], schema: S) =>
  z.object(Object.fromEntries(items.map(({ key }) => [key, schema])) as Record<K, S>);

/** One part of the score as pages and the API show it: its points out of 10 and the facts it counted, in words. */
export const scorePartSchema = z.object({
  key: z.enum(SCORE_PARTS.map((p) => p.key)),
  points: z.number().min(0).max(10),
  lines: z.array(z.string()),
});

/** The scorecard (src/lib/score.ts): trust minimums, each part's points and the overall score out of 10. */
const publishedScoreSchema = z.object({
  minimums: z.object({ met: z.boolean(), missing: z.array(z.string()) }),
  parts: keyed(SCORE_PARTS, scorePartSchema),
  overall: z.number().min(0).max(10),
});

/** A comparison cell as pages and the API show it: its text (`null` = not in our data) and where it comes from. */
const publishedCell = z.object({
  value: z.string().nullable(),
  /** The fact the cell is derived from. */
  group: z.enum(FACT_KEYS),
  /** That fact's provenance (for the audits row, the audit's), or `null` when there is nothing to show. */
  provenance: provenanceInfoSchema.nullable(),
});

/** A VpnService as pages, the API and the downloads have it: tokens and sources resolved, derived fields. */
export const publishedServiceSchema = z.object({
  ...vpnServiceFields,
  /** The file name. */
  slug: z.string(),
  plans: z.array(publishedPlan),
  ownership: ownershipOf(provenanceInfoSchema).optional(),
  audits: z.array(auditOf(provenanceInfoSchema)).optional(),
  provenance: provenanceOf(provenanceInfoSchema),
  /** Lowest price per month of a plan with a term longer than a month, USD ("the listing's Starting Price"). */
  pricePerMonth: usdSchema.nullable(),
  /** The popular plan's discount in percent, shown as "Save N%"; null without one. */
  discountPercentage: z.number().int().nullable(),
  /** The header price: amount ("$3.39"), term ("/month", "/year", "lifetime (one payment)") and a note (null without one). */
  headerPrice: z.object({ amount: z.string(), suffix: z.string(), note: z.string().nullable() }),
  /** The scorecard the picks, rankings and finder read (src/lib/score.ts). */
  score: publishedScoreSchema,
  /** The badge our model gives (src/lib/score.ts modelBadges: "Top score"...); null for the rest. */
  modelBadge: z.string().nullable(),
  /** The nine rows of the comparison, derived from the fields above. */
  comparison: keyed(COMPARISON_ROWS, publishedCell),
});

/** What the finder function reads of GET /api/vpn-services: prices through `usdSchema`, the rest as sent. */
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
  /** First published, and last changed after that, only when it did (src/lib/dates.ts). */
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
 * The editors' words for one ranking page, `content/rankings.json`, set around the sentences derived from the
 * data (src/lib/ranking-prose.ts): plain text, with no figure and no claim of a test.
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

/** Real, verifiable testimonials for 'What Our Clients Say', `content/testimonials.json`. */
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

/** The /data/vpn-services.json download (its JSON Schema is generated from this): licence and providers. */
export const openDataSchema = z.object({
  licence: z.object({ name: z.string(), url: z.url() }),
  services: z.array(publishedServiceSchema),
});
