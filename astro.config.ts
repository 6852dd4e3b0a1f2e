import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { SITE_URL } from './config/site-url';
import { astroCsp } from './src/lib/csp';
import { lastmodFor, readContentDates } from './config/sitemap-lastmod';
import { tableRegions } from './src/plugins/table-regions';
import { contactLinks } from './src/plugins/contact-links';
import { CONTACT } from './src/lib/contact';
import requireContact from './src/integrations/require-contact';
import cspHeaders from './src/integrations/csp-headers';
import criticalCss from './src/integrations/critical-css';
import contentFreshness from './src/integrations/content-freshness';
import clientInteraction from './src/integrations/client-interaction';
import redirects from './src/integrations/redirects';
import searchIndex from './src/integrations/search-index';
import rawTokens from './src/integrations/raw-tokens';
import deadLinks from './src/integrations/dead-links';
import serviceDirectory from './src/integrations/service-directory';
import buildComplete from './src/integrations/build-complete';
import contentStore from './src/integrations/content-store';
import { devFunctions } from './scripts/lib/netlify-local/dev-middleware';

/**
 * Content dates for the sitemap's <lastmod>, read once per build when the sitemap is written (not when the config
 * loads, so a broken content file is reported by the content layer with its file and field, and `astro dev` starts).
 */
let contentDates: ReturnType<typeof readContentDates> | undefined;

/**
 * Pages that exist only to answer 404s, the search page and the compare picker's same-pick page (noindex): they
 * never belong in the sitemap.
 */
const notInSitemap = (page: string) => {
  const path = new URL(page).pathname;
  return /\/404\/?$/.test(path) || /^\/(search|compare\/same-service)\/?$/.test(path);
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
  // JSON Schemas of the Markdown and MDX collections under .astro/ for editors' frontmatter completion
  // (the Astro extension's `astro.content-intellisense`, on in .vscode/settings.json).
  experimental: { contentIntellisense: true },
  integrations: [
    // First: before the content is synced, a store written by older content code is cleared.
    contentStore(),
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
    searchIndex(),
    // After the search index (it reads it too), before the slower steps, so a build with a raw token fails early.
    rawTokens(),
    // Before the CSP header: it hashes the styles it inlines into each page's policy.
    criticalCss(),
    cspHeaders(),
    contentFreshness(),
    redirects(),
    // After dist/_redirects: every internal link of every built page answers (a file, a redirect or a function).
    deadLinks(),
    // Last: marks dist/ complete once every step above has written its part.
    buildComplete(),
  ],
  // The Content-Security-Policy: src/lib/csp.ts (the header is written by src/integrations/csp-headers.ts).
  security: { csp: astroCsp() },
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
