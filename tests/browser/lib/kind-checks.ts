/**
 * Which of lib/page-checks.ts a page gets in the one pass per page, by its kind, with what they expect read from
 * the provider files (never from the built pages they check).
 */
import type { Page } from '@playwright/test';
import { PHONE, test } from '../fixtures';
import { CRITERIA } from '../../../src/lib/criteria';
import { FIGURES } from '../../../src/lib/figures';
import { storedUsd } from '../../../src/lib/price';
import { pairPath } from '../../../src/lib/compare';
import { formatScore } from '../../../src/lib/score';
import { byRanking, loadProviders } from '../../support/providers';
import {
  comparePageProblems,
  firstScreenProblems,
  pairFirstScreenProblems,
  pricingDepthProblems,
  rankingPageProblems,
  rankingsHubProblems,
  tapTargetProblems,
  type PairFirstScreen,
  type TopPick,
} from './page-checks';
import type { SitePage } from './site-pages';

const providers = await loadProviders();

/** Per ranking slug, the providers with its best known figure (several where they tie), by name. */
const leaders: Record<string, string[]> = Object.fromEntries(
  CRITERIA.map((c) => {
    const figures = providers.map((p) => ({ name: p.name, figure: FIGURES[c.figure].value(p) }));
    const known = figures.flatMap((f) => (f.figure === null ? [] : [f.figure]));
    const best = FIGURES[c.figure].better === 'lower' ? Math.min(...known) : Math.max(...known);
    return [c.slug, figures.filter((f) => f.figure === best).map((f) => f.name)];
  }),
);

const first = [...providers].sort(byRanking)[0];
if (!first) throw new Error('content/vpn-services holds no provider');
const topPick: TopPick = {
  name: first.name,
  score: formatScore(first.score.overall),
  price: first.pricePerMonth === null ? 'Not in our data' : `$${storedUsd(first.pricePerMonth)}/mo`,
};

/** Per compare page, the names and long-term prices its first screen shows, read from the provider files. */
const longTerm = (p: (typeof providers)[number]) =>
  p.pricePerMonth === null ? 'Not in our data' : `$${storedUsd(p.pricePerMonth)}/mo`;
const pairScreens = new Map<string, PairFirstScreen>(
  providers.flatMap((a) =>
    providers
      .filter((b) => a.slug < b.slug)
      .map((b): [string, PairFirstScreen] => [
        pairPath(a.slug, b.slug),
        { names: [a.name, b.name], prices: [longTerm(a), longTerm(b)] },
      ]),
  ),
);

/** What a page of this kind promises at a phone width, as problem lines. */
export async function kindProblems(page: Page, site: SitePage, width: number): Promise<string[]> {
  if (site.status !== 200) return [];
  if (site.url === '/') return page.evaluate(firstScreenProblems, topPick);
  if (site.url === '/best') return page.evaluate(rankingsHubProblems, leaders);
  if (site.kind === '/best/*') return page.evaluate(rankingPageProblems);
  if (site.kind === '/vpn/*') return width === PHONE.width ? page.evaluate(pricingDepthProblems) : [];
  if (site.kind === '/compare/*') {
    const problems = await page.evaluate(comparePageProblems, width);
    const screen = pairScreens.get(site.url);
    // The first screen of a phone at 375 px (812 px tall, inside the 844 of a larger phone).
    if (width === PHONE.width)
      problems.push(
        ...(screen
          ? await page.evaluate(pairFirstScreenProblems, screen)
          : ['no provider pair for this page']),
      );
    return problems;
  }
  return [];
}

/**
 * Tap-target problems of the page at 375 px; the smallest control and link of each template's page go in the
 * report (`npx playwright test pages --reporter=list` prints them).
 */
export async function tapTargetsAt(page: Page, site: SitePage): Promise<string[]> {
  const { problems, smallest } = await page.evaluate(tapTargetProblems);
  test.info().annotations.push({ type: 'smallest tap targets', description: `${site.url}: ${smallest}` });
  return problems;
}
