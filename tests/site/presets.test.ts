/**
 * Every compare page answers each preset of priorities without JavaScript: the page holds the pick of every
 * preset under #priority-{preset} (shown by CSS :target), each naming the pick the published model makes, and
 * `?priority={preset}` is redirected to that fragment (dist/_redirects).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pairPath } from '../../src/lib/compare';
import { modelPick, PRESETS, type PresetKey } from '../../src/lib/score';
import { loadProviders } from '../support/providers';

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

  it('send ?priority= to the preset fragment without JavaScript', () => {
    const redirects = readFileSync('dist/_redirects', 'utf8');
    for (const preset of presets)
      expect(redirects, preset).toMatch(new RegExp(`priority=${preset}\\s+\\S*#priority-${preset}`));
  });
});
