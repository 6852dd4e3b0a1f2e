import { describe, expect, it } from 'vitest';
import { leader, rank, spanLeader } from './ranking';

const items = [
  { name: 'A', n: 30 },
  { name: 'B', n: null },
  { name: 'C', n: 45 },
  { name: 'D', n: 30 },
  { name: 'E', n: 15 },
  { name: 'F', n: null },
];
const summary = (ranked: ReturnType<typeof rank<(typeof items)[number]>>) =>
  ranked.map((r) => `${String(r.place)}:${r.item.name}`);

describe('rank', () => {
  it('puts the highest first when higher is better; ties share a place and the next place skips', () => {
    expect(summary(rank(items, { value: (i) => i.n, better: 'higher' }))).toEqual([
      '1:C',
      '2:A',
      '2:D',
      '4:E',
      'null:B',
      'null:F',
    ]);
  });

  it('puts the lowest first when lower is better, unknowns still last in input order', () => {
    expect(summary(rank(items, { value: (i) => i.n, better: 'lower' }))).toEqual([
      '1:E',
      '2:A',
      '2:D',
      '4:C',
      'null:B',
      'null:F',
    ]);
  });

  it('treats unlimited (Infinity) as the most and lets everyone tie when all figures are equal', () => {
    const devices = [
      { name: 'A', n: 10 },
      { name: 'B', n: Number.POSITIVE_INFINITY },
      { name: 'C', n: Number.POSITIVE_INFINITY },
    ];
    expect(rank(devices, { value: (i) => i.n, better: 'higher' }).map((r) => [r.item.name, r.place])).toEqual(
      [
        ['B', 1],
        ['C', 1],
        ['A', 3],
      ],
    );
    expect(rank([{ n: 1 }, { n: 1 }], { value: (i) => i.n, better: 'lower' }).map((r) => r.place)).toEqual([
      1, 1,
    ]);
  });

  it('gives no place at all when no figure is known, and keeps the figure beside each item', () => {
    const ranked = rank([{ n: null }, { n: null }], { value: (i) => i.n, better: 'higher' });
    expect(ranked.map((r) => r.place)).toEqual([null, null]);
    expect(rank([{ n: 2.19 }], { value: (i) => i.n, better: 'lower' })[0]).toMatchObject({
      figure: 2.19,
      place: 1,
    });
    expect(rank([], { value: () => 1, better: 'lower' })).toEqual([]);
  });
});

describe('leader', () => {
  it('names the better figure by direction', () => {
    expect(leader(2.19, 3.39, 'lower')).toBe('first');
    expect(leader(2.19, 3.39, 'higher')).toBe('second');
    expect(leader(Number.POSITIVE_INFINITY, 10, 'higher')).toBe('first');
  });

  it('calls equal figures a tie and lets an unknown figure decide nothing', () => {
    expect(leader(30, 30, 'higher')).toBe('tie');
    expect(leader(null, 30, 'higher')).toBe('unknown');
    expect(leader(30, null, 'lower')).toBe('unknown');
    expect(leader(null, null, 'lower')).toBe('unknown');
  });
});

describe('spanLeader: a price range leads only where both ends win', () => {
  const at = (low: number, high = low) => ({ low, high });
  const witopia = at(9.99, 12.99);

  it('does not let the low end of a range win against a price inside it or at its top', () => {
    // WiTopia against FastestVPN ($10.00), PureVPN ($10.95), VeePN ($10.99), IPVanish ($11.99): undecided.
    for (const price of [10, 10.95, 10.99, 11.99])
      expect(spanLeader(witopia, at(price), 'lower')).toBe('overlap');
    // NordVPN and Hotspot Shield ($12.99): the best case is a tie, so nothing is decided.
    expect(spanLeader(at(12.99), witopia, 'lower')).toBe('overlap');
  });

  it('lets a range win where its top is below the other price, and lose where its bottom is above', () => {
    expect(spanLeader(witopia, at(15.45), 'lower')).toBe('first');
    expect(spanLeader(witopia, at(6.99), 'lower')).toBe('second');
    expect(spanLeader(at(5, 6), at(7, 9), 'higher')).toBe('second');
  });

  it('ties equal figures and leaves a missing one undecided', () => {
    expect(spanLeader(witopia, at(9.99, 12.99), 'lower')).toBe('tie');
    expect(spanLeader(null, at(1), 'lower')).toBe('unknown');
  });
});
