/**
 * Every compare page answers each preset of priorities without JavaScript: the page holds the pick of every
 * preset under #priority-{preset} (shown by CSS :target), each naming the pick the published model makes, and
 * `?priority={preset}` is redirected once to that fragment, under the real server (dist/_redirects).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, inject, it } from 'vitest';
import { pairPath } from '../../src/lib/compare';
import {
  byModel,
  DEFAULT_PRESET,
  formatScore,
  modelPick,
  overallScore,
  PRESETS,
  type PresetKey,
} from '../../src/lib/score';
import { loadProviders } from '../support/providers';

const baseUrl = inject('baseUrl');
const providers = await loadProviders();
const presets = Object.keys(PRESETS) as PresetKey[];
const pairs = providers.flatMap((a) => providers.filter((b) => a.slug < b.slug).map((b) => [a, b] as const));

describe('the priorities on every compare page', () => {
  it("name the model's pick for each preset, in the page itself", () => {
    const problems: string[] = [];
    for (const [a, b] of pairs) {
      const path = pairPath(a.slug, b.slug);
      const root = parse(readFileSync(`dist${path}.html`, 'utf8'));
      for (const preset of presets) {
        const block = root.querySelector(`#priority-${preset}`);
        const text = block?.querySelector('p')?.text.replace(/\s+/g, ' ') ?? '';
        const pick = modelPick(a, b, preset);
        const expected = `${PRESETS[preset].label}: ${pick.side === null ? 'no clear pick' : `${[a, b][pick.side]?.name ?? ''} —`}`;
        if (!text.startsWith(expected)) problems.push(`${path}#priority-${preset}: "${text.slice(0, 80)}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answer ?priority= without JavaScript: one redirect to the page at its preset, which then loads', async () => {
    for (const path of [pairPath('nordvpn', 'surfshark'), '/reviews'])
      for (const preset of presets) {
        const first = await fetch(`${baseUrl}${path}?priority=${preset}`, { redirect: 'manual' });
        expect(first.status, `${path} ${preset}`).toBe(301);
        const target = new URL(first.headers.get('location') ?? '', baseUrl);
        expect(`${target.pathname}${target.hash}`, preset).toBe(`${path}#priority-${preset}`);
        // Not redirected again (Netlify passes a query on to a target without one): the page itself answers.
        const landed = await fetch(target, { redirect: 'manual' });
        expect(landed.status, `${path} ${preset}`).toBe(200);
        expect(parse(await landed.text()).querySelector(`#priority-${preset}`), preset).not.toBeNull();
      }
  });
});

describe('the priorities on /reviews', () => {
  it("list every provider in the model's order under each preset, with its score so weighed", () => {
    const root = parse(readFileSync('dist/reviews.html', 'utf8'));
    for (const preset of presets.filter((p) => p !== DEFAULT_PRESET)) {
      const items = root
        .querySelectorAll(`#priority-${preset} li`)
        .map((li) => li.text.replace(/\s+/g, ' ').trim());
      const expected = [...providers]
        .sort(byModel(preset))
        .map((s) => `${s.name} ${formatScore(overallScore(s.score, preset))}`);
      expect(
        items.map((item) => item.replace(/ \([0-2] of 3 trust minimums\)$/, '')),
        preset,
      ).toEqual(expected);
    }
    // The default's block says the reviews below follow it, and they do.
    expect(root.querySelector(`#priority-${DEFAULT_PRESET}`)?.text).toContain(
      'The reviews below are in this order.',
    );
    const cards = root.querySelectorAll('main h2, main h3').map((h) => h.text.trim());
    const order = [...providers].sort(byModel(DEFAULT_PRESET)).map((s) => s.name);
    expect(cards.filter((name) => order.includes(name))).toEqual(order);
  });
});
