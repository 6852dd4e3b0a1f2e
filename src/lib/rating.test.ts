import { describe, expect, it } from 'vitest';
import {
  STAR_CELLS,
  STAR_PATH,
  STAR_ROW_PATH,
  formatRating,
  ratingLabel,
  starAreaShare,
  starFillX,
  toRating,
} from './rating';

describe('toRating: a rating clamped to 0-5', () => {
  it('keeps a rating in range and clamps one outside it', () => {
    expect(toRating(4.25)).toBe(4.25);
    expect(toRating(7)).toBe(5);
    expect(toRating(-1)).toBe(0);
  });

  it('refuses a number that is not finite', () => {
    expect(() => toRating(Number.NaN)).toThrow(TypeError);
  });
});

describe('numbers and names', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
  });

  it('names the stars by the number', () => {
    expect(ratingLabel(4.8)).toBe('Rated 4.8 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4.0 out of 5');
  });
});

describe('STAR_ROW_PATH: the row of stars as one path', () => {
  it('draws STAR_PATH in each of the five cells, corner for corner', () => {
    const star = [...STAR_PATH.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const expected = STAR_CELLS.flatMap((cell) => star.map(([x = 0, y = 0]) => [cell + x, y]));
    // Walk the path: M and m move (m from the start of the closed star before it), l steps from the last corner.
    const drawn: number[][] = [];
    let [x, y, startX, startY] = [0, 0, 0, 0];
    for (const [, command = '', args = ''] of STAR_ROW_PATH.matchAll(/([MmLlZz])([^MmLlZz]*)/g)) {
      const numbers = args.trim().split(/\s+/).filter(Boolean).map(Number);
      if (/z/i.test(command)) [x, y] = [startX, startY];
      for (let i = 0; i < numbers.length; i += 2) {
        const [dx = 0, dy = 0] = [numbers[i], numbers[i + 1]];
        [x, y] = command === 'M' ? [dx, dy] : [x + dx, y + dy];
        if (/m/i.test(command) && i === 0) [startX, startY] = [x, y];
        drawn.push([Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
      }
    }
    expect(drawn).toEqual(expected);
  });
});

describe('starFillX: where the fill of five stars ends, in the row of 100 units', () => {
  /**
   * The painted share of the five stars' area up to x, in percent, counted independently of the rule: points on a
   * fine grid inside the star (ray casting over the path's corners) left of x, over all points inside.
   */
  const corners = [...STAR_PATH.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const inside = (px: number, py: number) => {
    let hit = false;
    corners.forEach(([x1 = 0, y1 = 0], i) => {
      const [x2 = 0, y2 = 0] = corners[(i + 1) % corners.length] ?? [];
      if (y1 > py !== y2 > py && px < x1 + ((py - y1) / (y2 - y1)) * (x2 - x1)) hit = !hit;
    });
    return hit;
  };
  const STEP = 0.05;
  const cellPoints: number[] = [];
  for (let px = STEP / 2; px < 20; px += STEP)
    for (let py = STEP / 2; py < 20; py += STEP) if (inside(px, py)) cellPoints.push(px);
  const paintedShare = (x: number) => {
    let painted = 0;
    for (const cell of STAR_CELLS) painted += cellPoints.filter((px) => cell + px <= x).length;
    return (painted / (cellPoints.length * 5)) * 100;
  };

  it("paints the rating's share of the stars' area (4.8 of 5: 96 percent)", () => {
    for (const rating of [0.5, 1, 3.75, 4.1, 4.2, 4.25, 4.5, 4.8, 4.9])
      expect(Math.abs(paintedShare(starFillX(rating)) - rating * 20), String(rating)).toBeLessThan(0.1);
  });

  it('fills the fifth star by area: a left point for 4.2, all but the right point for 4.8', () => {
    expect(starFillX(4.2)).toBeCloseTo(86.86, 1);
    expect(starFillX(4.8)).toBeCloseTo(93.14, 1);
    expect(starFillX(4.5)).toBe(90);
    expect(starFillX(4.25)).toBeGreaterThan(starFillX(4.2));
    expect(starFillX(3.75)).toBeCloseTo(72.53, 1);
    expect(starAreaShare(10)).toBeCloseTo(0.5, 10);
  });

  it('is empty at 0, full at 5, whole stars at whole ratings, and clamps outside 0-5', () => {
    expect(starFillX(0)).toBe(0);
    expect(starFillX(4)).toBe(80);
    expect(starFillX(5)).toBe(100);
    expect(starFillX(9)).toBe(100);
    expect(starFillX(-2)).toBe(0);
  });
});
