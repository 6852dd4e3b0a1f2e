import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { satteri } from '@astrojs/markdown-satteri';
import { SITE_URL } from './config/site-url';
import { lastmodFor, readContentDates } from './config/sitemap-lastmod';
import { tableRegions } from './src/plugins/table-regions';
import { contactLinks } from './src/plugins/contact-links';
import { CONTACT } from './src/lib/contact';
import requireContact from './src/integrations/require-contact';
import cspHeaders from './src/integrations/csp-headers';
import contentFreshness from './src/integrations/content-freshness';
import clientInteraction from './src/integrations/client-interaction';
import redirects from './src/integrations/redirects';
import searchIndex from './src/integrations/search-index';
import serviceDirectory from './src/integrations/service-directory';
import { devFunctions } from './scripts/lib/netlify-local/dev-middleware';

/**
 * sonner (the toast library) injects its stylesheet as a <style> element at run time. Rather than allowing
 * inline styles, the policy allows exactly that stylesheet by its hash, read from the installed version.
 */
function sonnerStyleHash(): `sha256-${string}` {
  const source = readFileSync(
    createRequire(import.meta.url)
      .resolve('sonner')
      .replace(/index\.js$/, 'index.mjs'),
    'utf8',
  );
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal)
    throw new Error('sonner no longer injects its CSS with __insertCSS: update the CSP style hash');
  return `sha256-${createHash('sha256')
    .update(JSON.parse(literal) as string)
    .digest('base64')}`;
}

/**
 * Content dates for the sitemap's <lastmod>, read once per build when the sitemap is written (not when the config
 * loads, so a broken content file is reported by the content layer with its file and field, and `astro dev` starts).
 */
let contentDates: ReturnType<typeof readContentDates> | undefined;

/** Pages that exist only to answer 404s, and the search page (noindex): they never belong in the sitemap. */
const notInSitemap = (page: string) => {
  const path = new URL(page).pathname;
  return /\/404\/?$/.test(path) || /^\/search\/?$/.test(path);
};

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  markdown: {
    // No syntax highlighting: Shiki's inline styles would need 'unsafe-inline' under the CSP, and no content has code blocks.
    syntaxHighlight: false,
    // Markdown and MDX (which extends this): tables scroll in a box that keyboard users can reach, and
    // [text](mailto:contact) and [text](setting:governing-law) links become the operator's settings.
    processor: satteri({ hastPlugins: [tableRegions, contactLinks(CONTACT)] }),
  },
  // Clean URLs without a trailing slash: /vpn/nordvpn is built as vpn/nordvpn.html,
  // which Netlify (and the local emulation) serve at /vpn/nordvpn without a redirect.
  trailingSlash: 'never',
  // `npm run dev` listens where PORT and HOST (environment or .env) say, like `npm start`; Astro's defaults otherwise.
  server: {
    port: Number(process.env.PORT) || 4321,
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
  },
  build: { format: 'file' },
  integrations: [
    requireContact(),
    serviceDirectory(),
    react(),
    clientInteraction(),
    mdx(),
    sitemap({
      filter: (page) => !notInSitemap(page),
      serialize: async (item) => {
        contentDates ??= readContentDates();
        const lastmod = lastmodFor(new URL(item.url).pathname, await contentDates);
        return lastmod ? { ...item, lastmod: lastmod.toISOString().slice(0, 10) } : item;
      },
    }),
    cspHeaders(),
    contentFreshness(),
    redirects(),
    searchIndex(),
  ],
  // A Content-Security-Policy per page, with hashes of Astro's inline scripts and styles: no inline script
  // runs unless hashed. Inline style attributes (bar widths, brand colours) are allowed; style elements are not.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
        hashes: [sonnerStyleHash()],
      },
    },
  },
  vite: {
    build: {
      rolldownOptions: {
        onLog(level, log, handle) {
          // Astro marks every compiled .mdx module with this directive, and the bundler warns once per file
          // that bundling may drop it. Astro reads the mark before bundling, so the warning says nothing.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('astro:head-inject')) return;
          handle(level, log);
        },
      },
    },
    plugins: [
      tailwindcss(),
      // `npm run dev`: the review functions, API rewrites and a Blobs store on the dev port.
      devFunctions(),
    ],
  },
});
