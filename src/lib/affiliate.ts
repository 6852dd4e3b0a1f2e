/**
 * What the site says about money beside its links, from the data: a provider's link can earn a commission only
 * when `affiliateLinkTracked` is true (a tracked link issued by the provider's affiliate programme). Every other
 * link, the provider's plain homepage, earns nothing, and the words beside it say so.
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

/**
 * The money note of an offer banner, which carries no link of its own: nobody paid for it, and our links to the
 * provider earn a commission only when they are tracked.
 */
export function bannerNote(tracked: boolean): string {
  return tracked
    ? 'No provider paid for this banner; we may earn a commission if you buy through our links to this provider'
    : 'No provider paid for this banner, and our links to this provider earn us nothing';
}

/**
 * How the site's links pay today, in one sentence, from the number of tracked links: none earns anything while
 * no link is tracked; once some are, only those may earn a commission.
 */
export function fundingSentence(trackedLinks: number): string {
  return trackedLinks === 0
    ? 'None of our links to providers earns us anything today: no provider has given us a tracked affiliate link.'
    : 'Some of our links to providers are tracked affiliate links and may earn us a commission if you buy through them; the note beside each link says which.';
}
