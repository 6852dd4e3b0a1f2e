/**
 * The VPN finder (/finder, /finder/results), with JavaScript off and on: for each question, an address whose
 * result is checked against GET /api/vpn-services by a hand-written rule over the stored fields, never a list
 * of providers; a value the finder does not know answers a page naming it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './lib/axe';
import { layoutProblems } from './lib/layout';
import { usdSchema } from '../../src/lib/price';
import { DEFAULT_ANSWERS } from '../../src/lib/finder';
import { answerPhrases } from '../../src/lib/finder-answers';

type Group = 'match' | 'miss' | 'unknown';

interface Plan {
  name: string;
  /** As the API writes it ("3.39", "9.99-12.99"); read by the schema's `usdSchema`. */
  price: string;
  period: string | null;
  months?: number;
}
interface Service {
  slug: string;
  deviceLimit: number | [number, number] | null;
  plans: Plan[];
  moneyBackDays: number | null;
  freeTier: string | null;
  freeTrial: string | null;
  logsPolicy: string;
  audits?: { scope: string }[];
}

/** Paid plans with a term, as [months, USD a month]. */
const terms = (s: Service): [number, number][] =>
  s.plans.flatMap((p): [number, number][] => {
    const months = p.months ?? (/monthly/i.test(p.name) ? 1 : undefined);
    const low = usdSchema.parse(p.price).low;
    const price = p.period === 'month' ? low : p.period === 'year' ? low / 12 : 0;
    return months === undefined || !(price > 0) ? [] : [[months, price]];
  });

/** Each question with one address and the group every provider must land in, by the stored fields. */
const CASES: { param: string; query: string; group: (s: Service) => Group }[] = [
  {
    param: 'devices',
    query: 'devices=5',
    group: ({ deviceLimit: d }) =>
      d === null ? 'unknown' : d === 0 || (typeof d === 'number' ? d >= 5 : d[1] >= 5) ? 'match' : 'miss',
  },
  {
    param: 'prepay',
    query: 'prepay=1',
    group: (s) => (terms(s).length === 0 ? 'unknown' : terms(s).some(([m]) => m <= 1) ? 'match' : 'miss'),
  },
  {
    param: 'budget',
    query: 'budget=5',
    group: (s) =>
      terms(s).length === 0
        ? 'unknown'
        : terms(s).some(([, usd]) => Math.round(usd * 100) <= 500)
          ? 'match'
          : 'miss',
  },
  { param: 'free', query: 'free=plan', group: (s) => (s.freeTier ? 'match' : 'miss') },
  { param: 'free', query: 'free=trial', group: (s) => (s.freeTier || s.freeTrial ? 'match' : 'miss') },
  {
    param: 'refund',
    query: 'refund=30',
    group: ({ moneyBackDays: days }) => (days === null ? 'unknown' : days >= 30 ? 'match' : 'miss'),
  },
  {
    param: 'audit',
    query: 'audit=yes',
    group: (s) =>
      s.audits?.some((a) => a.scope === 'no-logs')
        ? 'match'
        : s.logsPolicy !== 'No logs'
          ? 'miss'
          : 'unknown',
  },
];

/** The slugs the result page lists in one group. */
const listed = (page: Page, id: string) =>
  page
    .locator(`#${id} li[data-slug]`)
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-slug')));

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the finder with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const { param, query, group } of CASES) {
      test(`${query} lists every provider where its data puts it`, async ({ page, request }) => {
        const services = (await (await request.get('/api/vpn-services')).json()) as Service[];
        const response = await page.goto(`/finder/results?${query}`);
        expect(response?.status()).toBe(200);
        const expected = (g: Group) => services.filter((s) => group(s) === g).map((s) => s.slug);
        expect(await listed(page, 'finder-matches')).toEqual(expected('match'));
        expect(await listed(page, 'finder-misses')).toEqual(expected('miss'));
        expect(await listed(page, 'finder-unknown')).toEqual(expected('unknown'));
        for (const rule of await page
          .locator('#finder-misses li[data-slug]')
          .evaluateAll((items) => items.map((li) => li.getAttribute('data-rule'))))
          expect(rule).toBe(param);
        const [first, second] = expected('match');
        if (first && second)
          await expect(page.locator('#finder-compare a')).toHaveAttribute(
            'href',
            `/compare/${[first, second].sort().join('-vs-')}`,
          );
        await expect(page.locator(`select[name="${param}"]`)).toHaveValue(query.split('=')[1] ?? '');
      });
    }

    test('the form sends exactly the six answers as a shareable address', async ({ page }) => {
      await page.goto('/finder');
      await page.getByLabel('How many devices at once?').selectOption('10');
      await page.getByRole('button', { name: 'Find VPNs' }).click();
      await expect(page.getByRole('status')).toContainText('every answer');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/finder/results');
      expect([...url.searchParams.keys()]).toEqual([
        'devices',
        'prepay',
        'budget',
        'free',
        'refund',
        'audit',
      ]);
      expect(url.searchParams.get('devices')).toBe('10');
    });

    test('restates the answers in one line above the result, with a link to the form holding them', async ({
      page,
    }) => {
      await page.goto('/finder/results?devices=10&budget=3&audit=yes');
      const line = page.locator('#finder-answers');
      const phrases = answerPhrases({ ...DEFAULT_ANSWERS, devices: '10', budget: '3', audit: 'yes' });
      await expect(line).toHaveText(`Your answers: ${phrases.join(' · ')}. Change your answers`);
      await expect(line).toBeInViewport();
      const [lineBox, statusBox] = [await line.boundingBox(), await page.getByRole('status').boundingBox()];
      expect(lineBox!.y).toBeLessThan(statusBox!.y);
      await line.getByRole('link', { name: 'Change your answers' }).click();
      await expect(page.getByRole('heading', { name: 'Your answers' })).toBeInViewport();
      await expect(page.getByLabel('How many devices at once?')).toHaveValue('10');
      await expect(page.getByLabel('The most you would pay a month (USD), on those terms')).toHaveValue('3');
    });

    test('Back and Forward keep the form and the result beside it in step', async ({ page }) => {
      const devices = page.getByLabel('How many devices at once?');
      const line = page.locator('#finder-answers');
      await page.goto('/finder/results?devices=10');
      await devices.selectOption('5');
      await page.getByRole('button', { name: 'Find VPNs' }).click();
      await expect(page).toHaveURL(/devices=5/);
      await expect(line).toContainText('5 or more devices');
      await page.goBack();
      await expect(page).toHaveURL(/devices=10/);
      await expect(line).toContainText('10 or more devices');
      await expect(devices).toHaveValue('10');
      await page.goForward();
      await expect(page).toHaveURL(/devices=5/);
      await expect(line).toContainText('5 or more devices');
      await expect(devices).toHaveValue('5');
    });

    test('a value it does not know answers a page naming it', async ({ page }) => {
      const response = await page.goto('/finder/results?devices=7&budget=cheap&audit=yes');
      expect(response?.status()).toBe(400);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('devices=7 is not an answer we know');
      await expect(alert).toContainText('budget=cheap is not an answer we know');
      await expect(alert).not.toContainText('audit=');
      await expect(page.locator('#finder-matches')).toHaveCount(0);
    });
  });
}

test('/finder and its result load no script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/finder');
  await page.goto('/finder/results?devices=3&refund=30');
  expect(scripts).toEqual([]);
});

test.describe('the result pages at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  for (const path of [
    '/finder/results?devices=5&prepay=12&budget=5&free=trial&refund=30&audit=yes',
    '/finder/results?devices=7',
    '/check/results',
  ])
    for (const colorScheme of ['light', 'dark'] as const)
      test(`${path} in ${colorScheme}: no axe violation, nothing sideways`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(layoutProblems, 320)).toEqual([]);
      });
});
