/**
 * Social and icon images drawn at build time: SVG markup made for this site, rasterised to PNG by sharp.
 * Sizes in pixels. Text is escaped, so any title is safe to draw.
 */
import sharp from 'sharp';

/** The site mark (shield with compass needle) on a 32x32 grid, as SVG elements. */
export const MARK = `<path d="M16 2 4 6.5v8.2C4 22.5 9.1 28.3 16 30c6.9-1.7 12-7.5 12-15.3V6.5L16 2Z" fill="#1d4ed8"/>
<path d="m16 8 3.2 8L16 24l-3.2-8L16 8Z" fill="#fff"/><path d="m16 8 3.2 8h-6.4L16 8Z" fill="#f59e0b"/>`;

/** Escapes text for SVG content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into at most `maxLines` lines of about `width` characters, ending with "…" if cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/[\s,.:;-]+$/, '')}…`;
  return kept;
}

/** A 1200x630 social card: a kicker line, a title of up to three lines and a footer line. */
export function socialCardSvg({
  kicker,
  title,
  footer,
}: {
  kicker: string;
  title: string;
  footer: string;
}): string {
  const lines = wrapText(title, 26, 3);
  const titleText = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 72}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<g transform="translate(80 64) scale(2.2)">${MARK}</g>
<text x="160" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">VPN Compass</text>
<text x="80" y="230" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="700" fill="#fbbf24" letter-spacing="2">${escapeXml(kicker.toUpperCase())}</text>
<text x="80" y="320" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#ffffff">${titleText}</text>
<text x="80" y="570" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#bfdbfe">${escapeXml(footer)}</text>
</svg>`;
}

/** Rasterises SVG markup to a PNG of the given size. */
export async function renderPng(svg: string, width: number, height: number = width): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9 }).toBuffer();
}

/** The site mark alone, square, on a white tile with a margin (app icons). */
export function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-6 -6 44 44"><rect x="-6" y="-6" width="44" height="44" fill="#ffffff"/>${MARK}</svg>`;
}
