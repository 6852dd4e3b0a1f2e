import { describe, expect, it } from 'vitest';
import { escapeXml, renderPng, socialCardSvg, wrapText } from './og-image';

describe('wrapText', () => {
  it('wraps at word boundaries and marks a cut', () => {
    expect(wrapText('NordVPN Review', 28, 3)).toEqual(['NordVPN Review']);
    const lines = wrapText('one two three four five six seven eight nine ten', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });
});

describe('socialCardSvg', () => {
  it('escapes text so a title cannot break the SVG', () => {
    const svg = socialCardSvg({ kicker: 'Guide', title: 'VPN <vs> Proxy & "Tor"', footer: 'x' });
    expect(svg).toContain(escapeXml('VPN <vs> Proxy & "Tor"'));
    expect(svg).not.toContain('<vs>');
  });

  it('renders to a 1200x630 PNG', async () => {
    const png = await renderPng(
      socialCardSvg({ kicker: 'Review', title: 'NordVPN', footer: 'x' }),
      1200,
      630,
    );
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
