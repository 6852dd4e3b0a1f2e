/**
 * /changes.xml: the fact ledger as RSS 2.0, one item per commit and provider, newest first, each linking to
 * its entry on /changes/{slug}; a build without history says why in the channel's description.
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getFactLedger, getServices } from '../data/content';
import { changeLine, shortHash, providerChangesHref } from '../lib/fact-history';
import { absoluteUrl } from '../lib/seo';
import { SITE } from '../lib/site';

export const GET: APIRoute = async (context) => {
  const site = context.site ?? context.url.origin;
  const [ledger, services] = await Promise.all([getFactLedger(), getServices()]);
  const listed = new Map(services.map((s) => [s.slug, s.name]));
  return rss({
    title: `${SITE.name}: changes to our figures`,
    description: [
      'Every change to the figures and sources we publish about VPN providers, one item per change set.',
      ledger.note,
    ]
      .filter(Boolean)
      .join(' '),
    site,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-us</language><atom:link href="${absoluteUrl('/changes.xml', site)}" rel="self" type="application/rss+xml"/>`,
    items: ledger.entries.map((entry) => {
      const name = listed.get(entry.slug) ?? entry.name;
      const [first] = entry.changes;
      const more = entry.changes.length - 1;
      return {
        title: `${name}: ${first ? changeLine(first) : 'changed'}${more > 0 ? ` (and ${String(more)} more)` : ''}`,
        link: `${absoluteUrl(providerChangesHref(entry.slug), site)}#${entry.slug}-${shortHash(entry.hash)}`,
        description: `${entry.changes.map(changeLine).join('. ')}. Commit ${entry.hash}.`,
        pubDate: entry.date,
        categories: [name],
      };
    }),
  });
};
