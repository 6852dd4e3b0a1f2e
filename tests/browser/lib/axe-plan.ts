/**
 * Which pages the one pass per page (pages.spec.ts) checks with axe, and how. Layout, scripts, errors and what a
 * page of its kind promises are checked on every page; axe, which takes most of a page's time, on every template
 * in every configuration and on every page whose markup is written by hand, and on a sample of the pages one
 * template builds from provider data:
 *
 * - the template's page (the first page of each kind; for a data-driven kind, the first page of its sample): axe
 *   at 375 px in the light and the dark scheme, its stylesheet rule (lib/axe.ts), and a load of its own at 1280 px
 *   with a mouse;
 * - an authored page (a provider's review, a guide, a text page, each page of its own, a not-found page): axe at
 *   375 px, light;
 * - a data-driven page (/compare/{a}-vs-{b}, /best/{criterion}, a provider's /data/{slug}, /changes/{slug} and
 *   /vpn/{slug}/reviews) in the sample (tests/support/page-sample.ts: every row outcome, verdict, state and grade of
 *   a fact, disputed fact and shape of markup any of them has, the longest names): axe at 375 px,
 *   light (the sample's first page, which holds nearly every shape, is the template's page: dark too). The other
 *   data-driven pages get axe in `npm run test:full` (tests/browser/sitemap-axe.full.ts),
 *   so `npm test` and `npm run test:full` together run axe on every page of the sitemap. Every built data-driven
 *   page is also read without a browser for what content can break (tests/site/page-markup.test.ts).
 *
 * The plan is made once, in the global setup, and handed to the workers through the environment.
 */
import { dataDrivenSample } from '../../support/page-sample';
import { LONG_REVIEWS } from './published-reviews';
import type { SitePage } from './site-pages';

/** What axe checks on one page in `npm test`. */
export interface AxeRun {
  /** The schemes axe runs in at 375 px. */
  schemes: ('light' | 'dark')[];
  /** The template's page: its stylesheet rule, and a load of its own at 1280 px with a mouse. */
  template: boolean;
  /** Why the page gets axe, for the report. */
  why: string;
}

const ENV = 'BROWSER_TEST_AXE_PLAN';

/** The plan for `pages` (every page of the build): url to its run, absent for a page left to `test:full`. */
async function makeAxePlan(pages: readonly SitePage[]): Promise<Record<string, AxeRun>> {
  const sampled = await dataDrivenSample(
    pages.map((p) => p.url),
    LONG_REVIEWS.slug,
  );
  const plan: Record<string, AxeRun> = {};
  const seen = new Set<string>();
  for (const page of pages) {
    const data = [...sampled.values()].find((d) => d.pages.has(page.url));
    if (data) {
      const index = data.sample.findIndex((s) => s.url === page.url);
      if (index < 0) continue;
      const reasons = data.sample[index]?.reasons ?? [];
      const shapes = reasons.filter((r) => r.startsWith('markup ')).length;
      const named = reasons.filter((r) => !r.startsWith('markup '));
      plan[page.url] = {
        schemes: index === 0 ? ['light', 'dark'] : ['light'],
        template: index === 0,
        why: `${index === 0 ? "its template's page, " : ''}sampled for ${[...named, ...(shapes ? [`${String(shapes)} shapes of markup`] : [])].join('; ')}`,
      };
      continue;
    }
    const template = !seen.has(page.kind);
    seen.add(page.kind);
    plan[page.url] = template
      ? { schemes: ['light', 'dark'], template: true, why: `the first page of ${page.kind}` }
      : { schemes: ['light'], template: false, why: `written by hand (${page.kind})` };
  }
  return plan;
}

/** Hands the plan to the workers (the global setup's part). */
export async function publishAxePlan(pages: readonly SitePage[]): Promise<void> {
  process.env[ENV] = JSON.stringify(await makeAxePlan(pages));
}

/** The plan the global setup made. Throws when there is none (a spec run without the global setup). */
export function axePlan(): Record<string, AxeRun> {
  const json = process.env[ENV];
  if (!json) throw new Error(`${ENV} is not set: run the browser tests with their global setup`);
  return JSON.parse(json) as Record<string, AxeRun>;
}
