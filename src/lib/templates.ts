/**
 * Text tokens: content text (provider JSON text fields, MDX reviews, Markdown pages, the FAQ) takes its
 * figures from the data as `[[…]]` tokens, so each fact is stored once; docs/editors.md lists them. A token
 * names a provider's fact (`[[servers]]`, `[[rating(speed)]]`), a plan's (`[[price(2-Year Basic)]]`), another
 * provider's (`[[protonvpn.countries]]`), the site's (`[[count(reviewed)]]`, `[[range(moneyBackDays)]]`) or
 * our arithmetic inside a formatter (`[[usd(12 * price(Monthly Basic))]]`; operators + - * / and brackets,
 * spaces around a minus). An unknown token, plan or provider throws a TemplateError naming where the text is
 * and the token.
 */
import { capitalise, formatDate, formatDevices, formatStatedCount, numberWords } from './format';
import { FACT_GROUPS } from './provenance';
import { formatRating } from './rating';
import { billedAmount, regularPrice, type PlanFacts } from './plans';
import { formatMoney, formatPlanPrice, formatUsd, toCents } from './price';

/** The facts of one provider a token can read: the stored fields of its file, category ratings by RATINGS. */
export interface TokenFacts extends Record<(typeof RATINGS)[keyof typeof RATINGS], number | null> {
  slug: string;
  name: string;
  serverCount: number | null;
  serverCountIsMinimum: boolean;
  countryCount: number | null;
  countryCountIsMinimum: boolean;
  deviceLimit: number | readonly [number, number] | null;
  moneyBackDays: number | null;
  jurisdiction: string;
  rating: number | null;
  freeTier: string | null;
  freeTrial: string | null;
  founded?: number | undefined;
  protocolCount?: number | undefined;
  plans: readonly PlanFacts[];
  /** The facts' provenance, for `[[checked]]`: only the day of a check is read. */
  provenance?: Readonly<Record<string, { checkedAt?: Date | undefined } | object | undefined>> | undefined;
}

/** Everything a token may read. */
export interface TemplateContext {
  /** The provider whose text this is; null for guides, pages and the FAQ (which name a provider: `nordvpn.servers`). */
  self: TokenFacts | null;
  /** Every provider by slug. */
  providers: ReadonlyMap<string, TokenFacts>;
  /** Site-wide counts: reviewed (providers), compared (matrix columns), rated (with category ratings), rows. */
  counts: Readonly<Record<'reviewed' | 'compared' | 'rated' | 'rows', number>>;
  /** Ranges across the compared services: USD per month for the prices, days for the money-back window. */
  ranges: Readonly<Record<'longTermPrice' | 'monthlyPrice' | 'moneyBackDays', { min: number; max: number }>>;
}

/** A token that cannot be resolved; the message names the text's place and the token. */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

/** A token as written: `[[` then anything but brackets, then `]]`. */
const TOKEN = /\[\[([^[\]]*)\]\]/g;

/** A value in an expression: its words (a fact or a formatter's output) and/or its number (for arithmetic). */
interface Value {
  text?: string | undefined;
  num?: number | undefined;
}

const RATINGS = {
  speed: 'speedRating',
  security: 'securityRating',
  features: 'featuresRating',
  value: 'valueRating',
  support: 'supportRating',
} as const;

/** Facts of a provider without an argument. */
const FACTS: Record<string, (p: TokenFacts) => Value> = {
  name: (p) => ({ text: p.name }),
  servers: (p) => {
    const n = required(p.serverCount, `${p.slug} has no serverCount in our data`);
    return { text: formatStatedCount(n, p.serverCountIsMinimum), num: n };
  },
  countries: (p) => {
    const n = required(p.countryCount, `${p.slug} has no countryCount in our data`);
    return { text: formatStatedCount(n, p.countryCountIsMinimum), num: n };
  },
  devices: (p) => {
    const d = p.deviceLimit;
    if (d === null) throw new Error(`${p.slug} has no deviceLimit in our data`);
    return { text: formatDevices(d), num: typeof d === 'number' ? (d === 0 ? undefined : d) : undefined };
  },
  refundDays: (p) => counted(p.moneyBackDays, `${p.slug} has no moneyBackDays in our data`),
  jurisdiction: (p) => ({ text: p.jurisdiction }),
  rating: (p) => {
    const r = required(p.rating, `${p.slug} has no launch score (only the launch providers have one)`);
    return { text: formatRating(r), num: r };
  },
  protocolCount: (p) => counted(p.protocolCount, `${p.slug} has no protocolCount in our data`),
  checked: (p) => {
    const checked = FACT_GROUPS.flatMap((g) => {
      const record = p.provenance?.[g.key];
      const at = record && 'checkedAt' in record ? record.checkedAt : undefined;
      return at ? [`${g.label.toLowerCase()} (${formatDate(at)})`] : [];
    });
    return { text: checked.length === 0 ? 'nothing yet' : checked.join(', ') };
  },
  founded: (p) => counted(p.founded, `${p.slug} has no founded year in our data`),
  freeTier: (p) => ({ text: required(p.freeTier, `${p.slug} has no freeTier`) }),
  freeTrial: (p) => ({ text: required(p.freeTrial, `${p.slug} has no freeTrial`) }),
};

/** Facts of one of a provider's plans, named in brackets. */
const PLAN_FACTS: Record<string, (plan: PlanFacts, p: TokenFacts) => Value> = {
  price: (plan) => ({ text: formatMoney(plan.price, plan.currency), num: plan.price.low }),
  plan: (plan) => ({ text: formatPlanPrice(plan), num: plan.price.low }),
  lowPrice: (plan) => ({ text: formatMoney(plan.price.low, plan.currency), num: plan.price.low }),
  highPrice: (plan) => ({ text: formatMoney(plan.price.high, plan.currency), num: plan.price.high }),
  billed: (plan) => {
    const amount = billedAmount(plan);
    if (amount === null) throw new Error(`plan "${plan.name}" has no bill in our data`);
    return { text: formatMoney(amount, plan.currency), num: amount };
  },
  discount: (plan) => {
    const discount = counted(plan.discount, `plan "${plan.name}" has no discount in our data`);
    return { ...discount, text: `${discount.text}%` };
  },
  months: (plan) => counted(plan.months, `plan "${plan.name}" has no months`),
  extraMonths: (plan) => counted(plan.extraMonths, `plan "${plan.name}" has no extraMonths`),
  regular: (plan, p) => {
    const regular = regularPrice(plan, p.plans);
    if (!regular) throw new Error(`plan "${plan.name}" has no originalPrice`);
    return { text: regular.text, num: regular.amount };
  },
};

/** Formatters: they turn a number (often our arithmetic) into words. */
const FORMATTERS: Record<string, (n: number) => string> = {
  usd: formatUsd,
  cents: (n) => `${String(Math.round(toCents(n) * 100))} cents`,
  number: (n) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n),
  whole: (n) => new Intl.NumberFormat('en-US').format(Math.floor(n)),
  decimal: (n) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n),
  words: (n) => numberWords(Math.floor(n)),
  Words: (n) => capitalise(numberWords(Math.floor(n))),
};

/** @throws Error with `message` when `value` is not in our data (null or undefined). */
function required<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new Error(message);
  return value;
}

/** A count as a token shows and calculates with it. */
function counted(value: number | null | undefined, message: string): Value {
  const n = required(value, message);
  return { text: String(n), num: n };
}

/** A recursive-descent reader of one token's expression. */
class Reader {
  private pos = 0;
  constructor(
    private readonly src: string,
    private readonly ctx: TemplateContext,
  ) {}

  read(): Value {
    const value = this.expr();
    this.space();
    if (this.pos < this.src.length) throw new Error(`unexpected "${this.src.slice(this.pos)}"`);
    return value;
  }

  private space() {
    while (this.src[this.pos] === ' ') this.pos += 1;
  }

  private peek(): string {
    this.space();
    return this.src[this.pos] ?? '';
  }

  private expr(): Value {
    let left = this.term();
    for (let op = this.peek(); op === '+' || op === '-'; op = this.peek()) {
      this.pos += 1;
      const right = this.term();
      left = { num: op === '+' ? num(left) + num(right) : num(left) - num(right) };
    }
    return left;
  }

  private term(): Value {
    let left = this.factor();
    for (let op = this.peek(); op === '*' || op === '×' || op === '/'; op = this.peek()) {
      this.pos += 1;
      const right = this.factor();
      left = { num: op === '/' ? num(left) / num(right) : num(left) * num(right) };
    }
    return left;
  }

  private factor(): Value {
    const c = this.peek();
    if (c === '(') {
      this.pos += 1;
      const inner = this.expr();
      this.expect(')');
      return { num: num(inner) };
    }
    const number = /^\d+(\.\d+)?/.exec(this.src.slice(this.pos));
    if (number) {
      this.pos += number[0].length;
      return { num: Number.parseFloat(number[0]) };
    }
    return this.reference();
  }

  private expect(c: string) {
    if (this.peek() !== c) throw new Error(`expected "${c}"`);
    this.pos += 1;
  }

  private ident(): string {
    const match = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/.exec(this.src.slice(this.pos));
    if (!match) throw new Error(`expected a name at "${this.src.slice(this.pos)}"`);
    this.pos += match[0].length;
    return match[0];
  }

  /** The raw text up to the matching closing bracket: a plan name, a category. */
  private rawArgument(): string {
    this.expect('(');
    let depth = 1;
    const start = this.pos;
    for (; this.pos < this.src.length; this.pos += 1) {
      const c = this.src[this.pos];
      if (c === '(') depth += 1;
      if (c === ')' && --depth === 0) break;
    }
    if (depth !== 0) throw new Error('a bracket is not closed');
    const arg = this.src.slice(start, this.pos).trim();
    this.pos += 1;
    return arg;
  }

  private reference(): Value {
    let name = this.ident();
    let provider: TokenFacts | null = null;
    if (this.src[this.pos] === '.') {
      const slug = name;
      provider = this.ctx.providers.get(slug) ?? null;
      if (!provider) throw new Error(`no provider "${slug}" (content/vpn-services/${slug}.json)`);
      this.pos += 1;
      name = this.ident();
    }
    const formatter = FORMATTERS[name];
    if (formatter && !provider) {
      this.expect('(');
      const inner = this.expr();
      this.expect(')');
      return { text: formatter(num(inner)) };
    }
    if (name === 'count' || name === 'range') return this.siteFact(name, this.rawArgument());
    const p = provider ?? this.ctx.self;
    if (!p && (FACTS[name] || PLAN_FACTS[name]))
      throw new Error(`"${name}" needs a provider here: write <slug>.${name}, e.g. nordvpn.${name}`);
    if (p && name === 'rating' && this.src[this.pos] === '(') return this.rating(p, this.rawArgument());
    const fact = FACTS[name];
    if (p && fact) return fact(p);
    const planFact = PLAN_FACTS[name];
    if (p && planFact) {
      const planName = this.rawArgument();
      const plan = p.plans.find((candidate) => candidate.name === planName);
      if (!plan)
        throw new Error(
          `${p.slug} has no plan "${planName}" (its plans: ${p.plans.map((x) => x.name).join(', ')})`,
        );
      return planFact(plan, p);
    }
    throw new Error(`unknown name "${name}"`);
  }

  private rating(p: TokenFacts, category: string): Value {
    if (!Object.hasOwn(RATINGS, category))
      throw new Error(`no rating "${category}" (ratings: ${Object.keys(RATINGS).join(', ')})`);
    const value = p[RATINGS[category as keyof typeof RATINGS]];
    if (value === null) throw new Error(`${p.slug} has no ${category} rating in our data`);
    return { text: formatRating(value), num: value };
  }

  private siteFact(name: 'count' | 'range', arg: string): Value {
    if (name === 'count') {
      const n = this.ctx.counts[arg as keyof TemplateContext['counts']] as number | undefined;
      if (n === undefined)
        throw new Error(`no count "${arg}" (counts: ${Object.keys(this.ctx.counts).join(', ')})`);
      return { text: String(n), num: n };
    }
    const range = this.ctx.ranges[arg as keyof TemplateContext['ranges']] as
      { min: number; max: number } | undefined;
    if (!range) throw new Error(`no range "${arg}" (ranges: ${Object.keys(this.ctx.ranges).join(', ')})`);
    const end = arg === 'moneyBackDays' ? String : formatUsd;
    return { text: `${end(range.min)} to ${end(range.max)}` };
  }
}

function num(value: Value): number {
  if (value.num === undefined || !Number.isFinite(value.num))
    throw new Error(`"${value.text ?? '?'}" is not a number to calculate with`);
  return value.num;
}

/**
 * The text of one token's expression ("servers", "usd(12 * price(Monthly))").
 * @throws Error (without the place) when it cannot be resolved.
 */
function evaluateToken(source: string, ctx: TemplateContext): string {
  const value = new Reader(source.trim(), ctx).read();
  if (value.text === undefined)
    throw new Error('arithmetic needs a formatter around it: usd(…), cents(…), number(…) or words(…)');
  return value.text;
}

function resolve(
  text: string,
  ctx: TemplateContext,
  where: string,
  decode: (s: string) => string,
  encode: (s: string) => string,
): string {
  const out = text.replace(TOKEN, (whole, source: string) => {
    try {
      return encode(evaluateToken(decode(source), ctx));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new TemplateError(`${where}: cannot resolve the token ${whole}: ${reason}`, { cause: error });
    }
  });
  const stray = /\[\[|\]\]/.exec(out);
  if (stray)
    throw new TemplateError(
      `${where}: a token is not closed or holds a bracket near "${out.slice(Math.max(0, stray.index - 30), stray.index + 30)}"`,
    );
  return out;
}

/**
 * Content text with its tokens replaced by their figures.
 * @param where the text's place for error messages: "content/vpn-services/nordvpn.json: pros[1]".
 * @throws TemplateError naming `where` and the token.
 */
export function resolveText(text: string, ctx: TemplateContext, where: string): string {
  if (!text.includes('[')) return text;
  const same = (s: string) => s;
  return resolve(text, ctx, where, same, same);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Rendered HTML (of Markdown or MDX) with its tokens replaced; token text is read unescaped, figures written escaped. */
export function resolveHtml(html: string, ctx: TemplateContext, where: string): string {
  if (!html.includes('[[')) return html;
  return resolve(
    html,
    ctx,
    where,
    (s) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e),
    (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c),
  );
}
