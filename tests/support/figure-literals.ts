/**
 * Finds figures that content text writes out although the data stores them: a provider's own servers, countries,
 * devices, refund days, prices, bills, discounts and ratings, another provider's when the sentence names it, the
 * comparison's price ranges and the counts of providers. Each finding names the token to write instead, so a
 * figure is stored once and an edit of the data changes every page. Text inside tokens is ignored.
 */
import { numberWords } from '../../src/lib/format';
import { formatRating } from '../../src/lib/rating';
import { billedAmount, regularPrice } from '../../src/lib/plans';
import { formatUsd } from '../../src/lib/price';
import type { TemplateContext, TokenFacts } from '../../src/lib/templates';

export interface Finding {
  /** The figure as written. */
  literal: string;
  /** What it repeats and the token to use: "serverCount: write [[servers]]". */
  use: string;
}

const sentences = (text: string) => text.split(/(?<=[.!?:;])\s+|\n+/);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = (n: number) =>
  n >= 1000 ? `${String(Math.floor(n / 1000))},?${String(n % 1000).padStart(3, '0')}` : String(n);

/** The names a sentence may use for a provider: "Proton VPN" and "Proton", "hidemy.name VPN" and "hidemy.name". */
function names(p: TokenFacts): string[] {
  const short = p.name.replace(/ (VPN|personalVPN)$/, '');
  return [...new Set([p.name, short])];
}

/** Every money figure of a provider with its token. */
function moneyFigures(p: TokenFacts, prefix: string): { amount: string; token: string }[] {
  return p.plans.flatMap((plan) => {
    const list = [{ amount: formatUsd(plan.price.low), token: `${prefix}price(${plan.name})` }];
    const bill = billedAmount(plan);
    if (bill !== null) list.push({ amount: formatUsd(bill), token: `${prefix}billed(${plan.name})` });
    const regular = regularPrice(plan, p.plans);
    if (regular) list.push({ amount: formatUsd(regular.amount), token: `${prefix}regular(${plan.name})` });
    return list.filter((m) => m.amount !== '$0.00');
  });
}

const cache = new WeakMap<TokenFacts, Map<string, { re: RegExp; use: string }[]>>();

/** A provider's figures as patterns with the token that writes each (built once per provider and prefix). */
function patterns(p: TokenFacts, prefix: string): { re: RegExp; use: string }[] {
  const byPrefix = cache.get(p) ?? new Map<string, { re: RegExp; use: string }[]>();
  cache.set(p, byPrefix);
  const known = byPrefix.get(prefix);
  if (known) return known;
  const built = buildPatterns(p, prefix);
  byPrefix.set(prefix, built);
  return built;
}

function buildPatterns(p: TokenFacts, prefix: string): { re: RegExp; use: string }[] {
  // A count our data lacks (null) is no figure a text can repeat.
  const list: { re: RegExp; use: string }[] = [];
  if (p.serverCount !== null)
    list.push({
      re: new RegExp(`(?<![\\d,.$])${NUMBER(p.serverCount)}\\+?(?= servers)`),
      use: `serverCount: write [[${prefix}servers]]`,
    });
  if (p.countryCount !== null)
    list.push({
      re: new RegExp(`(?<![\\d,.$])${NUMBER(p.countryCount)}\\+?(?= (server )?countries)`),
      use: `countryCount: write [[${prefix}countries]]`,
    });
  if (typeof p.deviceLimit === 'number' && p.deviceLimit > 0)
    list.push({
      re: new RegExp(`(?<![\\d,.$-])${String(p.deviceLimit)}(?= (simultaneous )?(devices|connections))`),
      use: `deviceLimit: write [[${prefix}devices]]`,
    });
  if (p.moneyBackDays !== null)
    list.push({
      re: new RegExp(`(?<![\\d,.$])${String(p.moneyBackDays)}(?=-day| days)`),
      use: `moneyBackDays: write [[${prefix}refundDays]]`,
    });
  for (const m of moneyFigures(p, prefix)) {
    const [dollars, cents] = m.amount.slice(1).split('.');
    const amount = cents === '00' ? `\\$${escape(dollars ?? '')}(\\.00)?` : `\\$${escape(m.amount.slice(1))}`;
    list.push({ re: new RegExp(`${amount}(?![\\d])`), use: `a plan's price or bill: write [[${m.token}]]` });
  }
  for (const plan of p.plans)
    if (plan.discount !== undefined)
      list.push({
        re: new RegExp(`(?<![\\d.])${String(plan.discount)}%`),
        use: `plan "${plan.name}" discount: write [[${prefix}discount(${plan.name})]]`,
      });
  const ratings: [string, number | null][] = [
    ['', p.rating],
    ['(speed)', p.speedRating],
    ['(security)', p.securityRating],
    ['(features)', p.featuresRating],
    ['(value)', p.valueRating],
    ['(support)', p.supportRating],
  ];
  for (const [arg, value] of ratings)
    if (value !== null) {
      const label = arg ? `${arg.slice(1, 2).toUpperCase()}${arg.slice(2, -1)}` : 'score|Score';
      list.push({
        re: new RegExp(
          `(?<![\\d.$])${escape(formatRating(value))}(?=/5| out of 5)|(?<=(?:${label})(?: rating)?(?: of| is)? )${escape(formatRating(value))}(?![\\d%])`,
        ),
        use: `rating${arg}: write [[${prefix}rating${arg}]]`,
      });
    }
  return list;
}

/**
 * The figures `text` writes out that the data stores. `self` is the provider whose text it is (null for guides,
 * pages and the FAQ).
 */
export function literalFigures(text: string, self: TokenFacts | null, ctx: TemplateContext): Finding[] {
  const plain = text.replace(/\[\[[^[\]]*\]\]/g, '·');
  const findings: Finding[] = [];
  const others = [...ctx.providers.values()].filter((p) => p.slug !== self?.slug);
  for (const sentence of sentences(plain)) {
    const named = others.filter((p) => names(p).some((n) => sentence.includes(n)));
    const checks = [...named.flatMap((p) => patterns(p, `${p.slug}.`)), ...(self ? patterns(self, '') : [])];
    for (const { re, use } of checks) {
      const match = re.exec(sentence);
      if (match && !findings.some((f) => f.literal === match[0] && f.use === use))
        findings.push({ literal: match[0], use });
    }
    for (const [key, range] of Object.entries(ctx.ranges)) {
      const written = `${formatUsd(range.min)} to ${formatUsd(range.max)}`;
      if (sentence.includes(written))
        findings.push({ literal: written, use: `the comparison's range: write [[range(${key})]]` });
    }
    for (const match of sentence.matchAll(/\b(\d+|[a-z]+)(?= (VPN )?(providers|services|VPNs)\b)/gi)) {
      const written = match[0].toLowerCase();
      for (const key of ['reviewed', 'compared'] as const) {
        const n = ctx.counts[key];
        if (written === String(n) || written === numberWords(n))
          findings.push({
            literal: match[0],
            use: `how many providers: write [[count(${key})]] or [[words(count(${key}))]]`,
          });
      }
    }
  }
  return findings;
}
