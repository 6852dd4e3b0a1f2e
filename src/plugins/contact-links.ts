/**
 * Sätteri hast plugin for Markdown and MDX (astro.config.ts): content writes the site's contact address as the
 * link `[our contact address](mailto:contact)`, and this plugin puts in the configured address
 * (src/lib/contact.ts), shown as the link text. Without one it leaves the link text followed by
 * "(not yet published)", so no made-up address is ever printed.
 */
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { CONTACT_UNSET } from '../lib/contact';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

/** The href content uses for the contact address. */
export const CONTACT_HREF = 'mailto:contact';

/** The plugin for the address `email`, or for no address (`null`). */
export function contactLinks(email: string | null) {
  return {
    name: 'contact-links',
    element: {
      filter: ['a'],
      visit(link, ctx) {
        if (link.properties.href !== CONTACT_HREF) return;
        ctx.replaceNode(
          link,
          email === null
            ? { type: 'text', value: `${ctx.textContent(link)} (${CONTACT_UNSET})` }
            : {
                type: 'element',
                tagName: 'a',
                properties: { href: `mailto:${email}` },
                children: [{ type: 'text', value: email }],
              },
        );
      },
    },
  } satisfies HastPlugin;
}
