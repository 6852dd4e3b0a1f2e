import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { tableRegions } from './table-regions';

const processor = await createSatteriMarkdownProcessor({ hastPlugins: [tableRegions] });
const render = async (markdown: string) => (await processor.render(markdown)).code;
const table = '| Protocol | Speed |\n|---|---|\n| WireGuard | Fast |\n';

describe('tableRegions', () => {
  it('wraps a table in a focusable region named by the heading before it', async () => {
    const html = await render(`## Speed *at a glance*\n\nIntro.\n\n${table}\nAfter.\n`);
    expect(html).toMatch(
      /<p>Intro\.<\/p>\s*<div class="table-scroll" role="region" tabindex="0" aria-label="Speed at a glance"><table role="table">/,
    );
    expect(html).toMatch(/<\/table><\/div>\s*<p>After\.<\/p>/);
  });

  it('names each table by its own nearest heading, and "Table" when no heading comes before it', async () => {
    const html = await render(`${table}\n## Cost\n\n${table}\n### Devices\n\n${table}`);
    expect([...html.matchAll(/aria-label="([^"]*)"><table/g)].map((m) => m[1])).toEqual([
      'Table',
      'Cost',
      'Devices',
    ]);
  });

  it('finds tables nested in other blocks and leaves text without tables alone', async () => {
    expect(await render(`> ${table.trim().replaceAll('\n', '\n> ')}\n`)).toMatch(
      /<blockquote>\s*<div class="table-scroll"[^>]*><table/,
    );
    expect(await render('## Plain\n\nNo tables here.\n')).not.toContain('table-scroll');
  });

  it('labels each body cell with its column heading and states the table role of each part', async () => {
    const html = await render('| Protocol | Speed |\n|---|---|\n| **WireGuard** | Very fast |\n| PPTP | |\n');
    expect(
      [...html.matchAll(/<td role="cell" data-label="([^"]*)">(.*?)<\/td>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['Protocol', '<strong>WireGuard</strong>'],
      ['Speed', 'Very fast'],
      ['Protocol', 'PPTP'],
      ['Speed', ''],
    ]);
    expect(html).toMatch(
      /<thead role="rowgroup">\s*<tr role="row">\s*<th role="columnheader">Protocol<\/th>/,
    );
    expect(html).toContain('<tbody role="rowgroup">');
  });
});
