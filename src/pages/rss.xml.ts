/** /rss.xml: every guide as an RSS 2.0 item, newest first (linked from the head of every page). */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getGuides } from '../data/content';
import { GUIDE_CATEGORIES } from '../lib/guides';
import { absoluteUrl } from '../lib/seo';
import { SITE } from '../lib/site';

export const GET: APIRoute = async (context) => {
  const site = context.site ?? context.url.origin;
  return rss({
    title: `${SITE.name} guides`,
    description: 'Independent, plain-English guides to choosing, setting up and testing a VPN.',
    site,
    // Links as the site writes them: no trailing slash (trailingSlash 'never').
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-us</language><atom:link href="${absoluteUrl('/rss.xml', site)}" rel="self" type="application/rss+xml"/>`,
    items: (await getGuides()).map((guide) => ({
      title: guide.title,
      link: absoluteUrl(`/guides/${guide.slug}`, site),
      description: guide.excerpt,
      pubDate: guide.publishedAt,
      categories: [GUIDE_CATEGORIES[guide.category].label, ...guide.tags],
    })),
  });
};
