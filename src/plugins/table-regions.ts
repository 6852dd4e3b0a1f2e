/**
 * Sätteri hast plugin for Markdown and MDX (astro.config.ts): wraps each table in a box that scrolls sideways
 * when the table is wider than the screen. The box is a named, focusable region, so keyboard users can reach
 * and scroll it (WCAG 2.1.1; axe "scrollable-region-focusable"), as the home page's comparison table does:
 * <div class="table-scroll" role="region" tabindex="0" aria-label="{the heading before the table, else Table}">.
 */
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

export const tableRegions = {
  name: 'table-regions',
  element: {
    filter: ['table'],
    visit(table, ctx) {
      const siblings = ctx.parent(table).children.slice(0, ctx.indexOf(table));
      const heading = siblings.findLast((node) => node.type === 'element' && /^h[1-6]$/.test(node.tagName));
      ctx.wrapNode(table, {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll'],
          role: 'region',
          tabIndex: 0,
          ariaLabel: (heading ? ctx.textContent(heading).trim() : '') || 'Table',
        },
        children: [],
      });
    },
  },
} satisfies HastPlugin;
