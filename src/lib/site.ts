/** Site-wide constants and page helpers: the name, navigation and footer links, titles and paths. */

/** A link in the header, drawer or footer. */
export interface NavItem {
  name: string;
  href: string;
}

export const SITE = {
  name: 'VPN Compass',
  tagline: 'Independent VPN reviews and comparisons. No provider can pay for a score, a ranking or a review.',
  /** The year the site was first published (the first commit, 2026-11-21), where the copyright line starts. */
  firstYear: 2026,
} as const;

/** The year of the build, where the copyright line ends (page titles use `titleYear`, src/lib/dates.ts). */
const BUILD_YEAR = new Date().getFullYear();

/** The main navigation, in the mobile drawer's order; the desktop header leaves out Home (the logo). */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Reviews', href: '/reviews' },
  { name: 'Compare', href: '/compare' },
  { name: 'Finder', href: '/finder' },
  { name: 'Check my VPN', href: '/check' },
  { name: 'Rankings', href: '/best' },
  { name: 'Guides', href: '/guides' },
  { name: 'Our data', href: '/data' },
  { name: 'FAQ', href: '/faq' },
  { name: 'About', href: '/about' },
];

export const FOOTER_RESOURCES: readonly NavItem[] = [
  { name: 'Reviews', href: '/reviews' },
  { name: 'VPN Guides', href: '/guides' },
  { name: 'FAQ', href: '/faq' },
  { name: 'Our Data', href: '/data' },
  { name: 'Who Owns What', href: '/owners' },
  { name: 'Changes', href: '/changes' },
];

/** A footer group beside the other two: the tools that answer a reader's question, the rankings and the comparisons. */
export const FOOTER_COMPARE: readonly NavItem[] = [
  { name: 'VPN Finder', href: '/finder' },
  { name: 'Is My VPN Working?', href: '/check' },
  { name: 'VPN Rankings', href: '/best' },
  { name: 'Compare Two VPNs', href: '/compare' },
];

export const FOOTER_COMPANY: readonly NavItem[] = [
  { name: 'About Us', href: '/about' },
  { name: 'Privacy Policy', href: '/privacy-policy' },
  { name: 'Terms of Service', href: '/terms-of-service' },
  { name: 'Affiliate Disclosure', href: '/affiliate-disclosure' },
];

/** The document title "{title} | VPN Compass", unless `suffix: false` or the title already names the site. */
export function pageTitle(title: string, { suffix = true }: { suffix?: boolean } = {}): string {
  return !suffix || title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

/** The origin for absolute URLs: the configured `site`, else the current URL's. */
export function siteOrigin(astro: { site?: URL | undefined; url: URL }): string {
  return (astro.site ?? astro.url).origin;
}

/** The public path of a page: "/about.html" (as the build may read it) -> "/about", "/index.html" -> "/". */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * Whether a nav link is the current page: exact for Home, else by section (/vpn/nordvpn is under Reviews).
 */
export function isActiveNav(href: string, pathname: string): boolean {
  const path = pagePath(pathname);
  if (href === '/') return path === '/';
  if (href === '/reviews' && path.startsWith('/vpn/')) return true;
  return path === href || path.startsWith(`${href}/`);
}

/** The copyright line: "© 2026 VPN Compass", or "© 2026–2027 VPN Compass" once the build year moves on. */
export function copyrightLine(year: number = BUILD_YEAR): string {
  const years = year > SITE.firstYear ? `${SITE.firstYear}–${year}` : String(SITE.firstYear);
  return `© ${years} ${SITE.name}. Independent reviews and comparisons.`;
}

/** Where a reader can browse when search cannot help (nothing matches, or no JavaScript). */
export const BROWSE_LINKS: readonly NavItem[] = [
  { name: 'VPN reviews', href: '/reviews' },
  { name: 'Guides', href: '/guides' },
  { name: 'Compare two VPNs', href: '/compare' },
  { name: 'Rankings', href: '/best' },
  { name: 'FAQ', href: '/faq' },
];
