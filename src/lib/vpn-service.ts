/**
 * From provider files to the VpnService every page, the API and the downloads show: each fact is stored once
 * in `content/vpn-services/<slug>.json` and everything else is derived here (tokens resolved, comparison
 * cells, header price, price per month, discount, bills, regular prices). Pure: src/data/content.ts and Node
 * tools call it.
 */
import type { z } from 'astro/zod';
import type { publishedServiceSchema, vpnServiceSchema } from './schemas';
import { COMPARISON_ROWS, marketFacts, type ComparisonRowKey } from './comparison';
import { formatDevices } from './format';
import { networkText } from './fact-values';
import { lowestLongTermPlan, monthlyPlans, perMonthAmount, planBill, regularPrice, termLabel } from './plans';
import {
  LIFETIME_TERM,
  formatMoney,
  formatPlanPrice,
  formatUsd,
  storedUsd,
  toCents,
  usd,
  type Usd,
} from './price';
import { resolveText, type TemplateContext } from './templates';
import { exchangeRate, resolveRecord, withDisputes, type SourceRegistry } from './evidence';
import { priceRecord, type PriceView } from './price-readings';
import { ruleLogsPolicy } from './fact-rules';
import { independentNoLogsAudit, modelBadges, newestAudit, overallScore, scoreCard } from './score';
import { auditYear, type FactGroupKey, type Provenance, type SourceInfo } from './provenance';

/** A provider file as the collection parses it, plus its slug (the file name). */
export type VpnServiceFile = z.output<typeof vpnServiceSchema> & { slug: string };

/** A provider as pages and the API use it: the file's fields with tokens resolved, and the derived fields. */
export type VpnService = z.output<typeof publishedServiceSchema>;

type Cell = VpnService['comparison'][ComparisonRowKey];

/** The newest audit of the no-logs policy a source reports, if any. */
export function latestNoLogsAudit<Audit extends { scope: string; date?: string | undefined }>(
  audits: readonly Audit[] | undefined,
): Audit | undefined {
  return newestAudit((audits ?? []).filter((a) => a.scope === 'no-logs'));
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The nine comparison cells, each with its fact's provenance (`evidence`: resolved provenance and audits).
 */
function comparisonCells(
  s: VpnServiceFile,
  evidence: Pick<VpnService, 'provenance' | 'audits'>,
  standoutFeature: string,
): VpnService['comparison'] {
  // A disputed figure shows its other readings, a price cell those about its own price (priceRecord).
  const cell = (value: string | null, group: Cell['group'], view?: PriceView): Cell => {
    const record =
      group === 'audits'
        ? null
        : ((evidence.provenance as Record<string, Cell['provenance'] | undefined>)[group] ?? null);
    const provenance = view ? priceRecord(record, view) : record;
    return {
      value: value === null || (group === 'pricing' && !view) ? value : withDisputes(value, provenance),
      group,
      provenance,
    };
  };
  /** An audit's cell, as its source reports it. */
  const audited = (value: string, provenance: Provenance): Cell => ({ value, group: 'audits', provenance });
  const longTerm = lowestLongTermPlan(s.plans);
  const monthly = monthlyPlans(s.plans);
  const audit = independentNoLogsAudit({ name: s.name, audits: evidence.audits });
  const weakAudit = audit ? undefined : latestNoLogsAudit(evidence.audits);
  const d = s.deviceLimit;
  return {
    lowestLongTermPrice: cell(
      longTerm === undefined
        ? null
        : longTerm.period === 'year'
          ? `${formatUsd(perMonthAmount(longTerm) ?? longTerm.price)}/mo (${formatPlanPrice(longTerm)} ${/bundle/i.test(longTerm.name) ? 'bundle' : 'plan'})`
          : `${formatUsd(longTerm.price)}/mo (${termLabel(longTerm)})`,
      'pricing',
      longTerm && { kind: 'long-term', plan: longTerm },
    ),
    standardMonthlyPrice: cell(
      monthly.length > 0
        ? monthly.map((p) => formatUsd(p.price)).join(', ')
        : s.soldMonthly === false
          ? 'No monthly plan listed'
          : null,
      'pricing',
      { kind: 'monthly', plans: monthly },
    ),
    freeVersion: s.freeTier
      ? cell(`Yes: ${lowerFirst(s.freeTier)}`, 'freePlan')
      : s.freeTrial
        ? cell(`No (${s.freeTrial.split(',')[0] ?? s.freeTrial})`, 'trial')
        : cell(
            // "No" only where a source (or the launch data) says so; a search that found nothing leaves it unknown.
            evidence.provenance.freePlan.source || evidence.provenance.freePlan.compiledAt ? 'No' : null,
            'freePlan',
          ),
    moneyBackGuarantee: cell(s.moneyBackDays === null ? null : `${String(s.moneyBackDays)} days`, 'refund'),
    simultaneousConnections: cell(
      d === null ? null : typeof d === 'number' ? formatDevices(d) : `${formatDevices(d)} (by plan)`,
      'devices',
    ),
    serverNetwork: cell(s.serverCount === null && s.countryCount === null ? null : networkText(s), 'network'),
    headquarters: cell(s.jurisdiction, 'jurisdiction'),
    auditedNoLogsPolicy: audit
      ? audited(`Yes: ${audit.firm}, ${auditYear(audit.date)}`, audit.provenance)
      : ruleLogsPolicy({ logsPolicy: s.logsPolicy, provenance: evidence.provenance }) !== 'No logs'
        ? cell(
            s.logsPolicy === 'No logs'
              ? 'No: no logs stated, but disputed'
              : `No: ${lowerFirst(s.logsPolicy)}`,
            'logging',
          )
        : weakAudit
          ? audited(
              `Not confirmed: only a weak source reports an audit (${weakAudit.firm}, ${auditYear(weakAudit.date)})`,
              weakAudit.provenance,
            )
          : cell(null, 'audits'),
    standoutFeature: cell(standoutFeature, 'standout'),
  };
}

/**
 * The popular plan's header price, always with its term: as sold ("$3.39" "/month"), per year where the file
 * asks (12 x, our arithmetic), one-time as "lifetime (one payment)", with the file's note. `billedIn`: the
 * plans as the file states them, so a plan billed in another currency shows as billed ("€5.00" "/month, about
 * $5.99").
 */
function headerPrice(
  s: Pick<VpnServiceFile, 'plans' | 'priceDisplay'>,
  billedIn: Pick<VpnServiceFile, 'plans'>,
): VpnService['headerPrice'] {
  const index = Math.max(
    0,
    s.plans.findIndex((p) => p.popular),
  );
  const plan = s.plans[index];
  if (!plan) throw new Error('a provider needs a plan');
  const display = s.priceDisplay;
  if (display && 'per' in display)
    return {
      amount: formatUsd(plan.price.low * 12),
      suffix: '/year',
      note: `${plan.name} plan: 12 x ${formatUsd(plan.price)} a month, our arithmetic`,
    };
  const suffix = { week: '/week', month: '/month', year: '/year', 'one-time': LIFETIME_TERM } as const;
  const term = plan.period ? suffix[plan.period] : '';
  const billed = billedIn.plans[index];
  if (billed && billed.currency !== 'USD')
    return {
      amount: formatMoney(billed.price, billed.currency),
      suffix: `${term}, about ${formatUsd(plan.price)}`,
      note: display ? display.note : null,
    };
  return { amount: formatUsd(plan.price), suffix: term, note: display ? display.note : null };
}

/**
 * The matrix's providers in column order.
 * @throws Error naming both files when two claim the same column.
 */
export function matrixServices<S extends { slug: string; matrixColumn?: number | undefined }>(
  services: readonly S[],
): S[] {
  const inMatrix = services.filter((s) => s.matrixColumn !== undefined);
  const sorted = [...inMatrix].sort((a, b) => (a.matrixColumn ?? 0) - (b.matrixColumn ?? 0));
  sorted.forEach((s, i) => {
    const next = sorted[i + 1];
    if (next && next.matrixColumn === s.matrixColumn)
      throw new Error(
        `content/vpn-services/${s.slug}.json and ${next.slug}.json both set matrixColumn ${String(s.matrixColumn)}: each column holds one provider`,
      );
  });
  return sorted;
}

/** What tokens read: every provider's stored facts, the counts, and the ranges across the compared services. */
export function templateContext(
  files: readonly VpnServiceFile[],
  self: VpnServiceFile | null = null,
): TemplateContext {
  return {
    self,
    providers: new Map(files.map((f) => [f.slug, f])),
    // Counts the site states in words: providers reviewed, matrix columns, providers with ratings, rows.
    counts: {
      reviewed: files.length,
      compared: files.filter((f) => f.matrixColumn !== undefined).length,
      rated: files.filter((f) => f.speedRating !== null || f.securityRating !== null).length,
      rows: COMPARISON_ROWS.length,
    },
    ranges: marketFacts(matrixServices(files)),
  };
}

/**
 * A provider's evidence with every source id resolved against the registry: its facts, ownership, audits and
 * each plan's renewal (`renewals`, by plan index).
 * @throws Error naming the file and field when a record cites a source the registry lacks.
 */
function resolveEvidence(s: VpnServiceFile, registry: SourceRegistry) {
  const resolve = (
    record: Parameters<typeof resolveRecord>[0],
    key: FactGroupKey,
    at: string,
  ): Provenance => {
    try {
      return resolveRecord(record, key, registry) ?? {};
    } catch (error) {
      throw new Error(
        `content/vpn-services/${s.slug}.json: ${at}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  };
  const provenance = Object.fromEntries(
    Object.entries(s.provenance).map(([key, record]) => [
      key,
      resolve(record, key as FactGroupKey, `provenance.${key}`),
    ]),
  ) as VpnService['provenance'];
  return {
    provenance,
    ownership:
      s.ownership === undefined
        ? undefined
        : { ...s.ownership, provenance: resolve(s.ownership.provenance, 'ownership', 'ownership') },
    audits: s.audits?.map((a, i) => ({
      ...a,
      provenance: resolve(a.provenance, 'audits', `audits[${String(i)}]`),
    })),
    renewals: s.plans.map((p, i) =>
      p.renewal ? resolve(p.renewal.provenance, 'renewal', `plans[${String(i)}].renewal`) : undefined,
    ),
  };
}

/**
 * The plans in USD: another currency converted at the newest dated rate in the source registry
 * (exchangeRate).
 * @throws Error when no source gives a rate for a plan's currency.
 */
function plansInUsd(s: VpnServiceFile, registry: SourceRegistry) {
  return s.plans.map((plan) => {
    if (plan.currency === 'USD') return plan;
    const rate = exchangeRate(plan.currency, registry);
    const convert = (amount: Usd) => usd(toCents(amount.low * rate.usd), toCents(amount.high * rate.usd));
    return {
      ...plan,
      price: convert(plan.price),
      currency: 'USD' as const,
      ...(plan.renewal
        ? { renewal: { ...plan.renewal, price: convert(plan.renewal.price), currency: 'USD' as const } }
        : {}),
      ...(plan.billed !== undefined && plan.billed !== true ? { billed: convert(plan.billed) } : {}),
    };
  });
}

/** A price as the provider bills it in another currency, with the dated rate our USD figures use. */
export interface StatedPrice {
  plan: string;
  price: Usd;
  currency: string;
  /** USD for 1 unit of `currency`. */
  usdPerUnit: number;
  /** The date the rate's source carries, as printed ("2026-01-28"). */
  rateDate: string;
  /** The source of the rate (content/sources.json). */
  rateSource: SourceInfo;
}

/** The plans a provider file prices in a currency other than USD, each with the rate it is converted at. */
export function statedPrices(s: VpnServiceFile, registry: SourceRegistry): StatedPrice[] {
  return s.plans.flatMap((plan) => {
    if (plan.currency === 'USD') return [];
    const { usd: usdPerUnit, source } = exchangeRate(plan.currency, registry);
    const { name, price, currency } = plan;
    return [{ plan: name, price, currency, usdPerUnit, rateDate: source.date ?? '', rateSource: source }];
  });
}

/** One provider as pages show it; `context` is templateContext() of every file. */
function publishService(
  file: VpnServiceFile,
  context: TemplateContext,
  registry: SourceRegistry,
): VpnService {
  const s: VpnServiceFile = { ...file, plans: plansInUsd(file, registry) };
  const ctx = { ...context, self: file };
  const where = `content/vpn-services/${s.slug}.json`;
  const text = (value: string, field: string) => resolveText(value, ctx, `${where}: ${field}`);
  const list = (values: readonly string[], field: string) =>
    values.map((v, i) => text(v, `${field}[${String(i)}]`));
  const standoutFeature = text(s.standoutFeature, 'standoutFeature');
  const longTerm = lowestLongTermPlan(s.plans);
  const popular = s.plans.find((p) => p.popular);
  const { renewals, ...evidence } = resolveEvidence(s, registry);
  const published: Omit<VpnService, 'score' | 'modelBadge'> = {
    ...s,
    ...evidence,
    description: text(s.description, 'description'),
    summary: text(s.summary, 'summary'),
    ...(s.shortDescription === undefined
      ? {}
      : { shortDescription: text(s.shortDescription, 'shortDescription') }),
    refundPolicy: text(s.refundPolicy, 'refundPolicy'),
    features: list(s.features, 'features'),
    pros: list(s.pros, 'pros'),
    cons: list(s.cons, 'cons'),
    securityFeatures: list(s.securityFeatures, 'securityFeatures'),
    notes: list(s.notes, 'notes'),
    ...(s.partnership === undefined ? {} : { partnership: text(s.partnership, 'partnership') }),
    ...(s.promo === undefined
      ? {}
      : {
          promo: {
            ...s.promo,
            headline: text(s.promo.headline, 'promo.headline'),
            text: text(s.promo.text, 'promo.text'),
          },
        }),
    standoutFeature,
    plans: s.plans.map((plan, i) => {
      const { billed: _billed, originalPrice: _original, renewal, ...rest } = plan;
      const billed = planBill(plan);
      const regular = regularPrice(plan, s.plans);
      const resolved = renewals[i];
      return {
        ...rest,
        ...(renewal === undefined || resolved === undefined
          ? {}
          : { renewal: { ...renewal, provenance: resolved } }),
        features: list(plan.features, `plans[${String(i)}].features`),
        ...(billed === undefined ? {} : { billed }),
        ...(regular === null ? {} : { originalPrice: regular.text }),
      };
    }),
    pricePerMonth: longTerm ? perMonthAmount(longTerm) : null,
    discountPercentage: popular?.discount ?? null,
    headerPrice: headerPrice(s, file),
    comparison: comparisonCells(s, evidence, standoutFeature),
  };
  const card = scoreCard(published, registry.today);
  return {
    ...published,
    score: { minimums: card.minimums, parts: card.parts, overall: overallScore(card) },
    modelBadge: null,
  };
}

/** A provider as the API and downloads write it: stored prices ("9.99-12.99"), bills in words. */
export function serviceJson(s: VpnService) {
  return {
    ...s,
    plans: s.plans.map((p) => ({
      ...p,
      price: storedUsd(p.price),
      ...(p.billed === undefined ? {} : { billed: p.billed.text }),
      ...(p.renewal === undefined ? {} : { renewal: { ...p.renewal, price: storedUsd(p.renewal.price) } }),
    })),
    pricePerMonth: s.pricePerMonth === null ? null : storedUsd(s.pricePerMonth),
  };
}

/**
 * Every provider as pages show it, in the order given, each source resolved against `registry`.
 * @throws TemplateError or Error naming the file and field.
 */
export function publishServices(files: readonly VpnServiceFile[], registry: SourceRegistry): VpnService[] {
  const context = templateContext(files);
  const services = files.map((f) => publishService(f, context, registry));
  const badges = modelBadges(services);
  return services.map((s) => ({ ...s, modelBadge: badges.get(s.slug) ?? null }));
}
