/**
 * The read-only JSON API's shapes. Endpoints in src/pages/api/ are prerendered at build time from them;
 * netlify.toml serves the files at the API's paths with Content-Type application/json.
 */
import type { Guide, VpnService } from './content';
import { lastChanged } from '../lib/dates';
import { serviceJson } from '../lib/vpn-service';

/** A VpnService as GET /api/vpn-services returns it (serviceJson), dates as ISO strings, `notes` left in. */
export function serviceToJson(service: VpnService): Record<string, unknown> {
  return JSON.parse(JSON.stringify(serviceJson(service))) as Record<string, unknown>;
}

/**
 * A Guide as GET /api/guides returns it: `id` is the slug, `content` the Markdown, `imageUrl` its 1200x630
 * social card, dates as ISO strings (`updatedAt`: the last change), `readTime` in minutes.
 */
export function guideToJson(guide: Guide): Record<string, unknown> {
  return {
    id: guide.slug,
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.excerpt,
    category: guide.category,
    content: guide.content,
    imageUrl: guide.imageUrl,
    publishedAt: guide.publishedAt.toISOString(),
    updatedAt: lastChanged(guide).toISOString(),
    readTime: guide.readTime,
    tags: guide.tags,
    featured: guide.featured,
  };
}
