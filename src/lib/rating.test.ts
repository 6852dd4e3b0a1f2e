import { describe, expect, it } from 'vitest';
import { barPercent, formatRating, stars, toRating } from './rating';

describe('stars', () => {
  it('fills the rating rounded down on cards', () => {
    expect(stars(4.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(stars(3.7)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('adds a half star for a fraction in the listing', () => {
    expect(stars(4.5, { half: true })).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(stars(4.2, { half: true })).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(stars(4, { half: true })).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(stars(5, { half: true })).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('accepts a decimal string', () => {
    expect(stars('3.9', { half: true })).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(toRating('4.25')).toBe(4.25);
    expect(() => toRating('n/a')).toThrow(TypeError);
  });
});

describe('bars and numbers', () => {
  it('draws a bar at the rating x 20 percent', () => {
    expect(barPercent(4.9)).toBe(98);
    expect(barPercent(3.5)).toBe(70);
    expect(barPercent(5)).toBe(100);
  });

  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating('4.25')).toBe('4.3');
  });
});
