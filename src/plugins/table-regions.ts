/**
 * Sätteri hast plugin for Markdown and MDX (astro.config.ts): wraps each table in a box that scrolls
 * sideways, a named focusable region (WCAG 2.1.1) labelled by the heading before it, else "Table"; labels
 * each body cell with its column's heading (`data-label`), for the phone's card layout (global.css), and
 * states each part's table role, which `display: block` would take away.
 */
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import type { Element } from 'hast';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];
/** The part of the visitor's context this plugin uses. */
interface Context {
  setProperty: (node: Readonly<Element>, key: string, value: unknown) => void;
  textContent: (node: Readonly<Element>) => string;
}

const ROLES: Record<string, string> = {
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

/** The element children of a node with the given tag names. */
const elements = (node: Readonly<Element>, tags: readonly string[]): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element' && tags.includes(child.tagName));

/** Gives each part of the table its role and each body cell the heading of its column. */
function labelCells(table: Readonly<Element>, ctx: Context): void {
  ctx.setProperty(table, 'role', 'table');
  const groups = elements(table, ['thead', 'tbody']);
  const headings = groups
    .filter((group) => group.tagName === 'thead')
    .flatMap((group) => elements(group, ['tr']).slice(0, 1))
    .flatMap((row) => elements(row, ['th', 'td']).map((cell) => ctx.textContent(cell).trim()));
  for (const group of groups) {
    ctx.setProperty(group, 'role', ROLES[group.tagName]);
    for (const row of elements(group, ['tr'])) {
      ctx.setProperty(row, 'role', ROLES.tr);
      elements(row, ['th', 'td']).forEach((cell, column) => {
        ctx.setProperty(cell, 'role', ROLES[cell.tagName]);
        const label = headings[column];
        if (group.tagName === 'tbody' && label) ctx.setProperty(cell, 'dataLabel', label);
      });
    }
  }
}

export const tableRegions = {
  name: 'table-regions',
  element: {
    filter: ['table'],
    visit(table, ctx) {
      labelCells(table, ctx);
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
