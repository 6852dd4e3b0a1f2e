import { describe, expect, it } from 'vitest';
import { FIGURES, meets } from './figures';

describe('meets: a figure as good as asked, by the end the figure calls better', () => {
  it('takes a price at or under the limit', () => {
    expect(meets(FIGURES.longTermPrice, 2.99, 3)).toBe(true);
    expect(meets(FIGURES.longTermPrice, 3, 3)).toBe(true);
    expect(meets(FIGURES.longTermPrice, 3.39, 3)).toBe(false);
  });

  it('takes devices and refund days at or over what is asked', () => {
    expect(meets(FIGURES.devices, 10, 5)).toBe(true);
    expect(meets(FIGURES.devices, Number.POSITIVE_INFINITY, 10)).toBe(true);
    expect(meets(FIGURES.devices, 3, 5)).toBe(false);
    expect(meets(FIGURES.moneyBackDays, 14, 30)).toBe(false);
  });
});
