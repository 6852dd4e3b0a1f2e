/**
 * The absolute origin of the public site (canonical and Open Graph URLs, the sitemap): SITE_URL, else
 * Netlify's URL. Loads .env, so every importer sees the same origin (and `npm run dev`'s functions see it).
 */
import { loadEnvFile } from './env';

loadEnvFile();

export const SITE_URL = process.env.SITE_URL ?? process.env.URL ?? 'https://vpncompass.netlify.app';
