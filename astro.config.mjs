// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { satteri } from '@astrojs/markdown-satteri';
import { SITE_URL } from './src/lib/site-url.mjs';
import { tableRegions } from './src/lib/table-regions.ts';

/** Pages that exist only to answer 404s; they never belong in the sitemap. */
const isNotFoundPage = (/** @type {string} */ page) => /\/404\/?$/.test(new URL(page).pathname);

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  // Clean URLs without a trailing slash: /vpn/nordvpn is built as vpn/nordvpn.html,
  // which Netlify (and the local emulation) serve at /vpn/nordvpn without a redirect.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), mdx(), sitemap({ filter: (page) => !isNotFoundPage(page) })],
  // Markdown and MDX (which extends this): tables scroll in a box that keyboard users can reach.
  markdown: { processor: satteri({ hastPlugins: [tableRegions] }) },
  vite: {
    plugins: [
      tailwindcss(),
      // Netlify's own emulation inside `astro dev`: functions and Blobs on the dev port.
      // Everything that needs the network or a binary download stays off (no internet here).
      netlify({
        edgeFunctions: { enabled: false },
        geolocation: { enabled: false },
        images: { enabled: false },
        database: { enabled: false },
        aiGateway: { enabled: false },
      }),
    ],
  },
});
