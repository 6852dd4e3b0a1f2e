/**
 * The VPN finder (/finder, /finder/results), with JavaScript off and on: for each question, an address whose
 * result is checked against GET /api/vpn-services by a hand-written copy of the stated rule over the stored fields
 * (a disputed figure at its less favourable reading, a price range at its top end, an audit only from a source
 * that counts), never a list of providers; a value the finder does not know answers a page naming it.
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
interface Source {
  grade: string;
  historical: boolean;
  kind: string;
  publisher: { vpnBrands: string[] };
}
interface Reading {
  source: Source;
  value: unknown;
  appliesTo?: string;
}
interface Record {
  source?: Source;
  also?: Source[];
  readings?: Reading[];
}
interface Service {
  slug: string;
  name: string;
  deviceLimit: number | [number, number] | null;
  plans: Plan[];
  moneyBackDays: number | null;
  freeTier: string | null;
  freeTrial: string | null;
  comparison: { freeVersion: { value: string | null } };
  audits?: { scope: string; provenance: Record }[];
  protocols: (string | { name: string; basedOn: string })[];
  payment: string[] | null;
  openSource: { platform: string }[] | null;
  portForwarding: { available: boolean } | null;
  provenance: { devices: Record; refund: Record };
}

/** The values of a fact the rules weigh: the one shown and each reading from a source that is not weak or old. */
const counted = (shown: unknown, p: Record): unknown[] => [
  shown,
  ...(p.readings ?? [])
    .filter((r) => r.source.grade !== 'weak' && !r.source.historical && r.appliesTo === undefined)
    .map((r) => r.value),
];

/** Devices by the stated rule: 0 is unlimited, a range counts its top, a disputed figure its fewest. */
const devices = (s: Service): number | null => {
  const counts = counted(s.deviceLimit, s.provenance.devices).flatMap((v) =>
    v === 0 ? [Infinity] : typeof v === 'number' ? [v] : Array.isArray(v) ? [v[1] as number] : [],
  );
  return counts.length === 0 ? null : Math.min(...counts);
};

/** The refund window by the stated rule: a disputed window counts its shortest, "none" as 0. */
const refundDays = (s: Service): number | null => {
  const days = counted(s.moneyBackDays, s.provenance.refund).flatMap((v) =>
    v === 'none' ? [0] : typeof v === 'number' ? [v] : [],
  );
  return days.length === 0 ? null : Math.min(...days);
};

/** Paid plans with a term, as [months, USD a month]: a price range counts at its top end, as the site says. */
const terms = (s: Service): [number, number][] =>
  s.plans.flatMap((p): [number, number][] => {
    const months = p.months ?? (/monthly/i.test(p.name) ? 1 : undefined);
    const high = usdSchema.parse(p.price).high;
    const price = p.period === 'month' ? high : p.period === 'year' ? high / 12 : 0;
    return months === undefined || !(price > 0) ? [] : [[months, price]];
  });

/** A source counts for a provider when it is not weak and not published by the provider's own group. */
const stands = (src: Source | undefined, name: string) =>
  !!src &&
  src.grade !== 'weak' &&
  (src.kind === 'provider' ||
    !src.publisher.vpnBrands.some(
      (b) => b.replace(/\W/g, '').toLowerCase() === name.replace(/\W/g, '').toLowerCase(),
    ));

const yesNo = (has: boolean | null): Group => (has === null ? 'unknown' : has ? 'match' : 'miss');

/** Each question with one address and the group every provider must land in, by the stated rules. */
const CASES: { param: string; query: string; group: (s: Service) => Group }[] = [
  {
    param: 'devices',
    query: 'devices=5',
    group: (s) => {
      const d = devices(s);
      return d === null ? 'unknown' : d >= 5 ? 'match' : 'miss';
    },
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
  {
    param: 'free',
    query: 'free=plan',
    group: (s) => (s.freeTier ? 'match' : s.comparison.freeVersion.value === null ? 'unknown' : 'miss'),
  },
  {
    param: 'free',
    query: 'free=trial',
    group: (s) =>
      s.freeTier || s.freeTrial ? 'match' : s.comparison.freeVersion.value === null ? 'unknown' : 'miss',
  },
  {
    param: 'refund',
    query: 'refund=30',
    group: (s) => {
      const days = refundDays(s);
      return days === null ? 'unknown' : days >= 30 ? 'match' : 'miss';
    },
  },
  {
    // An audit of the no-logs policy or the servers, reported by a source that counts; otherwise unknown, never no.
    param: 'audit',
    query: 'audit=yes',
    group: (s) =>
      (s.audits ?? []).some(
        (a) =>
          (a.scope === 'no-logs' || a.scope === 'infrastructure') &&
          [a.provenance.source, ...(a.provenance.also ?? [])].some((src) => stands(src, s.name)),
      )
        ? 'match'
        : 'unknown',
  },
  {
    param: 'wireguard',
    query: 'wireguard=yes',
    group: (s) =>
      yesNo(
        s.protocols.length === 0
          ? null
          : s.protocols.some(
              (p) => p === 'WireGuard' || (typeof p === 'object' && p.basedOn === 'WireGuard'),
            ),
      ),
  },
  {
    param: 'anonymous',
    query: 'anonymous=yes',
    group: (s) => yesNo(s.payment === null ? null : s.payment.some((m) => m === 'cash' || m === 'monero')),
  },
  {
    param: 'opensource',
    query: 'opensource=yes',
    group: (s) => yesNo(s.openSource === null ? null : s.openSource.some((c) => c.platform !== 'browser')),
  },
  {
    param: 'portforwarding',
    query: 'portforwarding=yes',
    group: (s) => yesNo(s.portForwarding?.available ?? null),
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

    // With JavaScript on, the result page is the same HTML; its one inline script resets the form to the answers
    // the page preselects (FinderForm.astro), the same for every question: one question shows it.
    for (const { param, query, group } of javaScriptEnabled ? CASES.slice(0, 1) : CASES) {
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

    test('the form sends exactly its answers, the priorities last, as a shareable address', async ({
      page,
    }) => {
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
        'wireguard',
        'anonymous',
        'opensource',
        'portforwarding',
        'priority',
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
