/**
 * Sätteri hast plugin for Markdown and MDX (astro.config.ts) putting in the operator's settings
 * (src/lib/contact.ts): `[our contact address](mailto:contact)` becomes a mail link to the address,
 * `[any words](setting:governing-law)` the governing law as text; unset, the words and "(not yet published)".
 */
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { CONTACT_UNSET, type Contact } from '../lib/contact';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

/** The href content uses for the contact address. */
const CONTACT_HREF = 'mailto:contact';
/** The href content uses for the law that governs the Terms of Service. */
const GOVERNING_LAW_HREF = 'setting:governing-law';

/** The plugin for the settings `contact` (each value `null` where unset). */
export function contactLinks({ email, governingLaw }: Pick<Contact, 'email' | 'governingLaw'>) {
  const plugin = {
    name: 'contact-links',
    element: {
      filter: ['a'],
      visit(link, ctx) {
        const href = link.properties.href;
        if (href !== CONTACT_HREF && href !== GOVERNING_LAW_HREF) return;
        const value = href === CONTACT_HREF ? email : governingLaw;
        if (value === null)
          ctx.replaceNode(link, { type: 'text', value: `${ctx.textContent(link)} (${CONTACT_UNSET})` });
        else if (href === GOVERNING_LAW_HREF) ctx.replaceNode(link, { type: 'text', value });
        else
          ctx.replaceNode(link, {
            type: 'element',
            tagName: 'a',
            properties: { href: `mailto:${value}` },
            children: [{ type: 'text', value }],
          });
      },
    },
  } satisfies HastPlugin;
  // The values as data too: they key the content cache, so other settings render the Markdown again.
  return { ...plugin, settings: { email, governingLaw } };
}
