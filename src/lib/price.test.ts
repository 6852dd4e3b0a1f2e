import { describe, expect, it } from 'vitest';
import { formatPlanPrice, formatUsd, startingPrice, storedUsd, toCents, usd, usdSchema } from './price';

describe('usdSchema: a stored price read once, and written back', () => {
  it('reads an amount and a range into their ends', () => {
    expect(usdSchema.parse('3.39')).toEqual({ low: 3.39, high: 3.39 });
    expect(usdSchema.parse('40')).toEqual({ low: 40, high: 40 });
    expect(usdSchema.parse('9.99-12.99')).toEqual({ low: 9.99, high: 12.99 });
  });

  it('refuses a price that is not dollars and cents', () => {
    for (const text of ['3.9', '$3.39', '3,39', '9.99-', '-12.99', ''])
      expect(usdSchema.safeParse(text).success, text).toBe(false);
  });

  it('writes the stored form back with cents', () => {
    expect(usdSchema.encode(usd(40))).toBe('40.00');
    expect(storedUsd(usd(9.99, 12.99))).toBe('9.99-12.99');
    expect(storedUsd(usdSchema.parse('4.17'))).toBe('4.17');
  });
});

describe('formatUsd: the one way a price is shown', () => {
  it('shows dollars with cents, rounded to the cent, with thousands separators', () => {
    expect(formatUsd(usd(3.39))).toBe('$3.39');
    expect(formatUsd(40)).toBe('$40.00');
    expect(formatUsd(49.99 / 12)).toBe('$4.17');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('shows both ends of a range', () => {
    expect(formatUsd(usd(9.99, 12.99))).toBe('$9.99-$12.99');
    expect(formatUsd(usd(119.88, 155.88))).toBe('$119.88-$155.88');
  });

  it('rounds half cents up despite binary fractions', () => {
    expect(toCents(1.005)).toBe(1.01);
    expect(toCents(49.99 / 12)).toBe(4.17);
  });
});

describe('prices with their period', () => {
  it('shows the starting price per month, or that our data has none', () => {
    expect(startingPrice(usd(2.19))).toBe('$2.19/mo');
    expect(startingPrice(null)).toBe('Not in our data');
  });

  it('gives a free plan no period suffix', () => {
    expect(formatPlanPrice({ price: usd(0), period: null })).toBe('$0.00');
    expect(formatPlanPrice({ price: usd(3.59), period: 'month' })).toBe('$3.59/mo');
    expect(formatPlanPrice({ price: usd(40), period: 'one-time' })).toBe('$40.00 lifetime (one payment)');
    expect(formatPlanPrice({ price: usd(49.99), period: 'year' })).toBe('$49.99/year');
    expect(formatPlanPrice({ price: usd(2), period: 'week' })).toBe('$2.00/week');
  });
});
