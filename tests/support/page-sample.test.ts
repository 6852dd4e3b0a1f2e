import { describe, expect, it } from 'vitest';
import { coverSample } from './page-sample';

describe('coverSample', () => {
  const candidates = [
    { url: '/a', features: ['row x: tie', 'shape 1'] },
    { url: '/b', features: ['row x: a side leads', 'row y: unknown', 'shape 1'] },
    { url: '/c', features: ['row x: tie', 'row y: unknown'] },
    { url: '/d', features: ['bottom line: no clear pick', 'shape 1'] },
    { url: '/e', features: ['row x: a side leads', 'row y: unknown', 'shape 1'] },
  ];

  it('covers every feature any candidate has, taking the one that covers most first, the earliest on a tie', () => {
    expect(coverSample(candidates)).toEqual([
      { url: '/b', reasons: ['row x: a side leads', 'row y: unknown', 'shape 1'] },
      { url: '/a', reasons: ['row x: tie'] },
      { url: '/d', reasons: ['bottom line: no clear pick'] },
    ]);
  });

  it('starts with the page it is given, for its own reason', () => {
    expect(
      coverSample(candidates, { url: '/d', reason: 'the longest names' }).map((page) => page.url),
    ).toEqual(['/d', '/b', '/a']);
    expect(coverSample(candidates, { url: '/d', reason: 'the longest names' })[0]?.reasons).toEqual([
      'the longest names',
      'bottom line: no clear pick',
      'shape 1',
    ]);
  });

  it('takes nothing from nothing', () => {
    expect(coverSample([])).toEqual([]);
  });
});
