/**
 * Social cards and app icons drawn at build time. Cards are laid out by satori with the Inter font shipped in
 * @fontsource/inter (text becomes vector paths, so no system font is involved) and rasterised to PNG by sharp:
 * the images come out the same on any build machine. Sizes in pixels.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import { assertNoRawTokens } from '../lib/raw-tokens';
import { markSvg } from '../lib/site-mark';

/** Social cards are 1200x630, the size Open Graph and Twitter cards expect. */
const CARD = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-latin-${String(weight)}-normal.woff`));

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
/** Inter regular and bold, read once per build. */
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await fontFile(weight),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** A satori element (the object form of JSX). */
interface Node {
  type: string;
  props: Record<string, unknown> & { children?: Node | string | (Node | string)[] | undefined };
}
const el = (type: string, style: Record<string, unknown>, children?: Node['props']['children']): Node => ({
  type,
  props: { style, children },
});

/** The card's layout: the mark and site name, a kicker line, the title (at most three lines), a footer line. */
function socialCard({ kicker, title, footer }: { kicker: string; title: string; footer: string }): Node {
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg(70)).toString('base64')}`;
  return el(
    'div',
    {
      width: CARD.width,
      height: CARD.height,
      display: 'flex',
      flexDirection: 'column',
      paddingTop: 64,
      paddingRight: 80,
      paddingBottom: 56,
      paddingLeft: 80,
      backgroundImage: 'linear-gradient(135deg, #0b1120, #1e3a8a)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }, [
        { type: 'img', props: { src: mark, width: 70, height: 70 } },
        'VPN Compass',
      ]),
      el(
        'div',
        { marginTop: 64, fontSize: 28, fontWeight: 700, letterSpacing: 2, color: '#fbbf24' },
        kicker.toUpperCase(),
      ),
      el(
        'div',
        {
          display: 'block',
          width: CARD.width - 160,
          marginTop: 20,
          fontSize: 58,
          fontWeight: 700,
          lineHeight: 1.2,
          lineClamp: 3,
        },
        title,
      ),
      el('div', { position: 'absolute', left: 80, bottom: 56, fontSize: 26, color: '#bfdbfe' }, footer),
    ],
  );
}

/** A social card as a 1200x630 PNG. @throws Error when its text holds a raw text token. */
export async function socialCardPng(card: Parameters<typeof socialCard>[0]): Promise<Buffer> {
  // "No raw token in any output": the card's words are drawn as shapes, so they are checked here, not in dist/.
  assertNoRawTokens(Object.values(card).join('\n'), `the social card "${card.title}"`);
  // satori's element type is React's; the object form above is what it reads.
  const svg = await satori(socialCard(card) as unknown as Parameters<typeof satori>[0], {
    ...CARD,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The site mark alone, square, on a white tile with a margin (app icons), as a PNG of `size` pixels. */
export function iconPng(size: number): Promise<Buffer> {
  return sharp(Buffer.from(markSvg(size, { padding: 6, background: '#ffffff' })))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A build-time endpoint's answer for a PNG. */
export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
