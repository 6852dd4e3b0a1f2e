/**
 * The absolute origin of the public site, used for canonical URLs, Open Graph URLs and the sitemap.
 * Netlify sets URL to the site's primary address in production builds; SITE_URL overrides it.
 */
export const SITE_URL = process.env.SITE_URL ?? process.env.URL ?? 'https://vpncompass.netlify.app';
