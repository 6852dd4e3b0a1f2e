/**
 * The absolute origin of the public site, used for canonical URLs, Open Graph URLs and the sitemap.
 * Netlify sets URL to the site's primary address in production builds; SITE_URL (from the environment or .env)
 * overrides it.
 */
import { loadEnvFile } from './env';

// Loading .env here means every importer (astro.config.ts for builds and `npm run dev`, the tests) sees the
// same origin; astro.config.ts imports this module, so .env also reaches the functions under `npm run dev`.
loadEnvFile();

export const SITE_URL = process.env.SITE_URL ?? process.env.URL ?? 'https://vpncompass.netlify.app';
