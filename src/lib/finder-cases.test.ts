import { describe, expect, it } from 'vitest';
import { loadProviders } from '../../tests/support/providers';
import { DEFAULT_ANSWERS, runFinder } from './finder';

const providers = await loadProviders();

describe('the finder on the published data: one rule for every provider', () => {
  it("counts a plan's free months as service: Surfshark's 2-Year + 3 Months passes a 24-month prepay like any two-year plan", () => {
    const result = runFinder(providers, {
      ...DEFAULT_ANSWERS,
      devices: '10',
      prepay: '24',
      budget: '3',
      refund: '30',
      audit: 'yes',
    });
    const surfshark = result.matches.find((m) => m.service.slug === 'surfshark');
    expect(surfshark, 'Surfshark meets every answer').toBeDefined();
    expect(surfshark?.outcomes.find((o) => o.param === 'prepay')?.state).toBe('pass');
  });
});
