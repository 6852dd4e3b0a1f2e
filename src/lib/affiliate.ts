/**
 * What the site says about money beside its links: a provider's link can earn a commission only when
 * `affiliateLinkTracked` (a link from its affiliate programme); any other link earns nothing, and says so.
 */

/** How many providers have a link that can earn a commission: an address that is a tracked affiliate link. */
export function trackedLinks(
  services: readonly { affiliateUrl?: string | undefined; affiliateLinkTracked: boolean }[],
): number {
  return services.filter((s) => s.affiliateUrl !== undefined && s.affiliateLinkTracked).length;
}

/** Where a "Get" button would be, for a provider whose website address our data lacks. */
export const NO_LINK_NOTE = 'No link: no website address in our data yet';

/** The short note beside one outbound "Get" link (the link to /affiliate-disclosure follows it). */
export function linkNote(tracked: boolean): string {
  return tracked
    ? 'We may earn a commission if you buy through this link'
    : 'Not an affiliate link: we earn nothing if you buy through it';
}

/** The money note of an offer banner (no link of its own): nobody paid for it, and whether our links earn. */
export function bannerNote(tracked: boolean): string {
  return tracked
    ? 'No provider paid for this banner; we may earn a commission if you buy through our links to this provider'
    : 'No provider paid for this banner, and our links to this provider earn us nothing';
}

/** How the site's links pay today, in one sentence, from the number of tracked links. */
export function fundingSentence(trackedLinks: number): string {
  return trackedLinks === 0
    ? 'None of our links to providers earns us anything today: no provider has given us a tracked affiliate link.'
    : 'Some of our links to providers are tracked affiliate links and may earn us a commission if you buy through them; the note beside each link says which.';
}
