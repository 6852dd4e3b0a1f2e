/**
 * The site mark, drawn for this site: a compass needle in a shield, on a 32x32 grid. The header logo, the
 * social images and the app icons all draw it from here.
 */

/** The mark's shapes, back to front. */
export const MARK_PATHS = [
  { d: 'M16 2 4 6.5v8.2C4 22.5 9.1 28.3 16 30c6.9-1.7 12-7.5 12-15.3V6.5L16 2Z', fill: '#1d4ed8' },
  { d: 'm16 8 3.2 8L16 24l-3.2-8L16 8Z', fill: '#fff' },
  { d: 'm16 8 3.2 8h-6.4L16 8Z', fill: '#f59e0b' },
] as const;

/**
 * The mark as a standalone SVG document of `size` pixels; `padding` (in grid units) leaves a margin, and
 * `background` fills the square behind it (app icons sit on white).
 */
export function markSvg(
  size: number,
  { padding = 0, background }: { padding?: number; background?: string } = {},
) {
  const box = 32 + 2 * padding;
  const tile = background
    ? `<rect x="${-padding}" y="${-padding}" width="${box}" height="${box}" fill="${background}"/>`
    : '';
  const paths = MARK_PATHS.map((p) => `<path d="${p.d}" fill="${p.fill}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-padding} ${-padding} ${box} ${box}">${tile}${paths}</svg>`;
}
