import { describe, expect, it } from 'vitest';
import { iconPng, socialCardPng } from './og-image';

const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('social cards', () => {
  it('render a title of any length, with any characters, to a 1200x630 PNG', async () => {
    for (const title of ['NordVPN', 'VPN <vs> Proxy & "Tor": '.repeat(8)]) {
      const png = await socialCardPng({ kicker: 'Guide', title, footer: 'Café · 5 min read' });
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(size(png)).toEqual([1200, 630]);
    }
  });
});

describe('app icons', () => {
  it('are square PNGs of the asked size', async () => {
    expect(size(await iconPng(180))).toEqual([180, 180]);
  });
});
